/** The change history of one row: the audit rows of its family and id, each with its field changes. */
import {
  auditLogResource,
  type ChildrenField,
  type ListRowOf,
  type Locale,
  type ResourceDef,
} from '@console/contract';
import { App, Card, Table, Tag } from 'antd';
import { useT } from '../i18n/index.ts';
import { Placeholder } from '../shell/Placeholder.tsx';
import { useLocaleStore } from '../stores/locale.ts';
import { restoreFromHistory, useAudit, useFamilyMutation } from './api.ts';
import { compactJson, formatDate, renderCell } from './cells.tsx';
import { ArmedPopconfirm } from './list/armed.tsx';
import { RowLink } from './list/RowLink.tsx';

const actionField = auditLogResource.fields.find((f) => f.name === 'action');
const actorField = auditLogResource.fields.find((f) => f.name === 'actor');

/** Who made a change: the admin by name, or the server's own work by its label (系统·定时任务). */
export function actorOf(row: Pick<AuditRow, 'actor' | '$labels'>, locale: Locale): string | null | undefined {
  if (!row.actor) return row.$labels?.admin_id;
  const option =
    actorField?.kind === 'enum' ? actorField.options.find((o) => o.value === row.actor) : undefined;
  return option?.label[locale] ?? row.actor;
}

type AuditRow = ListRowOf<typeof auditLogResource>;

/** Changes whose "before" is a state of the row that can be brought back (not an add, not a refusal). */
// A state moved by a transition (or by the status switch of old) is not restored: only a transition moves it.
const RESTORABLE_ACTIONS = new Set(['update', 'enable', 'restore']);

/** A field a restore may write back: one an update writes, child tables apart (the server says the same). */
function restorableField(def: ResourceDef, name: string): boolean {
  const field = def.fields.find((f) => f.name === name);
  return !!field && field.kind !== 'children' && !field.readOnly && !field.immutable && !field.secret;
}

type Restore = (auditId: number, field?: string) => void;

function RestoreButton({
  onConfirm,
  title,
  label,
  testId,
}: {
  onConfirm: () => void;
  title: string;
  label: string;
  testId: string;
}) {
  const t = useT();
  return (
    <ArmedPopconfirm
      title={title}
      onConfirm={onConfirm}
      okText={t('restore')}
      cancelText={t('cancel')}
      okButtonProps={{ 'data-testid': 'history-restore-ok' }}
    >
      <RowLink data-testid={testId}>{label}</RowLink>
    </ArmedPopconfirm>
  );
}

export interface ChangeLine {
  field: string;
  label: string;
  before: unknown;
  after: unknown;
}

/** `{field: [before, after]}` as lines labelled by the family's declaration; anything else as one line. */
export function changeLines(def: ResourceDef, changes: unknown, locale: Locale): ChangeLine[] {
  if (!changes || typeof changes !== 'object' || Array.isArray(changes)) return [];
  return Object.entries(changes as Record<string, unknown>).map(([name, pair]) => {
    const label = def.fields.find((f) => f.name === name)?.label[locale] ?? name;
    const [before, after] = Array.isArray(pair) && pair.length === 2 ? pair : [undefined, pair];
    return { field: name, label, before, after };
  });
}

/**
 * Child rows of a change (only the rows changed, added or removed): one line each, `#id 字段: 值, …`, so
 * before and after line up by id.
 */
export function childRowLines(field: ChildrenField, rows: unknown, locale: Locale): string[] {
  if (!Array.isArray(rows)) return [];
  return rows.map((row: Record<string, unknown>) => {
    const values = field.fields
      .filter((f) => row?.[f.name] !== undefined && row?.[f.name] !== null && row?.[f.name] !== '')
      .map((f) => `${f.label[locale]}: ${compactJson(row[f.name], 40)}`)
      .join(', ');
    return row?.id === undefined ? values : `#${String(row.id)} ${values}`;
  });
}

/** A before / after value shown like the family's list cell of that field (tags, 是/否, dates …). */
export function showValue(def: ResourceDef, name: string, value: unknown, locale: Locale) {
  const field = def.fields.find((f) => f.name === name);
  if (field?.kind === 'children') {
    const lines = childRowLines(field, value, locale);
    return (
      <Placeholder value={lines.length ? lines : null}>
        {lines.map((line) => (
          <div key={line} className="change-table__child">
            {line}
          </div>
        ))}
      </Placeholder>
    );
  }
  if (field) {
    return renderCell(field, { id: 0, created_at: '', updated_at: '', [name]: value }, { locale });
  }
  return (
    <Placeholder value={value}>{typeof value === 'string' ? value : compactJson(value, 80)}</Placeholder>
  );
}

