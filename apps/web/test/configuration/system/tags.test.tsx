import { type ResourceDef, type ResourceRow, TagType, tagResource } from '@console/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setPageReloader } from '../../../src/api/request.ts';
import { parseTargetIds } from '../../../src/pages/configuration/system/tags/TagBindDialog.tsx';
import { ResourceList } from '../../../src/resources/ResourceList.tsx';
import { useLocaleStore } from '../../../src/stores/locale.ts';
import { clearSession, useUserStore } from '../../../src/stores/user.ts';
import type { ApiCall, FakeApi, Handler } from '../../api/fakeApi.ts';
import { rowOf as familyRow } from '../../api/familyRows.ts';
import { startFakeApi } from '../../api/session.ts';
import { renderRoute } from '../../resources/render.tsx';

const session = startFakeApi({ signedIn: false });
/** The test's answers by path. */
function answer(handlers: Record<string, Handler>): FakeApi {
  const api = session();
  api.answer(handlers);
  return api;
}

const tags: ResourceRow[] = [
  { id: 1, created_at: '', updated_at: '', name: '重点客户', type: TagType.USER, sort: 0, enabled: true },
  { id: 2, created_at: '', updated_at: '', name: '采购决策人', type: TagType.USER, sort: 1, enabled: true },
  {
    id: 3,
    created_at: '',
    updated_at: '',
    name: '原料供应商',
    type: TagType.COMPANY,
    sort: 2,
    enabled: true,
  },
];

function binding(id: number, tagId: number, targetId: number): ResourceRow {
  return {
    id,
    created_at: '2024-05-01T08:00:00.000Z',
    updated_at: '2024-05-01T08:00:00.000Z',
    tag_id: tagId,
    target_type: TagType.USER,
    target_id: targetId,
  };
}

/** The tag list and binding endpoints over in-memory bindings. */
function fakeTags() {
  let bindings = [binding(11, 1, 501), binding(12, 1, 502), binding(13, 2, 900)];
  const api = answer({
    '/tags/list': () => ({
      list: tags.map((tag) => familyRow(tagResource, tag)),
      total: tags.length,
      page: 1,
      size: 20,
    }),
    '/tags/bind': (call: ApiCall) => {
      const body = call.body as { tag_ids: number[]; target_ids: number[] };
      return { bound: body.tag_ids.length * body.target_ids.length };
    },
    '/tags/copy_company_to_user': (call: ApiCall) => ({
      copied: (call.body as { company_id: number }).company_id === 88 ? 3 : 0,
    }),
    '/tags/binding/list': (call: ApiCall) => {
      const list = bindings.filter((b) => b.tag_id === Number(call.query.get('tag_id')));
      return { list, total: list.length, page: 1, size: 20 };
    },
    '/tags/binding/del': (call: ApiCall) => {
      const ids = (call.body as { ids: number[] }).ids;
      bindings = bindings.filter((b) => !ids.includes(b.id));
      return { deleted: ids.length };
    },
  });
  return api;
}

const bodyRows = () => document.querySelectorAll('[data-testid="resource-table"] tbody tr.ant-table-row');
const rowOf = (name: string) => [...bodyRows()].find((row) => row.textContent?.includes(name)) as HTMLElement;

async function renderTags() {
  renderRoute(
    '/configuration/tags',
    '/configuration/tags',
    <ResourceList def={tagResource as ResourceDef} />,
  );
  await waitFor(() => expect(bodyRows()).toHaveLength(3));
}

function tick(name: string) {
  fireEvent.click(rowOf(name).querySelector('.ant-checkbox-input') as Element);
}

