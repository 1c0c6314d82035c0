/** The action cell of each list row: view, edit, delete (confirmed), and the family's own actions. */
import type { Locale, ResourceDef, ResourceRow } from '@console/contract';
import { Button, Popconfirm, Space, Switch, type TableColumnType } from 'antd';
import type { ReactNode } from 'react';
import { translate } from '../../i18n/index.ts';

export interface RowActionHandlers {
  onView: (row: ResourceRow) => void;
  onEdit: (row: ResourceRow) => void;
  onDelete: (row: ResourceRow) => Promise<unknown>;
  /** The family's own actions (extension). */
  extra?: (row: ResourceRow) => ReactNode;
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
    width: (handlers.extra ? 80 : 24) + buttons * (locale === 'zh' ? 44 : 56),
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
