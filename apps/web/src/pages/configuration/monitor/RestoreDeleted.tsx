/**
 * The change log's (`/monitor/admin`) way back for a deleted row: a deletion of a family the admin may update
 * can be restored under its id, as it was when deleted (the server refuses, with the reason, what its rules
 * forbid now: a unique value taken since, a referenced row gone).
 */
import { AuditAction, auditLogResource, type ListRowOf, resourcePaths, resources } from '@console/contract';
import { App } from 'antd';
import { useCan } from '../../../api/grants.ts';
import { useT } from '../../../i18n/index.ts';
import { restoreFromHistory, useFamilyMutation } from '../../../resources/api.ts';
import { ArmedPopconfirm } from '../../../resources/list/armed.tsx';
import { RowLink } from '../../../resources/list/RowLink.tsx';
import { useLocaleStore } from '../../../stores/locale.ts';

export function RestoreDeleted({ entry }: { entry: ListRowOf<typeof auditLogResource> }) {
  const t = useT();
  const { message } = App.useApp();
  const locale = useLocaleStore((s) => s.locale);
  const can = useCan();
  const def = resources[entry.family];
  const restore = useFamilyMutation(def ?? auditLogResource, () =>
    restoreFromHistory(def ?? auditLogResource, entry.id),
  );
  if (entry.action !== AuditAction.del || !def?.actions.includes('update')) return null;
  if (!can('POST', resourcePaths(def).update)) return null;
  return (
    <ArmedPopconfirm
      title={t('restoreDeletedConfirm', { label: def.label[locale], id: entry.row_id })}
      okText={t('restore')}
      cancelText={t('cancel')}
      okButtonProps={{ 'data-testid': 'restore-deleted-ok' }}
      onConfirm={() => restore.mutate(undefined, { onSuccess: () => message.success(t('restored')) })}
    >
      <RowLink data-testid="restore-deleted">{t('restore')}</RowLink>
    </ArmedPopconfirm>
  );
}
