/**
 * A user's tags: the tag bindings of type user (the same rows the tag screens bind in bulk), with a picker to
 * add one and a close button to remove one.
 */
import { type RowOf, type siteUserResource, TagType, tagBindingResource } from '@console/contract';
import { App, Card, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useQuery } from '../../api/queries.ts';
import { addRow, deleteRows, familyKey, fetchList, useFamilyMutation } from '../../resources/api.ts';
import { ReferenceSelect } from '../../resources/ReferenceSelect.tsx';
import { useUserT } from './strings.ts';

export function UserTags({ user }: { user: RowOf<typeof siteUserResource> }) {
  const t = useUserT();
  const { message } = App.useApp();
  const [picked, setPicked] = useState<number | null>(null);
  const query = { target_type: String(TagType.USER), target_id: user.id, page: 1, size: 100 };
  const bindings = useQuery({
    queryKey: [...familyKey(tagBindingResource), 'list', query],
    queryFn: ({ signal }) => fetchList(tagBindingResource, query, signal),
  });
  const bind = useFamilyMutation(tagBindingResource, (tagId: number) =>
    addRow(tagBindingResource, { tag_id: tagId, target_type: TagType.USER, target_id: user.id }),
  );
  const unbind = useFamilyMutation(tagBindingResource, (id: number) => deleteRows(tagBindingResource, [id]));
  const rows = bindings.data?.list ?? [];
  const bound = new Set(rows.map((row) => row.tag_id));

  const add = async (tagId: number | null) => {
    setPicked(tagId);
    if (tagId === null || bound.has(tagId)) return;
    try {
      await bind.mutateAsync(tagId);
    } catch (error) {
      message.error(error instanceof Error ? error.message : String(error));
    }
    setPicked(null);
  };

  return (
    <Card size="small" title={t('tags')} data-testid="user-tags">
      <Space wrap size={[4, 8]}>
        {rows.length === 0 && !bindings.isPending && (
          <Typography.Text type="secondary">{t('tagsEmpty')}</Typography.Text>
        )}
        {rows.map((row) => (
          <Tag
            key={row.id}
            color="blue"
            closable
            title={t('tagRemove')}
            onClose={(event) => {
              event.preventDefault();
              unbind.mutate(row.id);
            }}
            data-testid="user-tag"
          >
            {String(row.$labels?.tag_id ?? row.tag_id)}
          </Tag>
        ))}
        <ReferenceSelect
          target="tag"
          filter={{ type: TagType.USER, enabled: true }}
          value={picked}
          onChange={(value) => void add(typeof value === 'number' ? value : null)}
          placeholder={t('tagAdd')}
          style={{ width: 180 }}
          data-testid="user-tag-add"
        />
      </Space>
    </Card>
  );
}
