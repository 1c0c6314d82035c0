/**
 * The action cell of each list row (view, edit, transitions, delete confirmed naming the row, the family's own
 * actions; at most three inline, the rest under 更多) and the cell that changes one row at once: the enable switch. They are plain buttons styled by
 * resources.css, not antd components: a list repeats them on every row, and a kept-alive list mounts their
 * effects again each time its tab is shown; menus and confirmations mount at their first click (armed.tsx).
 */
import { DownOutlined } from '@ant-design/icons';
import {
  type Locale,
  legalTransitions,
  personTransitions,
  type ResourceDef,
  type ResourceRow,
} from '@console/contract';
import { App, type TableColumnType } from 'antd';
import type { ReactNode } from 'react';
import { translate } from '../../i18n/index.ts';
import { versionsOf } from '../api.ts';
import { rowTitle } from '../rowNames.ts';
import { useGrantedTransitions, useTransitionDialog } from '../workflow/TransitionActions.tsx';
import { offersUpdate } from '../writes.ts';
import { ArmedDropdown } from './armed.tsx';
import { RowLink } from './RowLink.tsx';

export interface RowActionHandlers {
  onView: (row: ResourceRow) => void;
  onEdit: (row: ResourceRow) => void;
  onDelete: (row: ResourceRow) => Promise<unknown>;
  /** The family's own actions (extension), shown inline after the first ones. */
  extra?: (row: ResourceRow) => ReactNode;
  /** The room they need (80 px unless said). */
  extraWidth?: number;
}

/** One action of a row, inline as a link or folded as an item of 更多. */
export interface RowAction {
  key: string;
  label: string;
  testId: string;
  danger?: boolean;
  run: () => void;
}

/** Places a row gives its actions (the family's own included); past them the rest fold under 更多. */
export const ROW_ACTION_PLACES = 3;

/**
 * The actions a row shows inline and those under 更多: dangerous ones (delete, reject…) last; when they do not
 * all fit in `places`, 更多 takes the last place. Pure.
 */
export function foldActions<A extends { danger?: boolean }>(
  actions: readonly A[],
  places: number,
): { inline: A[]; folded: A[] } {
  const ordered = [...actions.filter((a) => !a.danger), ...actions.filter((a) => a.danger)];
  if (ordered.length <= places) return { inline: ordered, folded: [] };
  const kept = Math.max(places - 1, 0);
  return { inline: ordered.slice(0, kept), folded: ordered.slice(kept) };
}

/** Width of a link's text at the table's 14 px: a Chinese character is a square, Latin about half. Pure. */
export function linkTextWidth(text: string): number {
  let width = 0;
  for (const char of text) width += /[\u2E80-\uFFFF]/.test(char) ? 14 : 7.5;
  return Math.ceil(width);
}
// A link's padding and the gap after it, the 更多 link's arrow, the cell's padding (size middle) and a margin.
const LINK_ROOM = 12;
const MORE_ARROW = 16;
const CELL_ROOM = 24;

/**
 * The room the action column needs: the widest set of links a row of the family can show inline (every
 * transition counted, whichever a row's state allows), 更多 when some fold, and the family's own actions.
 */
export function actionColumnWidth(
  labels: readonly { label: string; danger?: boolean }[],
  locale: Locale,
  extraWidth?: number,
): number {
  const places = ROW_ACTION_PLACES - (extraWidth === undefined ? 0 : 1);
  const { inline, folded } = foldActions(labels, places);
  // Rows differ in their legal transitions: take the widest labels that could stand inline.
  const widest = [...labels]
    .map((a) => linkTextWidth(a.label))
    .sort((a, b) => b - a)
    .slice(0, inline.length);
  const links = widest.reduce((sum, w) => sum + w + LINK_ROOM, 0);
  const more = folded.length ? linkTextWidth(translate(locale, 'moreActions')) + LINK_ROOM + MORE_ARROW : 0;
  return CELL_ROOM + links + more + (extraWidth ?? 0);
}

