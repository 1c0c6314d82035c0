import { categoryResource, type TreeOption } from '@console/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CategoryTreePage } from '../../../src/pages/datasheet/libraries/categories/CategoryTreePage.tsx';
import {
  buildCategoryTree,
  searchTree,
} from '../../../src/pages/datasheet/libraries/categories/categoryTree.ts';
import { type ApiCall, page, Refusal } from '../../api/fakeApi.ts';
import { rowOf, writtenRow } from '../../api/familyRows.ts';
import { startFakeApi } from '../../api/session.ts';
import { renderRoute } from '../../resources/render.tsx';

const route = '/datasheet/categories/all';
const session = startFakeApi();

const tree: TreeOption[] = [
  { value: 1, label: '工程塑料', parent: null },
  { value: 2, label: '通用塑料', parent: null },
  { value: 3, label: '聚酰胺 PA', parent: 1 },
  { value: 4, label: '聚碳酸酯 PC', parent: 1 },
  { value: 5, label: 'PA66', parent: 3 },
  { value: 6, label: 'PA6', parent: 3 },
  { value: 7, label: '聚丙烯 PP', parent: 2 },
];
const levels: Record<number, number> = { 1: 1, 2: 1, 3: 2, 4: 2, 5: 3, 6: 3, 7: 2 };

function serve() {
  const api = session();
  api.on('/v1_categories/tree', () => tree);
  // The disabled ones: 聚碳酸酯 PC.
  api.on('/v1_categories/list', (call: ApiCall) =>
    page(
      call.query.get('enabled') === 'false'
        ? [rowOf(categoryResource, { id: 4, name_zh: '聚碳酸酯 PC', level: 2, parent_id: 1 })]
        : [],
      call,
    ),
  );
  api.on('/v1_categories/get', (call: ApiCall) => {
    const id = Number(call.query.get('id'));
    const node = tree.find((n) => n.value === id);
    return rowOf(categoryResource, {
      id,
      name_zh: node?.label,
      name_en: '',
      level: levels[id],
      parent_id: node?.parent ?? null,
      code: '',
      sort: 0,
      enabled: id !== 4,
    });
  });
  api.on('/v1_categories/add', (call: ApiCall) =>
    writtenRow(categoryResource, { ...(call.body as object), id: 99 }),
  );
  api.on('/v1_categories/options', () => []);
  return api;
}

const node = (label: string) => {
  const found = [...document.querySelectorAll('[data-testid="category-node"]')].find(
    (el) => el.querySelector('.category-tree__label')?.textContent === label,
  );
  if (!found) throw new Error(`no node ${label}`);
  return found as HTMLElement;
};
const shownLabels = () =>
  [...document.querySelectorAll('[data-testid="category-node"] .category-tree__label')].map(
    (el) => el.textContent,
  );

describe('category tree (pure)', () => {
  it('nests the rows, gives each its depth, and searches keeping the branches to the matches', () => {
    const built = buildCategoryTree(tree);
    expect(built.roots.map((n) => n.label)).toEqual(['工程塑料', '通用塑料']);
    expect(built.byId.get(5)?.depth).toBe(3);
    expect(built.byId.get(1)?.children.map((n) => n.id)).toEqual([3, 4]);
    const found = searchTree(built.roots, 'pa6');
    expect(found.matches).toBe(2);
    expect(found.roots.map((n) => n.label)).toEqual(['工程塑料']);
    expect(found.roots[0]?.children.map((n) => n.label)).toEqual(['聚酰胺 PA']);
    expect(found.expanded.sort()).toEqual([1, 3]);
  });
});

