import {
  MAP_SERVICE_SETTING,
  menuRecordResource,
  type ResourceDef,
  type ResourceRow,
  settingKeyResource,
} from '@console/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setPageReloader } from '../../../src/api/request.ts';
import { matchesIcon } from '../../../src/pages/configuration/system/IconPicker.tsx';
import { ResourceForm } from '../../../src/resources/form/ResourceForm.tsx';
import { ResourceList } from '../../../src/resources/ResourceList.tsx';
import { useMenuRecords } from '../../../src/router/menuRecords.ts';
import { useLocaleStore } from '../../../src/stores/locale.ts';
import { useMapServiceKey } from '../../../src/stores/settings.ts';
import { clearSession, useUserStore } from '../../../src/stores/user.ts';
import type { ApiCall, FakeApi, Handler } from '../../api/fakeApi.ts';
import { startFakeApi } from '../../api/session.ts';
import { renderRoute } from '../../resources/render.tsx';

const session = startFakeApi({ signedIn: false });
/** The test's answers by path. */
function answer(handlers: Record<string, Handler>): FakeApi {
  const api = session();
  api.answer(handlers);
  return api;
}

const menuDef = menuRecordResource as ResourceDef;

function menuRow(icon: string): ResourceRow {
  return {
    id: 7,
    created_at: '2024-03-01T00:00:00.000Z',
    updated_at: '2024-03-01T00:00:00.000Z',
    path: '/configuration/tags',
    name_zh: '标签库',
    name_en: 'Tag library',
    icon,
    hidden: false,
    no_submenu: false,
    keep_alive: false,
    sort: 0,
  };
}

/** The menu-record endpoints over one row, which updates change (so a re-read sees the change). */
function fakeMenuRecords(row: ResourceRow) {
  return answer({
    '/admin/router/get': () => row,
    '/admin/router/update': (call: ApiCall) => Object.assign(row, call.body),
    '/admin/router/menu': () => [row],
    '/system/audit/list': () => ({ list: [], total: 0, page: 1, size: 50 }),
  });
}

const iconSelect = () => within(screen.getByTestId('field-icon')).getByRole('combobox');
const shownOptions = () =>
  [...document.querySelectorAll('.ant-select-dropdown [data-testid="icon-option"]')].map((el) =>
    el.getAttribute('data-icon'),
  );

async function openAndSearch(typed: string) {
  fireEvent.mouseDown(iconSelect());
  fireEvent.change(iconSelect(), { target: { value: typed } });
  await waitFor(() => expect(document.querySelector('.ant-select-dropdown')).not.toBeNull());
}

