/**
 * The tags of one row of a tag type (a user, a company, a scene, a keyword …): the tag bindings of that type and
 * row, the same rows the tag screens bind in bulk, with a picker to add one and a close button to remove one.
 * One component for every family that shows its rows' tags.
 */
import { type TagType, tagBindingResource } from '@console/contract';
import { App, Card, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useQuery } from '../../../../api/queries.ts';
import { addRow, deleteRows, familyKey, fetchList, useFamilyMutation } from '../../../../resources/api.ts';
import { ReferenceSelect } from '../../../../resources/ReferenceSelect.tsx';
import { useSystemStrings } from '../strings.ts';

export interface RowTagsProps {
  type: TagType;
  targetId: number;
  color: string;
  /** The card's title (用户标签, 企业标签 …); 标签 unless said. */
  title?: string;
  /** `${testId}s` on the card, `${testId}` on each tag, `${testId}-add` on the picker. */
  testId?: string;
}

export function RowTags({ type, targetId, color, title, testId = 'row-tag' }: RowTagsProps) {
  const s = useSystemStrings();
  const { message } = App.useApp();
  const [picked, setPicked] = useState<number | null>(null);
  const query = { target_type: String(type), target_id: targetId, page: 1, size: 100 };
  const bindings = useQuery({
    queryKey: [...familyKey(tagBindingResource), 'list', query],
    queryFn: ({ signal }) => fetchList(tagBindingResource, query, signal),
  });
  const bind = useFamilyMutation(tagBindingResource, (tagId: number) =>
    addRow(tagBindingResource, { tag_id: tagId, target_type: type, target_id: targetId }),
  );
  const unbind = useFamilyMutation(tagBindingResource, (id: number) => deleteRows(tagBindingResource, [id]));
  const rows = bindings.data?.list ?? [];

  const add = async (tagId: number | null) => {
    setPicked(tagId);
    if (tagId !== null && !rows.some((row) => row.tag_id === tagId)) {
      try {
        await bind.mutateAsync(tagId);
      } catch (error) {
        message.error(error instanceof Error ? error.message : String(error));
      }
    }
    setPicked(null);
  };

  return (
    <Card size="small" title={title ?? s.rowTags} data-testid={`${testId}s`}>
      <Space wrap size={[4, 8]}>
        {rows.length === 0 && !bindings.isPending && (
          <Typography.Text type="secondary">{s.rowTagsEmpty}</Typography.Text>
        )}
        {rows.map((row) => (
          <Tag
            key={row.id}
            color={color}
            closable
            title={s.rowTagRemove}
            onClose={(event) => {
              event.preventDefault();
              unbind.mutate(row.id);
            }}
            data-testid={testId}
          >
            {String(row.$labels?.tag_id ?? row.tag_id)}
          </Tag>
        ))}
        <ReferenceSelect
          target="tag"
          filter={{ type, enabled: true }}
          value={picked}
          onChange={(value) => void add(typeof value === 'number' ? value : null)}
          placeholder={s.rowTagAdd}
          aria-label={s.rowTagAdd}
          style={{ width: 180 }}
          data-testid={`${testId}-add`}
        />
      </Space>
    </Card>
  );
}
