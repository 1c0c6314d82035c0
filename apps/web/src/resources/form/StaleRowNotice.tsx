/**
 * What the form shows when its save was refused because someone changed the row after it was opened (code
 * `stale`): each field that either side changed, as it was when opened, as it is now and as this person set
 * it, and the two ways on: load the latest (dropping one's own change) or save one's own over the other.
 */
import type { ResourceDef, ResourceField, ResourceRow, StaleRow } from '@console/contract';
import { Alert, Button, Space, Table } from 'antd';
import { useT } from '../../i18n/index.ts';
import { useLocaleStore } from '../../stores/locale.ts';
import { formatDate, renderCell } from '../cells.tsx';

export interface StaleConflict {
  stale: StaleRow;
  /** The changes this person tried to save, by field name. */
  mine: Record<string, unknown>;
}

interface ConflictLine {
  field: ResourceField;
  theirs: boolean;
  mine: boolean;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields the other change or this person's change touched, in the declaration's order. */
export function conflictLines(
  def: ResourceDef,
  opened: ResourceRow,
  conflict: StaleConflict,
): ConflictLine[] {
  return def.fields
    .filter((field) => !field.secret)
    .map((field) => ({
      field,
      theirs: !same(opened[field.name], conflict.stale.current[field.name]),
      mine: Object.hasOwn(conflict.mine, field.name),
    }))
    .filter((line) => line.theirs || line.mine);
}

export function StaleRowNotice({
  def,
  opened,
  conflict,
  busy,
  onReload,
  onOverwrite,
}: {
  def: ResourceDef;
  opened: ResourceRow;
  conflict: StaleConflict;
  busy: boolean;
  onReload: () => void;
  onOverwrite: () => void;
}) {
  const t = useT();
  const locale = useLocaleStore((s) => s.locale);
  const { stale } = conflict;
  const show = (field: ResourceField, row: ResourceRow) => renderCell(field, row, { locale });
  const mineRow = { ...opened, ...conflict.mine, $labels: {} } as ResourceRow;
  return (
    <Alert
      type="warning"
      showIcon
      className="resource-form__error"
      data-testid="stale-row"
      title={t('staleTitle')}
      description={
        <Space orientation="vertical" style={{ width: '100%' }}>
          <span>
            {t('staleBy', {
              who: stale.changed_by ?? t('staleSomeone'),
              at: formatDate(stale.changed_at ?? stale.current.updated_at, true),
            })}
          </span>
          <Table<ConflictLine>
            size="small"
            pagination={false}
            rowKey={(line) => line.field.name}
            tableLayout="fixed"
            dataSource={conflictLines(def, opened, conflict)}
            rowClassName={(line) => (line.theirs && line.mine ? 'stale-row__both' : '')}
            columns={[
              { key: 'field', title: '', width: '22%', render: (_, line) => line.field.label[locale] },
              { key: 'opened', title: t('staleOpened'), render: (_, line) => show(line.field, opened) },
              {
                key: 'now',
                title: t('staleNow'),
                render: (_, line) => (
                  <span data-testid={line.theirs ? 'stale-row-theirs' : undefined}>
                    {show(line.field, stale.current)}
                  </span>
                ),
              },
              {
                key: 'mine',
                title: t('staleMine'),
                render: (_, line) => (line.mine ? show(line.field, mineRow) : t('staleUnchanged')),
              },
            ]}
          />
          <Space>
            <Button onClick={onReload} disabled={busy} data-testid="stale-row-reload">
              {t('staleReload')}
            </Button>
            <Button danger onClick={onOverwrite} loading={busy} data-testid="stale-row-overwrite">
              {t('staleOverwrite')}
            </Button>
          </Space>
        </Space>
      }
    />
  );
}
