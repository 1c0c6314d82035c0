/**
 * A company's tags: the existing tag bindings of type company (the same rows the tag screens bind in bulk),
 * shown on the company with a picker to add one and a close button to remove one.
 */
import { type companyResource, type RowOf, TagType, tagBindingResource } from '@console/contract';
import { App, Card, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useQuery } from '../../api/queries.ts';
import { addRow, deleteRows, familyKey, fetchList, useFamilyMutation } from '../../resources/api.ts';
import { ReferenceSelect } from '../../resources/ReferenceSelect.tsx';
import { useEnterpriseT } from './strings.ts';

export function CompanyTags({ company }: { company: RowOf<typeof companyResource> }) {
  const t = useEnterpriseT();
  const { message } = App.useApp();
  const [picked, setPicked] = useState<number | null>(null);
  const query = { target_type: String(TagType.COMPANY), target_id: company.id, page: 1, size: 100 };
  const bindings = useQuery({
    queryKey: [...familyKey(tagBindingResource), 'list', query],
    queryFn: ({ signal }) => fetchList(tagBindingResource, query, signal),
  });
  const bind = useFamilyMutation(tagBindingResource, (tagId: number) =>
    addRow(tagBindingResource, { tag_id: tagId, target_type: TagType.COMPANY, target_id: company.id }),
  );
  const unbind = useFamilyMutation(tagBindingResource, (id: number) => deleteRows(tagBindingResource, [id]));
  const rows = bindings.data?.list ?? [];
  const boundTags = new Set(rows.map((row) => row.tag_id));

  const add = async (tagId: number | null) => {
    setPicked(tagId);
    if (tagId === null || boundTags.has(tagId)) return;
    try {
      await bind.mutateAsync(tagId);
    } catch (error) {
      message.error(error instanceof Error ? error.message : String(error));
    }
    setPicked(null);
  };

  return (
    <Card size="small" title={t('tags')} data-testid="company-tags">
      <Space wrap size={[4, 8]}>
        {rows.length === 0 && !bindings.isPending && (
          <Typography.Text type="secondary">{t('tagsEmpty')}</Typography.Text>
        )}
        {rows.map((row) => (
          <Tag
            key={row.id}
            color="purple"
            closable
            title={t('tagRemove')}
            onClose={(event) => {
              event.preventDefault();
              unbind.mutate(row.id);
            }}
            data-testid="company-tag"
          >
            {String(row.$labels?.tag_id ?? row.tag_id)}
          </Tag>
        ))}
        <ReferenceSelect
          target="tag"
          filter={{ type: TagType.COMPANY, enabled: true }}
          value={picked}
          onChange={(value) => void add(typeof value === 'number' ? value : null)}
          placeholder={t('tagAdd')}
          style={{ width: 180 }}
          data-testid="company-tag-add"
        />
      </Space>
    </Card>
  );
}
