/**
 * The action cell of each list row (view, edit, delete confirmed, the family's own actions) and the cells that
 * change one row at once: the enable switch and the status menu. They are plain buttons styled by
 * resources.css, not antd components: a list repeats them on every row, and a kept-alive list mounts their
 * effects again each time its tab is shown; menus and confirmations mount at their first click (armed.tsx).
 */
import { DownOutlined, LoadingOutlined } from '@ant-design/icons';
import type { EnumField, Locale, ResourceDef, ResourceRow } from '@console/contract';
import { type TableColumnType, Tag } from 'antd';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { translate } from '../../i18n/index.ts';
import { RowTransitions } from '../workflow/TransitionActions.tsx';
import { offersUpdate } from '../writes.ts';
import { ArmedDropdown, ArmedPopconfirm } from './armed.tsx';

/** A row action drawn as a link: a real button (keyboard, focus ring), without antd's per-button machinery. */
export function RowLink({
  danger,
  busy,
  icon,
  className,
  children,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { danger?: boolean; busy?: boolean; icon?: ReactNode }) {
  const classes = ['row-link', danger && 'row-link--danger', className].filter(Boolean).join(' ');
  return (
    <button type="button" className={classes} aria-busy={busy || undefined} {...props}>
      {busy ? <LoadingOutlined /> : icon}
      {children}
    </button>
  );
}

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
  const buttons =
    1 +
    Number(offersUpdate(def)) +
    Number(def.actions.includes('del')) +
    (def.workflow?.transitions.length ?? 0);
  return {
    key: '$actions',
    title: tr('actions'),
    fixed: 'right',
    // Room for the built-in links, and some for a family's own actions.
    width: (handlers.extra ? (handlers.extraWidth ?? 80) : 24) + buttons * (locale === 'zh' ? 44 : 56),
    render: (_: unknown, row: ResourceRow) => (
      <div className="row-actions" data-testid="row-actions">
        <RowLink onClick={() => handlers.onView(row)} data-testid="row-view">
          {tr('view')}
        </RowLink>
        {offersUpdate(def) && (
          <RowLink onClick={() => handlers.onEdit(row)} data-testid="row-edit">
            {tr('edit')}
          </RowLink>
        )}
        {def.actions.includes('del') && (
          <ArmedPopconfirm
            title={tr('deleteConfirm')}
            okButtonProps={{ danger: true, 'data-testid': 'row-delete-ok' }}
            onConfirm={() => handlers.onDelete(row)}
          >
            <RowLink danger data-testid="row-delete">
              {tr('delete')}
            </RowLink>
          </ArmedPopconfirm>
        )}
        {def.workflow && <RowTransitions def={def} row={row} />}
        {handlers.extra?.(row)}
      </div>
    ),
  };
}

/** The enable field's cell: a switch (drawn by resources.css) that enables / disables this one row. */
export function EnableSwitch({
  row,
  field,
  onToggle,
  busy,
  label,
}: {
  row: ResourceRow;
  field: string;
  onToggle: (row: ResourceRow, enabled: boolean) => void;
  busy: boolean;
  /** What the switch sets, for screen readers: the field and the row it belongs to. */
  label: string;
}) {
  const checked = Boolean(row[field]);
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      aria-busy={busy || undefined}
      disabled={busy}
      className={checked ? 'row-switch row-switch--on' : 'row-switch'}
      onClick={(event) => {
        event.stopPropagation();
        onToggle(row, !checked);
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
  const shown = current?.label[locale] ?? String(value ?? '—');
  return (
    <ArmedDropdown
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
      <RowLink
        className="status-menu"
        busy={busy}
        disabled={busy}
        // The value shown comes first in the name: a name must hold the text a sighted person reads.
        aria-label={`${shown} · ${translate(locale, 'statusChange', { field: field.label[locale] })}`}
        data-testid="row-status"
      >
        <Tag color={current?.color}>{shown}</Tag>
        <DownOutlined />
      </RowLink>
    </ArmedDropdown>
  );
}
