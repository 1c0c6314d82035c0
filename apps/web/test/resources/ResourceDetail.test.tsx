import { auditLogResource, type ChildrenField, type ResourceDef, tagResource } from '@console/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLines, childRowLines } from '../../src/resources/ChangeHistory.tsx';
import { ResourceDetailPage } from '../../src/resources/ResourceDetailPage.tsx';
import { rowIdOf } from '../../src/resources/RowScreen.tsx';
import { serveFamily } from '../api/familyRows.ts';
import { startFakeApi } from '../api/session.ts';
import { renderRoute } from './render.tsx';
import { tagRows } from './tagRows.ts';

const tag = tagResource as ResourceDef;
const api = startFakeApi();

beforeEach(() => {
  serveFamily(api(), tag, tagRows(3));
  serveFamily(api(), auditLogResource, [
    {
      id: 9,
      created_at: '2024-04-02T03:04:05.000Z',
      family: 'tag',
      row_id: 1,
      action: 'update',
      admin_id: 1,
      changes: { name: ['旧名', '标签1'], enabled: [true, false] },
      $labels: { admin_id: 'admin' },
    },
  ]);
});

describe('ResourceDetail', { timeout: 30_000 }, () => {
  it('reads the id from :id or ?id=', () => {
    expect(rowIdOf('7', new URLSearchParams())).toBe(7);
    expect(rowIdOf(undefined, new URLSearchParams('id=12'))).toBe(12);
    expect(rowIdOf(undefined, new URLSearchParams('id=x'))).toBeUndefined();
    expect(rowIdOf(undefined, new URLSearchParams())).toBeUndefined();
  });

  it('labels the changes of an audit row by the declaration', () => {
    expect(changeLines(tag, { name: ['a', 'b'], odd: 3 }, 'en')).toEqual([
      { field: 'name', label: 'Name', before: 'a', after: 'b' },
      { field: 'odd', label: 'odd', before: undefined, after: 3 },
    ]);
    expect(changeLines(tag, null, 'zh')).toEqual([]);
  });

  it('shows the child rows of a change one a line, by id, labelled, empty values left out', () => {
    const items: ChildrenField = {
      name: 'items',
      kind: 'children',
      label: { zh: '属性', en: 'Properties' },
      fields: [
        { name: 'property', kind: 'text', label: { zh: '属性名', en: 'Property' } },
        { name: 'value', kind: 'decimal', label: { zh: '数值', en: 'Value' } },
        { name: 'unit', kind: 'text', label: { zh: '单位', en: 'Unit' } },
      ],
    };
    expect(
      childRowLines(
        items,
        [
          { id: 11, property: '熔点', value: 235, unit: '' },
          { property: '密度', value: 1.2, unit: 'g/cm³' },
        ],
        'zh',
      ),
    ).toEqual(['#11 属性名: 熔点, 数值: 235', '属性名: 密度, 数值: 1.2, 单位: g/cm³']);
    expect(childRowLines(items, null, 'en')).toEqual([]);
  });

  it('shows the row, its change history from the audit list, and edits it', async () => {
    renderRoute('/d?id=1', '/d', <ResourceDetailPage def={tag} />);
    const detail = await screen.findByTestId('resource-detail');
    await waitFor(() => expect(within(detail).getAllByText('标签1').length).toBeGreaterThan(0));
    expect(within(detail).getByText('第一条')).toBeTruthy();
    expect(within(detail).getByText('用户')).toBeTruthy();

    const audit = api().calls.find((c) => c.path === '/system/audit/list');
    expect(Object.fromEntries(audit?.query ?? [])).toMatchObject({
      family: 'tag',
      row_id: '1',
      sort: '-created_at',
    });
    const history = screen.getByTestId('change-history');
    await waitFor(() => expect(within(history).getByText('旧名')).toBeTruthy());
    expect(within(history).getByText('admin')).toBeTruthy();
    expect(within(history).getByText('修改')).toBeTruthy();
    expect(within(history).getByText('标签名')).toBeTruthy();

    fireEvent.click(screen.getByTestId('detail-edit'));
    expect(await screen.findByText('编辑标签')).toBeTruthy();
  });

  it('says so when the id is missing or the row does not exist', async () => {
    const view = renderRoute('/d', '/d', <ResourceDetailPage def={tag} />);
    expect(await screen.findByTestId('detail-missing-id')).toBeTruthy();
    view.unmount();
    renderRoute('/d?id=99', '/d', <ResourceDetailPage def={tag} />);
    expect(await screen.findByTestId('detail-error')).toBeTruthy();
  });
});