function ChangeTable({
  def,
  changes,
  restoreField,
}: {
  def: ResourceDef;
  changes: unknown;
  /** Present when each field of this change may be restored on its own. */
  restoreField?: (field: string) => void;
}) {
  const t = useT();
  const locale = useLocaleStore((s) => s.locale);
  const lines = changeLines(def, changes, locale);
  if (!lines.length) return <Placeholder value={null} />;
  return (
    <Table<ChangeLine>
      size="small"
      pagination={false}
      rowKey="field"
      className="change-table"
      tableLayout="fixed"
      dataSource={lines}
      columns={[
        { key: 'field', title: t('historyField'), dataIndex: 'label', width: '28%' },
        {
          key: 'before',
          title: t('historyBefore'),
          render: (_, l) => showValue(def, l.field, l.before, locale),
        },
        {
          key: 'after',
          title: t('historyAfter'),
          render: (_, l) => showValue(def, l.field, l.after, locale),
        },
        ...(restoreField
          ? [
              {
                key: 'restore',
                width: 52,
                render: (_: unknown, l: ChangeLine) =>
                  restorableField(def, l.field) && (
                    <RestoreButton
                      onConfirm={() => restoreField(l.field)}
                      title={t('restoreFieldConfirm', { label: l.label })}
                      label={t('restore')}
                      testId="history-restore-field"
                    />
                  ),
              },
            ]
          : []),
      ]}
    />
  );
}

export function ChangeHistory({ def, id }: { def: ResourceDef; id: number }) {
  const t = useT();
  const locale = useLocaleStore((s) => s.locale);
  const { message } = App.useApp();
  const audit = useAudit(def, id);
  const restore = useFamilyMutation(def, ({ auditId, field }: { auditId: number; field?: string }) =>
    restoreFromHistory(def, auditId, field),
  );
  const canRestore = def.actions.includes('update');
  const run: Restore = (auditId, field) =>
    restore.mutate({ auditId, field }, { onSuccess: () => message.success(t('restored')) });
  return (
    <Card title={t('history')} data-testid="change-history">
      <Table<AuditRow>
        rowKey="id"
        size="small"
        tableLayout="fixed"
        loading={audit.isFetching}
        dataSource={audit.data?.list ?? []}
        pagination={false}
        locale={{ emptyText: t('historyEmpty') }}
        columns={[
          {
            key: 'time',
            title: t('historyTime'),
            width: 170,
            className: 'change-history__time',
            render: (_, row) => formatDate(row.created_at, true),
          },
          {
            key: 'admin',
            title: t('historyAdmin'),
            width: 120,
            render: (_, row) => <Placeholder value={actorOf(row, locale)} />,
          },
          {
            key: 'action',
            title: t('historyAction'),
            width: 104,
            render: (_, row) => {
              const option =
                actionField?.kind === 'enum'
                  ? actionField.options.find((o) => o.value === row.action)
                  : undefined;
              // A transition is named as the family declares it (通过, 驳回), not by the generic 流转.
              const transition = def.workflow?.transitions.find((t) => t.name === row.transition);
              const named = transition?.label[locale] ?? option?.label[locale] ?? row.action;
              return (
                <div className="change-history__action">
                  <Tag color={option?.color} data-testid="history-action">
                    {named}
                  </Tag>
                  {canRestore && RESTORABLE_ACTIONS.has(row.action) && (
                    <RestoreButton
                      onConfirm={() => run(row.id)}
                      title={t('restoreRowConfirm', { time: formatDate(row.created_at, true) })}
                      label={t('restoreRow')}
                      testId="history-restore-row"
                    />
                  )}
                </div>
              );
            },
          },
          {
            key: 'changes',
            title: t('historyChanges'),
            render: (_, row) => (
              <ChangeTable
                def={def}
                changes={row.changes}
                restoreField={
                  canRestore && RESTORABLE_ACTIONS.has(row.action) ? (field) => run(row.id, field) : undefined
                }
              />
            ),
          },
        ]}
      />
    </Card>
  );
}