beforeEach(() => {
  useLocaleStore.setState({ locale: 'zh' });
  useUserStore.getState().setToken('token-1');
  setPageReloader(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  act(() => clearSession());
});

describe('matchesIcon', () => {
  it('finds icons by any part of their name, ignoring case', () => {
    expect(matchesIcon('TagsOutlined', 'tag')).toBe(true);
    expect(matchesIcon('TagsOutlined', ' TAGS ')).toBe(true);
    expect(matchesIcon('KeyOutlined', 'tag')).toBe(false);
    expect(matchesIcon('KeyOutlined', '')).toBe(true);
  });
});

describe('the icon picker of the menu-record form', { timeout: 30_000 }, () => {
  it('shows the current icon, filters by what is typed, and saves the chosen one', async () => {
    const api = fakeMenuRecords(menuRow('KeyOutlined'));
    const closed = vi.fn();
    renderRoute('/f', '/f', <ResourceForm def={menuDef} id={7} open onClose={closed} />);
    // The stored icon is shown with its picture (an antd icon renders as role="img").
    const picker = await screen.findByTestId('field-icon');
    await waitFor(() =>
      expect(picker.querySelector('[data-icon="KeyOutlined"] .anticon-key')).not.toBeNull(),
    );

    await openAndSearch('tag');
    await waitFor(() => expect(shownOptions()).toEqual(['TagsOutlined']));
    fireEvent.click(document.querySelector('.ant-select-dropdown [data-icon="TagsOutlined"]') as Element);
    fireEvent.click(screen.getByTestId('resource-form-submit'));
    await waitFor(() => expect(closed).toHaveBeenCalled());
    expect(api.bodiesTo('/admin/router/update')).toEqual([
      { id: 7, icon: 'TagsOutlined', updated_at: '2024-03-01T00:00:00.000Z' },
    ]);
  });

  it('"no icon" is saved as the empty string the sidebar reads as none', async () => {
    const api = fakeMenuRecords(menuRow('TagsOutlined'));
    const closed = vi.fn();
    renderRoute('/f', '/f', <ResourceForm def={menuDef} id={7} open onClose={closed} />);
    await waitFor(() =>
      expect(screen.getByTestId('field-icon').querySelector('[data-icon="TagsOutlined"]')).not.toBeNull(),
    );
    await openAndSearch('无');
    const none = await waitFor(() => {
      const option = [...document.querySelectorAll('.ant-select-dropdown .ant-select-item-option')].find(
        (el) => el.textContent === '无图标',
      );
      expect(option).toBeTruthy();
      return option as Element;
    });
    fireEvent.click(none);
    fireEvent.click(screen.getByTestId('resource-form-submit'));
    await waitFor(() => expect(closed).toHaveBeenCalled());
    expect(api.bodiesTo('/admin/router/update')).toEqual([
      { id: 7, icon: '', updated_at: '2024-03-01T00:00:00.000Z' },
    ]);
  });

  it('keeps a stored name the shell does not know, saying so, instead of changing it', async () => {
    const api = fakeMenuRecords(menuRow('FancyOutlined'));
    const closed = vi.fn();
    renderRoute('/f', '/f', <ResourceForm def={menuDef} id={7} open onClose={closed} />);
    expect(await screen.findByText('未知图标 FancyOutlined（侧边栏将沿用默认图标）')).toBeTruthy();
    fireEvent.click(screen.getByTestId('resource-form-submit'));
    await waitFor(() => expect(closed).toHaveBeenCalled());
    expect(api.bodiesTo('/admin/router/update')).toEqual([]);
  });
});

describe('the icon column of the menu-record list', { timeout: 30_000 }, () => {
  it('draws the icon the sidebar shows, a dash for none, and an unknown name as text', async () => {
    const rows = [
      menuRow('KeyOutlined'),
      { ...menuRow(''), id: 8, path: '/configuration/keys' },
      { ...menuRow('FancyOutlined'), id: 9, path: '/configuration/router' },
    ];
    answer({ '/admin/router/list': () => ({ list: rows, total: 3, page: 1, size: 50 }) });
    renderRoute('/l', '/l', <ResourceList def={menuDef} />);
    const cellOf = async (path: string) => {
      const row = await waitFor(() => {
        const found = [
          ...document.querySelectorAll('[data-testid="resource-table"] tbody tr.ant-table-row'),
        ].find((tr) => tr.textContent?.includes(path));
        expect(found).toBeTruthy();
        return found as HTMLElement;
      });
      const headers = [...document.querySelectorAll('[data-testid="resource-table"] thead th')];
      const column = headers.findIndex((th) => th.textContent === '图标');
      return row.querySelectorAll('td')[column] as HTMLElement;
    };
    expect(
      (await cellOf('/configuration/tags')).querySelector('[data-icon="KeyOutlined"] .anticon-key'),
    ).not.toBeNull();
    expect((await cellOf('/configuration/keys')).textContent).toBe('-');
    expect((await cellOf('/configuration/router')).textContent).toBe('FancyOutlined');
  });
});

describe('edits reach the shell without a reload', { timeout: 30_000 }, () => {
  function SidebarName() {
    const records = useMenuRecords();
    return <span data-testid="menu-name">{records[0]?.name_zh}</span>;
  }

  it('saving a menu record reads the menu records again (the sidebar follows)', async () => {
    const api = fakeMenuRecords(menuRow('TagsOutlined'));
    renderRoute(
      '/f',
      '/f',
      <>
        <Suspense fallback={null}>
          <SidebarName />
        </Suspense>
        <ResourceForm def={menuDef} id={7} open onClose={() => {}} />
      </>,
    );
    expect((await screen.findByTestId('menu-name')).textContent).toBe('标签库');
    await waitFor(() =>
      expect((screen.getByTestId('field-name_zh') as HTMLInputElement).value).toBe('标签库'),
    );
    fireEvent.change(screen.getByTestId('field-name_zh'), { target: { value: '标签中心' } });
    fireEvent.click(screen.getByTestId('resource-form-submit'));
    await waitFor(() => expect(screen.getByTestId('menu-name').textContent).toBe('标签中心'));
    expect(api.calls.filter((c) => c.path === '/admin/router/menu')).toHaveLength(2);
  });

  it('saving a setting reads the public settings again (the map-service key follows)', async () => {
    const setting: ResourceRow = {
      id: 1,
      created_at: '2024-03-01T00:00:00.000Z',
      updated_at: '2024-03-01T00:00:00.000Z',
      key: MAP_SERVICE_SETTING,
      value: '',
      description: '地图服务 key',
      is_public: true,
      enabled: true,
    };
    const api = answer({
      '/system/keys/get': () => setting,
      '/system/keys/update': (call) => Object.assign(setting, call.body),
      '/system/keys/public': () => ({ [MAP_SERVICE_SETTING]: String(setting.value) }),
      '/system/audit/list': () => ({ list: [], total: 0, page: 1, size: 50 }),
    });
    function MapKey() {
      return <span data-testid="map-key">{useMapServiceKey() || '(none)'}</span>;
    }
    renderRoute(
      '/f',
      '/f',
      <>
        <MapKey />
        <ResourceForm def={settingKeyResource as ResourceDef} id={1} open onClose={() => {}} />
      </>,
    );
    expect((await screen.findByTestId('map-key')).textContent).toBe('(none)');
    await waitFor(() => expect(screen.getByTestId('field-key')).toBeTruthy());
    fireEvent.change(screen.getByTestId('field-value'), { target: { value: 'amap-42' } });
    fireEvent.click(screen.getByTestId('resource-form-submit'));
    await waitFor(() => expect(screen.getByTestId('map-key').textContent).toBe('amap-42'));
    expect(api.bodiesTo('/system/keys/update')).toEqual([
      { id: 1, value: 'amap-42', updated_at: '2024-03-01T00:00:00.000Z' },
    ]);
  });
});