export function actionColumn(
  def: ResourceDef,
  locale: Locale,
  handlers: RowActionHandlers,
): TableColumnType<ResourceRow> {
  const tr = (key: Parameters<typeof translate>[1]) => translate(locale, key);
  const possible = [
    { label: tr('view') },
    ...(offersUpdate(def) ? [{ label: tr('edit') }] : []),
    ...personTransitions(def)
      .filter((t) => !t.ownControl)
      .map((t) => ({ label: t.label[locale], danger: t.danger })),
    ...(def.actions.includes('del') ? [{ label: tr('delete'), danger: true }] : []),
  ];
  const extraWidth = handlers.extra ? (handlers.extraWidth ?? 80) : undefined;
  return {
    key: '$actions',
    title: tr('actions'),
    fixed: 'right',
    width: actionColumnWidth(possible, locale, extraWidth),
    render: (_: unknown, row: ResourceRow) => (
      <RowActions def={def} row={row} locale={locale} handlers={handlers} />
    ),
  };
}

/** A row's actions: view, edit, its legal and granted transitions, delete (confirmed naming the row). */
function RowActions({
  def,
  row,
  locale,
  handlers,
}: {
  def: ResourceDef;
  row: ResourceRow;
  locale: Locale;
  handlers: RowActionHandlers;
}) {
  const tr = (key: Parameters<typeof translate>[1], vars?: Record<string, string>) =>
    translate(locale, key, vars);
  const { modal } = App.useApp();
  const granted = useGrantedTransitions(def);
  const transitions = useTransitionDialog(def);
  const extra = handlers.extra?.(row);
  const title = rowTitle(def, row);
  const actions: RowAction[] = [
    { key: 'view', label: tr('view'), testId: 'row-view', run: () => handlers.onView(row) },
    ...(offersUpdate(def)
      ? [{ key: 'edit', label: tr('edit'), testId: 'row-edit', run: () => handlers.onEdit(row) }]
      : []),
    ...(def.workflow ? legalTransitions(def, row).filter((t) => granted.includes(t)) : []).map(
      (transition) => ({
        key: `transition-${transition.name}`,
        label: transition.label[locale],
        testId: `transition-${transition.name}`,
        danger: transition.danger,
        run: () =>
          transitions.open({
            transition,
            ids: [row.id],
            title,
            row,
            versions: versionsOf([row], [row.id]),
          }),
      }),
    ),
    ...(def.actions.includes('del')
      ? [
          {
            key: 'delete',
            label: tr('delete'),
            testId: 'row-delete',
            danger: true,
            run: () =>
              modal.confirm({
                title: tr('deleteRowConfirm', { name: title }),
                content: tr('irreversible'),
                okText: tr('delete'),
                okButtonProps: { danger: true, 'data-testid': 'row-delete-ok' },
                onOk: () => handlers.onDelete(row),
              }),
          },
        ]
      : []),
  ];
  const { inline, folded } = foldActions(actions, ROW_ACTION_PLACES - (extra ? 1 : 0));
  return (
    <div className="row-actions" data-testid="row-actions">
      {inline.map((action) => (
        <RowLink key={action.key} danger={action.danger} onClick={action.run} data-testid={action.testId}>
          {action.label}
        </RowLink>
      ))}
      {extra}
      {folded.length > 0 && (
        <ArmedDropdown
          menu={{
            items: folded.map((action) => ({
              key: action.key,
              danger: action.danger,
              label: <span data-testid={action.testId}>{action.label}</span>,
            })),
            onClick: ({ key, domEvent }) => {
              domEvent.stopPropagation();
              folded.find((action) => action.key === key)?.run();
            },
          }}
        >
          <RowLink data-testid="row-more" aria-haspopup="menu">
            {tr('moreActions')}
            <DownOutlined />
          </RowLink>
        </ArmedDropdown>
      )}
      {transitions.dialog}
    </div>
  );
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
