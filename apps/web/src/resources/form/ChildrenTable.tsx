/** The rows of a `children` field, edited as a table inside the parent's form (Form.List). */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { ChildrenField, Locale, ScalarField } from '@console/contract';
import { Button, Form, Table, Typography } from 'antd';
import type { FormListFieldData, FormListOperation } from 'antd/es/form';
import { type KeyboardEvent, type ReactNode, type TdHTMLAttributes, useEffect, useRef } from 'react';
import { useT } from '../../i18n/index.ts';
import { FieldControl } from './controls.tsx';
import { childrenRules, fieldRules } from './rules.ts';
import { defaultRow, toFormValues } from './values.ts';
import './ChildrenTable.css';

interface ChildrenTableProps {
  field: ChildrenField;
  locale: Locale;
  disabled?: boolean;
}

/** Column widths by kind, so the table fits the form's drawer and a cell's control is never squeezed. */
const CELL_WIDTH: Record<ScalarField['kind'], number> = {
  text: 160,
  longText: 200,
  richText: 200,
  integer: 110,
  decimal: 120,
  boolean: 72,
  enum: 130,
  date: 140,
  datetime: 190,
  image: 150,
  file: 150,
  reference: 170,
  json: 200,
};

export function ChildrenTable({ field, locale, disabled }: ChildrenTableProps) {
  return (
    <Form.List name={field.name} rules={childrenRules(field, locale)}>
      {(entries, operations, { errors }) => (
        <ChildRows
          field={field}
          locale={locale}
          disabled={disabled}
          entries={entries}
          operations={operations}
          errors={errors}
        />
      )}
    </Form.List>
  );
}

interface ChildRowsProps extends ChildrenTableProps {
  entries: FormListFieldData[];
  operations: FormListOperation;
  errors: ReactNode[];
}

/** Where the caret goes after the rows change: a row and a column (cells counted from the first field). */
interface FocusTarget {
  row: number;
  column: number;
}

/** A cell's first control that takes the keyboard. */
function focusCell(container: HTMLElement | null, { row, column }: FocusTarget): boolean {
  const rows = container?.querySelectorAll<HTMLElement>('.ant-table-tbody > tr.ant-table-row');
  const cell = rows?.[row]?.querySelectorAll<HTMLElement>('td[data-cell]')[column];
  const control = cell?.querySelector<HTMLElement>(
    'input:not([type=hidden]):not([disabled]), textarea:not([disabled]), button:not([disabled]), [tabindex="0"]',
  );
  control?.focus();
  return Boolean(control);
}

function ChildRows({ field, locale, disabled, entries, operations, errors }: ChildRowsProps) {
  const t = useT();
  const container = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<FocusTarget | 'add' | null>(null);
  const childFields = field.fields.filter((f) => !f.secret && !f.hideInForm && !f.readOnly);
  const asForm = childFields.map((f) => ({ field: f, disabled: false }));
  const full = field.max !== undefined && entries.length >= field.max;
  const canAdd = !disabled && !full;

  // After a row is added or removed, the keyboard stays in the table instead of falling back to the page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the number of rows changed.
  useEffect(() => {
    const target = pendingFocus.current;
    pendingFocus.current = null;
    if (!target) return;
    if (target === 'add' || !focusCell(container.current, target)) {
      container.current?.querySelector<HTMLElement>('.children-table__add')?.focus();
    }
  }, [entries.length]);

  const addRow = (column = 0) => {
    pendingFocus.current = { row: entries.length, column };
    operations.add(toFormValues(asForm, defaultRow(childFields)));
  };

  const removeRow = (index: number) => {
    const remaining = entries.length - 1;
    // The row that moves up into this place, else the one above, else the add button.
    pendingFocus.current = remaining === 0 ? 'add' : { row: Math.min(index, remaining - 1), column: 0 };
    operations.remove(index);
  };

  // Enter in a single-line cell moves down a row, like a spreadsheet; from the last row it adds one.
  // Pickers and selects keep Enter for themselves, and an IME uses it to confirm a composition.
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const target = e.target as HTMLElement;
    if (e.key !== 'Enter' || e.nativeEvent.isComposing || e.shiftKey || e.ctrlKey || e.metaKey) return;
    if (!(target instanceof HTMLInputElement) || target.closest('.ant-select, .ant-picker')) return;
    const cell = target.closest<HTMLElement>('td[data-cell]');
    const row = target.closest<HTMLElement>('tr.ant-table-row');
    if (!cell || !row) return;
    e.preventDefault();
    const rows = Array.from(row.parentElement?.querySelectorAll(':scope > tr.ant-table-row') ?? []);
    const next = { row: rows.indexOf(row) + 1, column: Number(cell.dataset.cell) };
    if (next.row < entries.length) focusCell(container.current, next);
    else if (canAdd) addRow(next.column);
  };

  const title = (child: ScalarField) => (
    <span className="children-table__title">
      {child.required && (
        <span className="children-table__required" aria-hidden="true">
          *
        </span>
      )}
      {child.label[locale]}
    </span>
  );

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Enter bubbles up from the cells' own inputs.
    <div
      ref={container}
      className="children-table"
      data-testid={`children-${field.name}`}
      onKeyDown={onKeyDown}
    >
      <Table
        size="small"
        pagination={false}
        rowKey="key"
        dataSource={entries}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <span className="children-table__empty">{t('emptyList')}</span> }}
        columns={[
          {
            key: '$index',
            title: '#',
            width: 40,
            align: 'center',
            render: (_: unknown, _entry: FormListFieldData, index: number) => (
              <span className="children-table__index">{index + 1}</span>
            ),
          },
          ...childFields.map((child, column) => ({
            key: child.name,
            title: title(child),
            width: CELL_WIDTH[child.kind],
            onCell: () => ({ 'data-cell': column }) as TdHTMLAttributes<HTMLTableCellElement>,
            render: (_: unknown, entry: FormListFieldData, index: number) => (
              <Form.Item
                name={[entry.name, child.name]}
                rules={fieldRules(child, locale)}
                className="children-table__cell"
              >
                <FieldControl
                  field={child}
                  locale={locale}
                  disabled={disabled}
                  aria-label={`${child.label[locale]} #${index + 1}`}
                />
              </Form.Item>
            ),
          })),
          {
            key: '$remove',
            width: 48,
            fixed: 'right' as const,
            render: (_: unknown, entry: FormListFieldData, index: number) => (
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                disabled={disabled}
                aria-label={`${t('remove')} #${index + 1}`}
                onClick={() => removeRow(entry.name)}
              />
            ),
          },
        ]}
      />
      <Button
        type="dashed"
        block
        icon={<PlusOutlined />}
        disabled={!canAdd}
        onClick={() => addRow()}
        className="children-table__add"
      >
        {field.max === undefined ? t('childAdd') : `${t('childAdd')} (${entries.length}/${field.max})`}
      </Button>
      {/* Said in words: a disabled button cannot be hovered or focused to explain itself. */}
      {full && !disabled && (
        <Typography.Text type="secondary" className="children-table__limit">
          {t('fieldMaxRows', { label: field.label[locale], n: field.max ?? 0 })}
        </Typography.Text>
      )}
      <Form.ErrorList errors={errors} />
    </div>
  );
}
