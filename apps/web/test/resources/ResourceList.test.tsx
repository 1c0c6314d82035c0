import { EXPORT_LIMIT_HEADER, EXPORT_TOTAL_HEADER, type ResourceDef, tagResource } from '@console/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ResourceList } from '../../src/resources/ResourceList.tsx';
import { Refusal } from '../api/fakeApi.ts';
import { type FamilyRows, serveFamily } from '../api/familyRows.ts';
import { startFakeApi } from '../api/session.ts';
import { renderRoute } from './render.tsx';
import { tagRows } from './tagRows.ts';

const tag = tagResource as ResourceDef;
const api = startFakeApi();
let server: FamilyRows;

const at = () => screen.getByTestId('location').textContent;
const listCalls = () => api().calls.filter((c) => c.path === '/tags/list');
const lastList = () => listCalls().at(-1);
const bodyRows = () => document.querySelectorAll('[data-testid="resource-table"] tbody tr.ant-table-row');

function renderTags(path = '/configuration/tags') {
  return renderRoute(path, '/configuration/tags', <ResourceList def={tag} />);
}

/** The selection checkbox of the i-th row shown. */
const rowBox = (i: number) => (bodyRows()[i] as HTMLElement).querySelector('.ant-checkbox-input') as Element;

async function rowsShown(n: number) {
  await waitFor(() => expect(bodyRows()).toHaveLength(n), { timeout: 4000 });
}

beforeEach(() => {
  server = serveFamily(api(), tag, tagRows(3));
});

