/** One row of a family, read-only, with its edit button and its change history. */
import { EditOutlined } from '@ant-design/icons';
import type { ResourceDef, ResourceField } from '@console/contract';
import { Alert, Button, Card, Descriptions, Skeleton, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useT } from '../i18n/index.ts';
import { isEmptyValue } from '../shell/emptyValue.ts';
import { useLocaleStore } from '../stores/locale.ts';
import { useResourceRow } from './api.ts';
import { ChangeHistory } from './ChangeHistory.tsx';
import { formatDate, renderCell } from './cells.tsx';
import { useResourceExtension } from './extensionRegistry.tsx';
import { ResourceForm } from './form/ResourceForm.tsx';
import { RowTransitions } from './workflow/TransitionActions.tsx';
import { offersUpdate } from './writes.ts';

/** Child rows of a `children` field as a small read-only table. */
function ChildRows({ field, rows }: { field: Extract<ResourceField, { kind: 'children' }>; rows: unknown }) {
  const locale = useLocaleStore((s) => s.locale);
  const list = Array.isArray(rows) ? (rows as Record<string, unknown>[]) : [];
  return (
    <Table
      size="small"
      pagination={false}
      rowKey={(row) => String(row.id ?? list.indexOf(row))}
      dataSource={list}
      columns={field.fields
        .filter((f) => !f.secret)
        .map((child) => ({
          key: child.name,
          title: child.label[locale],
          render: (_: unknown, row: Record<string, unknown>) =>
            renderCell(child, { id: 0, created_at: '', updated_at: '', ...row }, { locale }),
        }))}
    />
  );
}

/** Actions that leave an audit row (transitions do too); a family with none (a log) has no change history. */
const WRITE_ACTIONS = ['add', 'update', 'del', 'enable'] as const;

export function ResourceDetail({ def, id }: { def: ResourceDef; id: number }) {
  const t = useT();
  const locale = useLocaleStore((s) => s.locale);
  const row = useResourceRow(def, id);
  const [editing, setEditing] = useState(false);
  const ext = useResourceExtension(def.key);

  if (row.isPending) return <Skeleton active />;
  if (row.isError || !row.data)
    return <Alert type="error" showIcon title={t('rowNotFound')} data-testid="detail-error" />;
  const data = row.data;
  const declared = new Set(def.fields.map((f) => f.name));
  const items = [
    { key: 'id', label: 'ID', children: String(data.id) },
    ...def.fields
      .filter((f) => !f.secret && f.kind !== 'children')
      .map((field) => ({
        key: field.name,
        label: field.label[locale],
        span: field.kind === 'json' || field.kind === 'richText' ? ('filled' as const) : 1,
        children: renderCell(field, data, { locale, detail: true }),
      })),
    ...(['created_at', 'updated_at'] as const)
      .filter((name) => !declared.has(name) && !isEmptyValue(data[name]))
      .map((name) => ({
        key: name,
        label: t(name === 'created_at' ? 'createdAt' : 'updatedAt'),
        children: formatDate(data[name], true),
      })),
  ];

  return (
    <Space orientation="vertical" size={16} className="resource-detail" data-testid="resource-detail">
      <Card
        title={`${def.label[locale]} · ${String(data.$labels?.[def.titleField] ?? data[def.titleField] ?? `#${data.id}`)}`}
        extra={
          <Space>
            {def.workflow && <RowTransitions def={def} row={data} asButtons />}
            {offersUpdate(def) && (
              <Button
                type="primary"
                icon={<EditOutlined />}
                onClick={() => setEditing(true)}
                data-testid="detail-edit"
              >
                {t('edit')}
              </Button>
            )}
          </Space>
        }
      >
        <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} items={items} />
        {/* Child rows are tables: each takes the card's whole width below the fields, not half a line. */}
        {def.fields.map(
          (field) =>
            field.kind === 'children' &&
            !field.secret && (
              <section
                key={field.name}
                className="resource-detail__children"
                data-testid={`detail-children-${field.name}`}
              >
                <Typography.Title level={5}>{field.label[locale]}</Typography.Title>
                <ChildRows field={field} rows={data[field.name]} />
              </section>
            ),
        )}
      </Card>
      {ext.detailPanel?.(data)}
      {ext.rowActions && (
        <Space>
          {ext.rowActions(data, {
            def,
            selectedIds: [data.id],
            rows: [data],
            reload: () => void row.refetch(),
            clearSelection: () => {},
          })}
        </Space>
      )}
      {(WRITE_ACTIONS.some((a) => def.actions.includes(a)) || def.workflow) && (
        <ChangeHistory def={def} id={id} />
      )}
      <ResourceForm def={def} open={editing} id={id} onClose={() => setEditing(false)} />
    </Space>
  );
}
