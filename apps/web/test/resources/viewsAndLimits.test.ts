/**
 * The engine's web side as the datasheet libraries grew it: a view's preset values fixed in a new row, default
 * filters a URL can override, a family's own columns, pickers limited to one depth of a tree.
 */
import {
  categoryResource,
  headerOriginResource,
  headerResource,
  type ResourceDef,
  type ResourceRow,
  resourceForRoute,
} from '@console/contract';
import type { TableColumnType } from 'antd';
import { describe, expect, it } from 'vitest';
import { addValues, formFields } from '../../src/resources/form/values.ts';
import { defaultColumnNames, withExtraColumns } from '../../src/resources/list/columns.tsx';
import { parseListQuery, toApiQuery, toSearchParams } from '../../src/resources/listQuery.ts';
import { nodesAtDepth } from '../../src/resources/TreeSelectControl.tsx';

const smart = resourceForRoute('/datasheet/header_set/v1_header_smart') as ResourceDef;
const second = resourceForRoute('/datasheet/categories/second') as ResourceDef;
const origin = headerOriginResource as ResourceDef;
const defaults = { status: [0] };

describe('a view’s preset values', () => {
  it('are shown but fixed in a new row’s form, and sent with it', () => {
    const fields = formFields(second, 'add');
    expect(fields.find((f) => f.field.name === 'level')?.disabled).toBe(true);
    expect(fields.find((f) => f.field.name === 'name_zh')?.disabled).toBe(false);
    expect(addValues(second, { name_zh: 'PA' })).toEqual({ name_zh: 'PA', level: 2 });
    // Editing a row of the view: the preset field follows its own declaration.
    expect(formFields(smart, 'edit').find((f) => f.field.name === 'smart')?.disabled).toBe(false);
    expect(
      formFields(headerResource as ResourceDef, 'add').find((f) => f.field.name === 'smart')?.disabled,
    ).toBe(false);
  });

  it('are not default columns of the view (every row has them)', () => {
    expect(defaultColumnNames(smart)).not.toContain('smart');
    expect(defaultColumnNames(headerResource as ResourceDef)).toContain('smart');
    expect(defaultColumnNames(second)).not.toContain('level');
    expect(defaultColumnNames(categoryResource as ResourceDef)).toContain('level');
  });
});

describe('default filters', () => {
  const parse = (search: string) => parseListQuery(origin, new URLSearchParams(search), defaults);

  it('apply when the URL does not name the field, and a plain visit keeps a plain URL', () => {
    const query = parse('');
    expect(query.filters).toEqual({ status: [0] });
    expect(toApiQuery(origin, query)).toMatchObject({ status: '0' });
    expect(toSearchParams(origin, query, defaults).toString()).toBe('');
  });

  it('give way to the URL: another value, or an emptied filter meaning all', () => {
    expect(parse('status=1').filters).toEqual({ status: [1] });
    const all = parse('status=');
    expect(all.filters).toEqual({});
    expect(toApiQuery(origin, all)).not.toHaveProperty('status');
    expect(toSearchParams(origin, { ...all, filters: {} }, defaults).toString()).toBe('status=');
    expect(toSearchParams(origin, { ...all, filters: { status: [2] } }, defaults).toString()).toBe(
      'status=2',
    );
    // Other filters keep their plain encoding.
    expect(
      toSearchParams(origin, { ...all, filters: { status: [0], raw: 'Str' } }, defaults).toString(),
    ).toBe('raw=Str');
  });
});

describe('a family’s own columns', () => {
  const column = (key: string): TableColumnType<ResourceRow> => ({ key, title: key });
  const own = (key: string, after?: string) => ({ key, after });

  it('go right after the field they name when it is shown, else at the end', () => {
    const out = withExtraColumns(
      [column('raw'), column('header_id'), column('status')],
      [own('suggestion', 'header_id'), own('note'), own('lost', 'hidden_field')],
      (c) => column(c.key),
    );
    expect(out.map((c) => c.key)).toEqual(['raw', 'header_id', 'suggestion', 'status', 'note', 'lost']);
  });
});

describe('a tree picker limited to one depth', () => {
  const roots = [
    {
      value: 1,
      label: '工程塑料',
      children: [{ value: 3, label: 'PA', children: [{ value: 5, label: 'PA66' }] }],
    },
    { value: 2, label: '弹性体' },
  ];

  it('cuts the tree there; a branch that never reaches it cannot be chosen', () => {
    expect(nodesAtDepth(roots, 1)).toEqual([
      { value: 1, label: '工程塑料' },
      { value: 2, label: '弹性体' },
    ]);
    expect(nodesAtDepth(roots, 2)).toEqual([
      { value: 1, label: '工程塑料', children: [{ value: 3, label: 'PA' }] },
      { value: 2, label: '弹性体', disabled: true },
    ]);
  });
});
