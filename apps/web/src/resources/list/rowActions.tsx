/**
 * The action cell of each list row (view, edit, delete confirmed, the family's own actions) and the cells that
 * change one row at once: the enable switch and the status menu.
 */
import { DownOutlined } from '@ant-design/icons';
import type { EnumField, Locale, ResourceDef, ResourceRow } from '@console/contract';
import { Button, Dropdown, Popconfirm, Space, Switch, type TableColumnType, Tag } from 'antd';
import type { ReactNode } from 'react';
import { translate } from '../../i18n/index.ts';

export interface RowActionHandlers {
  onView: (row: ResourceRow) => void;
  onEdit: (row: ResourceRow) => void;
  onDelete: (row: ResourceRow) => Promise<unknown>;
  /** The family's own actions (extension). */
  extra?: (row: ResourceRow) => ReactNode;
  /** The room they need (80 px unless said). */
  extraWidth?: number;
}

export function actionColumn(
  def: ResourceDef,
  locale: Locale,
  handlers: RowActionHandlers,
): TableColumnType<ResourceRow> {
  const tr = (key: Parameters<typeof translate>[1]) => translate(locale, key);
  const buttons = 1 + Number(def.actions.includes('update')) + Number(def.actions.includes('del'));
  return {
    key: '$actions',
    title: tr('actions'),
    fixed: 'right',
    // Room for the built-in links, and some for a family's own actions.
    width: (handlers.extra ? (handlers.extraWidth ?? 80) : 24) + buttons * (locale === 'zh' ? 44 : 56),
    render: (_: unknown, row: ResourceRow) => (
      <Space size={0} wrap data-testid="row-actions">
        <Button type="link" size="small" onClick={() => handlers.onView(row)} data-testid="row-view">
          {tr('view')}
        </Button>
        {def.actions.includes('update') && (
          <Button type="link" size="small" onClick={() => handlers.onEdit(row)} data-testid="row-edit">
            {tr('edit')}
          </Button>
        )}
        {def.actions.includes('del') && (
          <Popconfirm
            title={tr('deleteConfirm')}
            okButtonProps={{ danger: true, 'data-testid': 'row-delete-ok' }}
            onConfirm={() => handlers.onDelete(row)}
          >
            <Button type="link" size="small" danger data-testid="row-delete">
              {tr('delete')}
            </Button>
          </Popconfirm>
        )}
        {handlers.extra?.(row)}
      </Space>
    ),
  };
}

/** The enable field's cell: a switch that enables / disables this one row. */
export function EnableSwitch({
  row,
  field,
  onToggle,
  busy,
}: {
  row: ResourceRow;
  field: string;
  onToggle: (row: ResourceRow, enabled: boolean) => void;
  busy: boolean;
}) {
  return (
    <Switch
      size="small"
      checked={Boolean(row[field])}
      loading={busy}
      onChange={(checked, event) => {
        event.stopPropagation();
        onToggle(row, checked);
      }}
      data-testid="row-enable"
    />
  );
}

/** The status field's cell: its current value as a tag that opens the other values; picking one sets it. */
export function StatusMenu({
  row,
  field,
  locale,
  onChange,
  busy,
}: {
  row: ResourceRow;
  field: EnumField;
  locale: Locale;
  onChange: (row: ResourceRow, status: number | string) => void;
  busy: boolean;
}) {
  const value = row[field.name];
  const current = field.options.find((o) => String(o.value) === String(value));
  return (
    <Dropdown
      trigger={['click']}
      disabled={busy}
      menu={{
        selectable: true,
        selectedKeys: current ? [String(current.value)] : [],
        items: field.options.map((option) => ({
          key: String(option.value),
          label: (
            <span data-testid={`status-option-${option.value}`}>
              <Tag color={option.color}>{option.label[locale]}</Tag>
            </span>
          ),
        })),
        onClick: ({ key, domEvent }) => {
          domEvent.stopPropagation();
          const option = field.options.find((o) => String(o.value) === key);
          if (option && option.value !== current?.value) onChange(row, option.value);
        },
      }}
    >
      <Button
        type="text"
        size="small"
        className="status-menu"
        loading={busy}
        aria-label={translate(locale, 'statusChange', { field: field.label[locale] })}
        data-testid="row-status"
      >
        <Tag color={current?.color}>{current?.label[locale] ?? String(value ?? '—')}</Tag>
        <DownOutlined />
      </Button>
    </Dropdown>
  );
}