// antd in happy-dom is slow to mount: generous limits, the assertions stay exact.
describe('ResourceList', { timeout: 30_000 }, () => {
  it('lists the rows with the declared columns, the default sort and the token', async () => {
    renderTags();
    await rowsShown(3);
    const call = lastList();
    expect(Object.fromEntries(call?.query ?? [])).toEqual({ page: '1', size: '20', sort: 'sort' });
    expect(call?.headers.Authorization).toBe('token-1');
    const headers = [...document.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(headers).toEqual(expect.arrayContaining(['标签名', '类型', '排序', '启用', '创建时间', '操作']));
    expect(headers).not.toContain('说明');
    const first = within(bodyRows()[0] as HTMLElement);
    expect(first.getByText('标签1')).toBeTruthy();
    expect(first.getByText('用户')).toBeTruthy();
  });

  it('puts the filters in the URL and sends them; a visit with that URL restores them', async () => {
    const view = renderTags();
    await rowsShown(3);
    fireEvent.change(screen.getByTestId('filter-name'), { target: { value: '标签2' } });
    fireEvent.click(screen.getByTestId('filter-submit'));
    await waitFor(() => expect(at()).toBe(`/configuration/tags?name=${encodeURIComponent('标签2')}`));
    await rowsShown(1);
    expect(lastList()?.query.get('name')).toBe('标签2');
    view.unmount();

    renderTags(`/configuration/tags?name=${encodeURIComponent('标签3')}&page=1&sort=-name`);
    await rowsShown(1);
    expect((screen.getByTestId('filter-name') as HTMLInputElement).value).toBe('标签3');
    expect(Object.fromEntries(lastList()?.query ?? [])).toMatchObject({ name: '标签3', sort: '-name' });
  });

  it('sorts on the server when a sortable header is clicked', async () => {
    renderTags();
    await rowsShown(3);
    const nameHeader = [...document.querySelectorAll('thead th')].find((th) => th.textContent === '标签名');
    fireEvent.click(nameHeader as Element);
    await waitFor(() => expect(at()).toBe('/configuration/tags?sort=name'));
    await waitFor(() => expect(lastList()?.query.get('sort')).toBe('name'));
  });

  it('pages through the URL', async () => {
    server.rows = tagRows(45);
    renderTags();
    await rowsShown(20);
    fireEvent.click(screen.getByTitle('3'));
    await waitFor(() => expect(at()).toBe('/configuration/tags?page=3'));
    await rowsShown(5);
    expect(lastList()?.query.get('page')).toBe('3');
  });

  it('deletes the ticked rows after a confirmation naming their count', async () => {
    renderTags();
    await rowsShown(3);
    fireEvent.click(rowBox(0));
    fireEvent.click(rowBox(2));
    expect(screen.getByTestId('selected-count').textContent).toBe('已选 2 项');
    fireEvent.click(screen.getByTestId('bulk-delete'));
    expect((await screen.findAllByText('确定删除选中的 2 条记录吗？')).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByTestId('confirm-ok'));
    await waitFor(() => expect(api().calls.some((c) => c.path === '/tags/del')).toBe(true));
    // The versions of the ticked rows as the list shows them: the server refuses the call if one changed since.
    expect(api().calls.find((c) => c.path === '/tags/del')?.body).toEqual({
      ids: [1, 3],
      versions: { 1: '2024-03-05T08:00:00.000Z', 3: '2024-03-05T08:00:00.000Z' },
    });
    await rowsShown(1);
  });

  it('disables the ticked rows after a confirmation, and toggles one row with its switch', async () => {
    renderTags();
    await rowsShown(3);
    fireEvent.click(rowBox(1));
    fireEvent.click(screen.getByTestId('bulk-disable'));
    expect((await screen.findAllByText('确定停用选中的 1 条记录吗？')).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByTestId('confirm-ok'));
    await waitFor(() =>
      expect(api().calls.find((c) => c.path === '/tags/enable')?.body).toEqual({
        ids: [2],
        enabled: false,
        versions: { 2: '2024-03-05T08:00:00.000Z' },
      }),
    );
    fireEvent.click(within(bodyRows()[0] as HTMLElement).getByTestId('row-enable'));
    await waitFor(() =>
      expect(
        api()
          .calls.filter((c) => c.path === '/tags/enable')
          .at(-1)?.body,
      ).toEqual({
        ids: [1],
        enabled: true,
        versions: { 1: '2024-03-05T08:00:00.000Z' },
      }),
    );
  });

  it('shows an error state with a retry button', async () => {
    server.failing.set('/tags/list', new Refusal(500, '服务器内部错误'));
    renderTags();
    const error = await screen.findByTestId('list-error');
    expect(within(error).getByText('列表加载失败')).toBeTruthy();
    expect(within(error).getByText('服务器内部错误')).toBeTruthy();
    server.failing.clear();
    fireEvent.click(screen.getByTestId('list-retry'));
    await rowsShown(3);
  });

  it('shows the empty state', async () => {
    server.rows = [];
    renderTags();
    const table = await screen.findByTestId('resource-table');
    await waitFor(() => expect(within(table).getAllByText('暂无数据').length).toBeGreaterThan(0));
    expect(bodyRows()).toHaveLength(0);
  });

  it('hides and restores columns with the chooser, remembered per family', async () => {
    renderTags();
    await rowsShown(3);
    fireEvent.click(screen.getByTestId('column-chooser-button'));
    const chooser = await screen.findByTestId('column-chooser');
    fireEvent.click(within(chooser).getByLabelText('排序'));
    fireEvent.click(within(chooser).getByLabelText('说明'));
    await waitFor(() => {
      const headers = [...document.querySelectorAll('thead th')].map((th) => th.textContent);
      expect(headers).toContain('说明');
      expect(headers).not.toContain('排序');
    });
    expect(JSON.parse(localStorage.getItem('console_columns_tag') ?? '[]')).toEqual([
      'name',
      'type',
      'description',
      'enabled',
      'created_at',
    ]);
  });

  it('exports the current filters with the token and reports the bytes received', async () => {
    const created: Blob[] = [];
    const clicked: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:x';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderTags(`/configuration/tags?name=a&page=2`);
    await screen.findByTestId('resource-export');
    fireEvent.click(screen.getByTestId('resource-export'));
    expect((await screen.findByTestId('export-done')).textContent).toBe('导出完成：标签.xlsx（10 B）');
    const call = api().calls.find((c) => c.path === '/tags/export');
    expect(Object.fromEntries(call?.query ?? [])).toEqual({ sort: 'sort', name: 'a' });
    expect(call?.headers.Authorization).toBe('token-1');
    expect(clicked).toEqual(['标签.xlsx']);
    expect(created[0]?.size).toBe(10);
    expect(screen.queryByTestId('export-truncated')).toBeNull();
  });

  it('tells the person when the server cut the export to its first rows', async () => {
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:x');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    server.exportHeaders = { [EXPORT_LIMIT_HEADER]: '100000', [EXPORT_TOTAL_HEADER]: '123456' };
    renderTags();
    fireEvent.click(await screen.findByTestId('resource-export'));
    expect((await screen.findByTestId('export-truncated')).textContent).toBe(
      '共 123,456 行符合筛选条件，文件只包含前 100,000 行，请缩小筛选范围后分批导出。',
    );
    expect(screen.getByTestId('export-done').closest('.ant-message-notice-warning')).not.toBeNull();
  });
});
