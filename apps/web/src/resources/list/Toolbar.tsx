/** The list's toolbar: add, bulk delete / enable / disable / transitions of the ticked rows, export, columns, refresh. */
import { CheckCircleOutlined, DeleteOutlined, PlusOutlined, StopOutlined } from '@ant-design/icons';
import type { ResourceDef, ResourceRow } from '@console/contract';
import { App, Button, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/index.ts';
import { useLocaleStore } from '../../stores/locale.ts';
import { deleteRows, enableRows, useFamilyMutation, versionsOf } from '../api.ts';
import { selectionNames } from '../rowNames.ts';
import { BulkTransitions } from '../workflow/TransitionActions.tsx';
import { offersAdd } from '../writes.ts';
import { ColumnChooser } from './ColumnChooser.tsx';
import { enableFieldOf } from './columns.tsx';
import { ExportButton, RefreshButton } from './ListParts.tsx';

interface ToolbarProps {
  def: ResourceDef;
  selectedIds: number[];
  /** The rows the list shows: a bulk change names the versions of the selected ones (refused when stale). */
  rows: readonly ResourceRow[];
  onCleared: () => void;
  onAdd: () => void;
  onRefresh: () => void;
  refreshing: boolean;
  exportQuery: Record<string, string | number>;
  columns: readonly string[];
  onColumns: (names: string[] | null) => void;
  /** The family's own buttons (extension). */
  extra?: ReactNode;
}

export function Toolbar(props: ToolbarProps) {
  const { def, selectedIds, onCleared } = props;
  const t = useT();
  const { message, modal } = App.useApp();
  const shown = (ids: readonly number[]) => versionsOf(props.rows, ids);
  const del = useFamilyMutation(def, (ids: number[]) => deleteRows(def, ids, shown(ids)));
  const enable = useFamilyMutation(def, (args: { ids: number[]; enabled: boolean }) =>
    enableRows(def, args.ids, args.enabled, shown(args.ids)),
  );
  const locale = useLocaleStore((s) => s.locale);
  const n = selectedIds.length;
  const canDelete = def.actions.includes('del');
  const canEnable = Boolean(enableFieldOf(def));
  // Every bulk confirmation names the first rows it acts on, not only their count.
  const names = () => (
    <p data-testid="confirm-names">
      {t('selectionIs', { names: selectionNames(def, locale, selectedIds, props.rows) })}
    </p>
  );

  const confirmDelete = () =>
    modal.confirm({
      title: t('bulkDeleteConfirm', { n }),
      content: (
        <>
          {names()}
          <p>{t('irreversible')}</p>
        </>
      ),
      okButtonProps: { danger: true, 'data-testid': 'confirm-ok' },
      onOk: async () => {
        const result = await del.mutateAsync([...selectedIds]);
        message.success(t('deletedCount', { n: result?.deleted ?? n }));
        onCleared();
      },
    });
  const confirmEnable = (enabled: boolean) =>
    modal.confirm({
      title: t(enabled ? 'bulkEnableConfirm' : 'bulkDisableConfirm', { n }),
      content: names(),
      okButtonProps: { 'data-testid': 'confirm-ok' },
      onOk: async () => {
        const result = await enable.mutateAsync({ ids: [...selectedIds], enabled });
        message.success(t('updatedCount', { n: result?.updated ?? n }));
        onCleared();
      },
    });

  return (
    <div className="resource-toolbar">
      {/* Flex, not Space: a part that draws several buttons (the bulk transitions, a family's own) gets the
          same gap between its buttons as between the parts. */}
      <Flex wrap gap="small" align="center">
        {offersAdd(def) && (
          <Button type="primary" icon={<PlusOutlined />} onClick={props.onAdd} data-testid="resource-add">
            {t('add')}
          </Button>
        )}
        {canDelete && (
          <Button
            danger
            icon={<DeleteOutlined />}
            disabled={!n}
            onClick={confirmDelete}
            data-testid="bulk-delete"
          >
            {t('bulkDelete')}
          </Button>
        )}
        {canEnable && (
          <>
            <Button
              icon={<CheckCircleOutlined />}
              disabled={!n}
              onClick={() => confirmEnable(true)}
              data-testid="bulk-enable"
            >
              {t('bulkEnable')}
            </Button>
            <Button
              icon={<StopOutlined />}
              disabled={!n}
              onClick={() => confirmEnable(false)}
              data-testid="bulk-disable"
            >
              {t('bulkDisable')}
            </Button>
          </>
        )}
        {def.workflow && <BulkTransitions def={def} selectedIds={selectedIds} rows={props.rows} />}
        {props.extra}
        {n > 0 && (
          <Typography.Text type="secondary" data-testid="selected-count">
            {t('selectedCount', { n })}
          </Typography.Text>
        )}
      </Flex>
      <Flex wrap gap="small" align="center">
        {def.actions.includes('export') && <ExportButton def={def} query={props.exportQuery} />}
        <RefreshButton onRefresh={props.onRefresh} refreshing={props.refreshing} />
        <ColumnChooser def={def} value={props.columns} onChange={props.onColumns} />
      </Flex>
    </div>
  );
}