describe('all categories page', { timeout: 30_000 }, () => {
  it('shows the tree from /tree with levels, children counts and the disabled marked', async () => {
    serve();
    renderRoute(route, route, <CategoryTreePage />);
    await waitFor(() => expect(shownLabels()).toContain('聚酰胺 PA'));
    // The first level opens on the second; the third waits for a click.
    expect(shownLabels()).toEqual(['工程塑料', '聚酰胺 PA', '聚碳酸酯 PC', '通用塑料', '聚丙烯 PP']);
    expect(screen.getByTestId('category-count').textContent).toBe('共 7 个分类');
    expect(within(node('工程塑料')).getByTestId('category-child-count').textContent).toBe('2');
    expect(within(node('聚酰胺 PA')).getByTestId('category-child-count').textContent).toBe('2');
    expect(within(node('聚酰胺 PA')).getByText('二级')).toBeTruthy();
    await waitFor(() => expect(within(node('聚碳酸酯 PC')).getByText('停用')).toBeTruthy());
    expect(within(node('聚酰胺 PA')).queryByText('停用')).toBeNull();
    // Links to the lists of each level.
    expect(screen.getAllByTestId('category-level-link').map((a) => a.getAttribute('href'))).toEqual([
      '/datasheet/categories/first',
      '/datasheet/categories/second',
      '/datasheet/categories/third',
    ]);
  });

  it('searches: only the matches and the branches leading to them, the match marked', async () => {
    serve();
    renderRoute(route, route, <CategoryTreePage />);
    await waitFor(() => expect(shownLabels()).toContain('聚酰胺 PA'));
    fireEvent.change(screen.getByTestId('category-search'), { target: { value: 'PA6' } });
    await waitFor(() => expect(shownLabels()).toEqual(['工程塑料', '聚酰胺 PA', 'PA66', 'PA6']));
    expect(node('PA66').querySelector('mark')?.textContent).toBe('PA6');
    fireEvent.change(screen.getByTestId('category-search'), { target: { value: '不存在' } });
    expect(await screen.findByText('没有匹配的分类')).toBeTruthy();
  });

  it('adds a child under the chosen node with its level and parent set', async () => {
    const api = serve();
    renderRoute(route, route, <CategoryTreePage />);
    await waitFor(() => expect(shownLabels()).toContain('聚酰胺 PA'));
    fireEvent.click(node('聚酰胺 PA'));
    const panel = await screen.findByTestId('category-panel');
    await waitFor(() => expect(within(panel).getByText('工程塑料')).toBeTruthy());
    fireEvent.click(within(panel).getByTestId('category-add-child'));
    const form = await screen.findByTestId('resource-form');
    expect(within(form).getByText('新增三级分类')).toBeTruthy();
    // The level is the view's and fixed; the parent is the node, shown by its path.
    const level = within(form).getByTestId('field-level');
    expect(level.textContent).toContain('三级');
    expect(level.className).toContain('disabled');
    await waitFor(() => expect(within(form).getByText('工程塑料 / 聚酰胺 PA')).toBeTruthy());
    fireEvent.change(within(form).getByTestId('field-name_zh'), { target: { value: 'PA46' } });
    fireEvent.click(screen.getByTestId('resource-form-submit'));
    await waitFor(() => expect(api.callsTo('/v1_categories/add')).toHaveLength(1));
    expect(api.callsTo('/v1_categories/add')[0]?.body).toMatchObject({
      name_zh: 'PA46',
      level: 3,
      parent_id: 3,
    });
  });

  it('shows the server’s refusal to delete a category still in use', async () => {
    const api = serve();
    api.on('/v1_categories/del', () => new Refusal(6, '仍有 2 条分类（上级分类）引用此分类，不能删除'));
    renderRoute(route, route, <CategoryTreePage />);
    await waitFor(() => expect(shownLabels()).toContain('工程塑料'));
    fireEvent.click(node('工程塑料'));
    const panel = await screen.findByTestId('category-panel');
    await waitFor(() => expect(within(panel).getByTestId('category-delete')).toBeTruthy());
    // A first-level category: adding a child is offered, the third level would not be.
    expect(within(panel).getByTestId('category-add-child').hasAttribute('disabled')).toBe(false);
    fireEvent.click(within(panel).getByTestId('category-delete'));
    fireEvent.click(await screen.findByTestId('category-delete-ok'));
    await waitFor(() => expect(api.callsTo('/v1_categories/del')[0]?.body).toEqual({ ids: [1] }));
    expect(await screen.findByText('仍有 2 条分类（上级分类）引用此分类，不能删除')).toBeTruthy();
    expect(screen.queryByText('已删除「工程塑料」')).toBeNull();
    expect(screen.getByTestId('category-panel')).toBeTruthy();
  });
});
