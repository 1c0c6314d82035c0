import {
  accessLogResource,
  addDays,
  adminUserResource,
  auditLogResource,
  certificationResource,
  type ResourceDef,
  type ResourceRow,
  supplyResource,
  tagResource,
} from '@console/contract';
import { render, screen, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { renderCell } from '../../src/resources/cells.tsx';
import { loadColumnChoice, saveColumnChoice } from '../../src/resources/list/ColumnChooser.tsx';
import {
  buildColumns,
  columnChoices,
  defaultColumnNames,
  enableFieldOf,
} from '../../src/resources/list/columns.tsx';

const tag = tagResource as ResourceDef;
const admin = adminUserResource as ResourceDef;

const row = (values: Record<string, unknown>): ResourceRow => ({
  id: 1,
  created_at: '2024-03-05T08:09:10.000Z',
  updated_at: '2024-03-05T08:09:10.000Z',
  ...values,
});

describe('columns from the declaration', () => {
  it('defaults to the fields declared list: true, in declaration order', () => {
    expect(defaultColumnNames(tag)).toEqual(['name', 'type', 'sort', 'enabled', 'created_at']);
    expect(defaultColumnNames(admin)).not.toContain('created_at');
    expect(columnChoices(tag).map((f) => f.name)).toEqual([
      'name',
      'type',
      'description',
      'sort',
      'enabled',
      'created_at',
    ]);
  });

  it('builds one column per visible field with its label, width and server-side sorter', () => {
    const columns = buildColumns(tag, ['created_at', 'name', 'enabled'], {
      locale: 'zh',
      sort: { field: 'name', order: 'desc' },
    });
    expect(columns.map((c) => c.key)).toEqual(['name', 'enabled', 'created_at']);
    expect(columns.map((c) => c.title)).toEqual(['标签名', '启用', '创建时间']);
    expect(columns[0]).toMatchObject({ sorter: true, sortOrder: 'descend' });
    expect(columns[1]?.sorter).toBeUndefined();
    // A date's room (2026-12-07 17:50) from its kind; a header that needs more than its values gets its own.
    expect(columns[2]).toMatchObject({ sorter: true, sortOrder: null, width: 150 });
    const en = buildColumns(accessLogResource as ResourceDef, ['status'], {
      locale: 'en',
      sort: { field: 'status', order: 'asc' },
    });
    expect(en[0]).toMatchObject({ title: 'Status', width: 90, sortOrder: 'ascend' });
  });

  it('knows the enable field only when the family has the enable action', () => {
    expect(enableFieldOf(tag)?.name).toBe('enabled');
    expect(enableFieldOf({ ...tag, actions: ['add'] })).toBeUndefined();
  });

  it('remembers the chosen columns per family, ignoring fields that no longer exist', () => {
    expect(loadColumnChoice(tag)).toEqual(defaultColumnNames(tag));
    saveColumnChoice(tag, ['description', 'gone', 'name']);
    expect(loadColumnChoice(tag)).toEqual(['description', 'name']);
    expect(loadColumnChoice(admin)).toEqual(defaultColumnNames(admin));
    saveColumnChoice(tag, null);
    expect(loadColumnChoice(tag)).toEqual(defaultColumnNames(tag));
  });
});

describe('cells by kind', () => {
  const cell = (def: ResourceDef, name: string, values: Record<string, unknown>) => {
    const field = def.fields.find((f) => f.name === name);
    if (!field) throw new Error(name);
    return render(<div data-testid="cell">{renderCell(field, row(values), { locale: 'zh' })}</div>);
  };
  const text = () => screen.getByTestId('cell').textContent;

  it('shows an enum as a tag with the option label and colour', () => {
    cell(tag, 'type', { type: 4 });
    expect(text()).toBe('企业');
    expect(screen.getByTestId('cell').querySelector('.ant-tag-purple')).not.toBeNull();
  });

  it("formats datetimes in the app's one format, YYYY-MM-DD HH:mm in local time", () => {
    cell(tag, 'created_at', {});
    const d = new Date('2024-03-05T08:09:10.000Z');
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(text()).toBe(
      `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`,
    );
  });

  it('marks a date of expiry: expired, expiring within 30 days, neither when valid, open-ended when empty', () => {
    const today = dayjs().format('YYYY-MM-DD');
    const validTo = (certificationResource as ResourceDef).fields.find((f) => f.name === 'valid_to');
    if (!validTo) throw new Error('valid_to');
    render(
      [addDays(today, -3), addDays(today, 10), addDays(today, 200), null].map((day) => (
        <div key={String(day)}>{renderCell(validTo, row({ valid_to: day }), { locale: 'zh' })}</div>
      )),
    );
    const cells = screen.getAllByTestId('validity');
    expect(cells.map((c) => c.dataset.validity)).toEqual(['expired', 'expiring', 'valid', 'open']);
    const expired = within(cells[0] as HTMLElement).getByTestId('validity-expired');
    expect(expired.textContent).toBe('已过期');
    expect(expired.title).toBe(`已于 ${addDays(today, -3)} 过期`);
    const expiring = within(cells[1] as HTMLElement).getByTestId('validity-expiring');
    expect(expiring.textContent).toBe('30 天内到期');
    expect(expiring.title).toBe('10 天后到期');
    expect(within(cells[2] as HTMLElement).queryByTestId('validity-expired')).toBeNull();
    expect(cells[2]?.textContent).toBe(addDays(today, 200));
    expect(cells[3]?.textContent).toBe('长期有效');
  });

  it('marks a supply offer past its last day like a certificate', () => {
    const today = dayjs().format('YYYY-MM-DD');
    cell(supplyResource as ResourceDef, 'valid_until', { valid_until: addDays(today, -1) });
    expect(screen.getByTestId('validity-expired')).not.toBeNull();
  });

  it('shows the dash for empty values', () => {
    cell(tag, 'description', { description: '  ' });
    expect(text()).toBe('-');
  });

  it('shows false as a mark, not as empty', () => {
    cell(tag, 'enabled', { enabled: false });
    expect(text()).toBe('否');
  });

  it('shows reference titles from $labels', () => {
    cell(admin, 'layout_roles', { layout_roles: [1, 2], $labels: { layout_roles: ['编辑', '运营'] } });
    expect(text()).toBe('编辑运营');
  });

  it('shows JSON compactly', () => {
    cell(auditLogResource as ResourceDef, 'changes', { changes: { name: ['a', 'b'] } });
    expect(text()).toBe('{"name":["a","b"]}');
  });

  it('shows an image through the shell picture', () => {
    cell(admin, 'avatar', { avatar: '/uploads/a.png' });
    expect(screen.getByTestId('cell').querySelector('img')?.getAttribute('src')).toBe('/uploads/a.png');
  });
});