/** The last success / info message shown. */
async function lastMessage(): Promise<string> {
  return waitFor(() => {
    const notices = document.querySelectorAll('.ant-message-notice');
    expect(notices.length).toBeGreaterThan(0);
    return notices[notices.length - 1]?.textContent ?? '';
  });
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

describe('parseTargetIds', () => {
  it('reads ids separated by commas, spaces and new lines, once each, and names the bad ones', () => {
    expect(parseTargetIds('1001, 1002\n1003，1002  ')).toEqual({ ids: [1001, 1002, 1003], invalid: [] });
    expect(parseTargetIds('7 x 0 -3 2.5')).toEqual({ ids: [7], invalid: ['x', '0', '-3', '2.5'] });
    expect(parseTargetIds('   ')).toEqual({ ids: [], invalid: [] });
  });
});

describe('bulk binding from the tag list', { timeout: 30_000 }, () => {
  it('needs ticked tags, checks the ids, and binds the ticked tags to them', async () => {
    const api = fakeTags();
    await renderTags();
    const bind = screen.getByTestId('tag-bulk-bind') as HTMLButtonElement;
    expect(bind.disabled).toBe(true);
    tick('重点客户');
    tick('采购决策人');
    await waitFor(() => expect(bind.disabled).toBe(false));
    fireEvent.click(bind);

    const dialog = await screen.findByTestId('tag-bind-dialog');
    // The ticked tags are named, and their shared type is the preselected target type.
    expect(within(dialog).getByTestId('tag-bind-tags').textContent).toBe('重点客户采购决策人');
    expect(within(screen.getByTestId('tag-bind-type')).getByText('用户')).toBeTruthy();

    fireEvent.change(screen.getByTestId('tag-bind-ids'), { target: { value: '501, abc' } });
    fireEvent.click(screen.getByTestId('tag-bind-submit'));
    expect(await within(dialog).findByText('不是正整数：abc')).toBeTruthy();
    expect(api.bodiesTo('/tags/bind')).toEqual([]);

    fireEvent.change(screen.getByTestId('tag-bind-ids'), { target: { value: '501\n502 502' } });
    expect(await within(dialog).findByText('共 2 个对象')).toBeTruthy();
    fireEvent.click(screen.getByTestId('tag-bind-submit'));
    await waitFor(() =>
      expect(api.bodiesTo('/tags/bind')).toEqual([
        { tag_ids: [1, 2], target_type: TagType.USER, target_ids: [501, 502] },
      ]),
    );
    expect(await lastMessage()).toBe('新增 4 条绑定（已存在的绑定不重复添加）');
  });

  it('copies a company’s tags to a user and says how many were copied', async () => {
    const api = fakeTags();
    await renderTags();
    fireEvent.click(screen.getByTestId('tag-copy-company'));
    await screen.findByTestId('tag-copy-dialog');
    fireEvent.click(screen.getByTestId('tag-copy-submit'));
    expect(await screen.findByText('请填写企业 ID')).toBeTruthy();
    fireEvent.change(screen.getByTestId('tag-copy-company-id'), { target: { value: '88' } });
    fireEvent.change(screen.getByTestId('tag-copy-user-id'), { target: { value: '501' } });
    fireEvent.click(screen.getByTestId('tag-copy-submit'));
    await waitFor(() =>
      expect(api.bodiesTo('/tags/copy_company_to_user')).toEqual([{ company_id: 88, user_id: 501 }]),
    );
    expect(await lastMessage()).toBe('已复制 3 个标签到该用户');
  });

  it('speaks English when the console does', async () => {
    useLocaleStore.setState({ locale: 'en' });
    fakeTags();
    await renderTags();
    expect(screen.getByTestId('tag-bulk-bind').textContent).toBe('Bind in bulk');
    expect(screen.getByTestId('tag-copy-company').textContent).toBe('Copy company tags to a user');
    expect(within(rowOf('重点客户')).getByTestId('row-tag-bindings').textContent).toBe('Bindings');
  });

  it('lists one tag’s bindings in a drawer and unbinds one', async () => {
    const api = fakeTags();
    await renderTags();
    fireEvent.click(within(rowOf('重点客户')).getByTestId('row-tag-bindings'));
    const drawer = await screen.findByTestId('tag-bindings-drawer');
    expect(within(drawer).getByText('标签「重点客户」的绑定')).toBeTruthy();
    const rows = () => drawer.querySelectorAll('tbody tr.ant-table-row');
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(api.calls.find((c) => c.path === '/tags/binding/list')?.query.get('tag_id')).toBe('1');
    expect(rows()[0]?.textContent).toContain('501');

    fireEvent.click(within(rows()[0] as HTMLElement).getByTestId('binding-unbind'));
    fireEvent.click(await screen.findByTestId('binding-unbind-ok'));
    await waitFor(() => expect(api.bodiesTo('/tags/binding/del')).toEqual([{ ids: [11] }]));
    // The drawer reads the bindings again: only the other target is left.
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]?.textContent).toContain('502');
  });
});
