/**
 * The rows of another family that name this row (a company's factories, a factory's equipment), shown on a
 * detail screen: a small table of the family's list columns, each row linked to its own screen, an add
 * button whose form starts with the link filled in, a link to the whole filtered list, and optionally what
 * belongs to each of those rows below it.
 */
import { PlusOutlined } from '@ant-design/icons';
import { detailUrl, type ResourceDef, type ResourceRow } from '@console/contract';
import { Alert, Button, Card, Skeleton, Space, Table } from 'antd';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '../api/queries.ts';
import { useT } from '../i18n/index.ts';
import { useLocaleStore } from '../stores/locale.ts';
import { familyKey, fetchList } from './api.ts';
import { renderCell } from './cells.tsx';
import { useResourceExtension } from './extensionRegistry.tsx';
import { ResourceForm } from './form/ResourceForm.tsx';

export interface RelatedRowsProps {
  def: ResourceDef;
  /** Exact filters of `def` naming this row (`{ company_id: 7 }`); a new row starts with them. */
  filter: Readonly<Record<string, string | number>>;
  /** Fields shown; default: the family's list fields except the filtered ones. */
  fields?: readonly string[];
  /** Card title; default: the family's label. */
  title?: string;
  /** Rows shown at most (the rest are one click away in the list). */
  size?: number;
  /** What opens below each row (a factory's equipment below the factory); every row starts open. */
  expand?: (row: ResourceRow) => ReactNode;
  testId: string;
}

export function RelatedRows({ def, filter, fields, title, size = 20, expand, testId }: RelatedRowsProps) {
  const t = useT();
  const locale = useLocaleStore((s) => s.locale);
  const [adding, setAdding] = useState(false);
  const [closed, setClosed] = useState<ReadonlySet<number>>(new Set());
  const { addRoute } = useResourceExtension(def.key);
  // A family added on a page of its own (a datasheet and its grid) is not added from here.
  const canAdd = def.actions.includes('add') && !addRoute;
  const query = { ...filter, page: 1, size };
  const rows = useQuery({
    queryKey: [...familyKey(def), 'list', query],
    queryFn: ({ signal }) => fetchList(def, query, signal),
  });
  const shown = def.fields.filter((field) =>
    fields
      ? fields.includes(field.name)
      : field.list && !field.secret && field.kind !== 'children' && !(field.name in filter),
  );
  const label = title ?? def.label[locale];
  const total = rows.data?.total ?? 0;
  const listUrl =
    def.route &&
    `${def.route}?${new URLSearchParams(Object.entries(filter).map(([k, v]) => [k, String(v)]))}`;
  const titleOf = (row: ResourceRow) => {
    const url = detailUrl(def, row.id);
    const text = String(row[def.titleField] ?? `#${row.id}`);
    return url ? <Link to={url}>{text}</Link> : text;
  };

  return (
    <Card
      size="small"
      title={`${label}${rows.data ? ` (${total})` : ''}`}
      data-testid={testId}
      extra={
        <Space>
          {listUrl && total > (rows.data?.list.length ?? 0) && (
            <Link to={listUrl}>{t('relatedAll', { n: total })}</Link>
          )}
          {canAdd && (
            <Button
              size="small"
              icon={<PlusOutlined />}
              onClick={() => setAdding(true)}
              data-testid={`${testId}-add`}
            >
              {t('add')}
            </Button>
          )}
        </Space>
      }
    >
      {rows.isError ? (
        <Alert type="error" showIcon title={t('relatedFailed', { label: label.toLowerCase() })} />
      ) : rows.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} title={false} />
      ) : (
        <Table<ResourceRow>
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={rows.data?.list ?? []}
          expandable={
            expand && {
              expandedRowRender: expand,
              // Open unless closed by the person: a row added later opens too.
              expandedRowKeys: (rows.data?.list ?? []).map((row) => row.id).filter((id) => !closed.has(id)),
              onExpand: (open, row) =>
                setClosed((ids) => {
                  const next = new Set(ids);
                  if (open) next.delete(row.id);
                  else next.add(row.id);
                  return next;
                }),
            }
          }
          locale={{ emptyText: t('relatedEmpty', { label: locale === 'en' ? label.toLowerCase() : label }) }}
          scroll={{ x: 'max-content' }}
          columns={shown.map((field) => ({
            key: field.name,
            title: field.label[locale],
            render: (_: unknown, row: ResourceRow) =>
              field.name === def.titleField ? titleOf(row) : renderCell(field, row, { locale }),
          }))}
        />
      )}
      {adding && (
        <ResourceForm def={def} open={adding} onClose={() => setAdding(false)} initialValues={filter} />
      )}
    </Card>
  );
}
