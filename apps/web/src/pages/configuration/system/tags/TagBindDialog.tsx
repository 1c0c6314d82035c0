/**
 * "批量绑定": the ticked tags onto many rows of one target type (`POST /tags/bind`). Target ids are typed as a
 * list; existing bindings are skipped by the server, which answers how many were new.
 */
import {
  type ResourceDef,
  type ResourceRow,
  TagType,
  tagBindingResource,
  tagResource,
  tagTypeOptions,
} from '@console/contract';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { App, Form, Input, Modal, Select, Space, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { familyKey, useFamilyMutation } from '../../../../resources/api.ts';
import { useLocaleStore } from '../../../../stores/locale.ts';
import { bindTags } from '../api.ts';
import { useSystemStrings } from '../strings.ts';

/** Most target ids one call takes (apps/server/src/modules/tags: `target_ids` max 1000). */
export const MAX_TARGET_IDS = 1000;

/** The ids typed in the box: separated by commas (either width), spaces or new lines; duplicates once. */
export function parseTargetIds(text: string): { ids: number[]; invalid: string[] } {
  const ids: number[] = [];
  const invalid: string[] = [];
  for (const part of text.split(/[\s,，;；]+/)) {
    if (part === '') continue;
    const n = Number(part);
    if (/^\d+$/.test(part) && n >= 1 && Number.isSafeInteger(n)) {
      if (!ids.includes(n)) ids.push(n);
    } else {
      invalid.push(part);
    }
  }
  return { ids, invalid };
}

/**
 * The ticked tags as the list last fetched them. A selection is cleared whenever the list moves to another
 * page or filter, so every ticked row is in one of the cached pages; no extra call is needed.
 */
function cachedTagRows(client: QueryClient, ids: readonly number[]): ResourceRow[] {
  const byId = new Map<number, ResourceRow>();
  for (const [, page] of client.getQueriesData<{ list?: ResourceRow[] }>({
    queryKey: [...familyKey(tagResource), 'list'],
  })) {
    for (const row of page?.list ?? []) if (ids.includes(row.id)) byId.set(row.id, row);
  }
  return ids.map((id) => byId.get(id) ?? ({ id } as ResourceRow));
}

interface BindFields {
  target_type?: TagType;
  target_ids?: string;
}

export interface TagBindDialogProps {
  open: boolean;
  tagIds: readonly number[];
  onClose: () => void;
  /** After a successful bind (the caller clears its selection, for instance). */
  onBound?: (bound: number) => void;
}

export function TagBindDialog({ open, tagIds, onClose, onBound }: TagBindDialogProps) {
  const s = useSystemStrings();
  const locale = useLocaleStore((st) => st.locale);
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<BindFields>();
  const typed = Form.useWatch('target_ids', form) ?? '';
  const count = parseTargetIds(typed).ids.length;
  const tags = useMemo(() => (open ? cachedTagRows(client, tagIds) : []), [client, tagIds, open]);
  // The tags' own type is the usual target: preselected when all ticked tags share one.
  const types = new Set(tags.map((tag) => tag.type).filter((type) => type !== undefined));
  const commonType = types.size === 1 ? (tags[0]?.type as TagType) : undefined;
  const bind = useFamilyMutation(tagBindingResource as ResourceDef, bindTags);

  const submit = async () => {
    const fields = await form.validateFields();
    const result = await bind.mutateAsync({
      tag_ids: [...tagIds],
      target_type: fields.target_type as TagType,
      target_ids: parseTargetIds(fields.target_ids ?? '').ids,
    });
    message.success(s.bound(result.bound));
    onBound?.(result.bound);
    onClose();
  };

  return (
    <Modal
      open={open}
      title={s.bindTitle}
      onCancel={onClose}
      onOk={() => void submit().catch(() => {})}
      okText={s.bindSubmit}
      okButtonProps={{ loading: bind.isPending, 'data-testid': 'tag-bind-submit' }}
      destroyOnHidden
    >
      <div data-testid="tag-bind-dialog">
        <Space orientation="vertical" size={4} style={{ width: '100%', marginBottom: 16 }}>
          <Typography.Text type="secondary">{s.bindTags(tagIds.length)}</Typography.Text>
          <div data-testid="tag-bind-tags">
            {tags.map((tag) => (
              <Tag
                key={tag.id}
                color={tagTypeOptions.find((o) => o.value === tag.type)?.color}
                style={{ marginBottom: 4 }}
              >
                {typeof tag.name === 'string' ? tag.name : `#${tag.id}`}
              </Tag>
            ))}
          </div>
        </Space>
        <Form<BindFields>
          form={form}
          layout="vertical"
          preserve={false}
          initialValues={{ target_type: commonType ?? TagType.USER }}
        >
          <Form.Item
            name="target_type"
            label={s.targetType}
            rules={[{ required: true, message: s.targetTypeRequired }]}
          >
            <Select
              data-testid="tag-bind-type"
              options={tagTypeOptions.map((o) => ({ value: o.value, label: o.label[locale] }))}
            />
          </Form.Item>
          <Form.Item
            name="target_ids"
            label={s.targetIds}
            extra={count > 0 ? s.targetIdsCount(count) : s.targetIdsHelp(MAX_TARGET_IDS)}
            rules={[
              {
                validator: async (_rule, value: string | undefined) => {
                  const { ids, invalid } = parseTargetIds(value ?? '');
                  if (invalid.length > 0) throw new Error(s.targetIdsInvalid(invalid.slice(0, 5).join(', ')));
                  if (ids.length === 0) throw new Error(s.targetIdsRequired);
                  if (ids.length > MAX_TARGET_IDS) throw new Error(s.targetIdsTooMany(MAX_TARGET_IDS));
                },
              },
            ]}
          >
            <Input.TextArea
              data-testid="tag-bind-ids"
              autoSize={{ minRows: 3, maxRows: 8 }}
              placeholder={s.targetIdsPlaceholder}
            />
          </Form.Item>
        </Form>
      </div>
    </Modal>
  );
}
