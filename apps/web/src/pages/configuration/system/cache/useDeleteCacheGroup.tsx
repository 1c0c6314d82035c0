/**
 * "删除分组": every cache key matching a rule's pattern deleted after a confirmation
 * (`POST /system/cache/del_group`), with the number deleted shown. Runs as a change of the rule family, so
 * the rule list and any open list of keys refresh afterwards.
 */
import { cacheRuleResource, type ResourceDef } from '@console/contract';
import { App, Typography } from 'antd';
import { useFamilyMutation } from '../../../../resources/api.ts';
import { deleteCacheGroup } from '../api.ts';
import { useSystemStrings } from '../strings.ts';

export function useDeleteCacheGroup(): (pattern: string) => void {
  const s = useSystemStrings();
  const { message, modal } = App.useApp();
  const del = useFamilyMutation(cacheRuleResource as ResourceDef, deleteCacheGroup);
  return (pattern) => {
    modal.confirm({
      title: s.deleteGroupConfirm(pattern),
      content: <Typography.Text type="secondary">{s.deleteGroupHint}</Typography.Text>,
      okButtonProps: { danger: true, 'data-testid': 'cache-delete-group-ok' },
      onOk: async () => {
        const result = await del.mutateAsync(pattern);
        message.success(s.deletedKeys(result.deleted));
      },
    });
  };
}
