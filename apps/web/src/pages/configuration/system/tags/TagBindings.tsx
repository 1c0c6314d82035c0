/**
 * A tag's bindings (family tag_binding, `GET /tags/binding/list?tag_id=`): a row action of the tag list
 * opening a drawer with the targets the tag is bound to, newest first, paged on the server, each unbindable
 * when the family allows deleting.
 */
import {
  type ListRowOf,
  type ResourceDef,
  type ResourcePage,
  type ResourceRow,
  tagBindingResource,
  type tagResource,
} from '@console/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { App, Drawer, Empty, Table, type TableColumnType, Typography } from 'antd';
import { useState } from 'react';
import { useQuery } from '../../../../api/queries.ts';
import { deleteRows, familyKey, fetchList, useFamilyMutation } from '../../../../resources/api.ts';
import { ArmedPopconfirm } from '../../../../resources/list/armed.tsx';
import { buildColumns } from '../../../../resources/list/columns.tsx';
import { RowLink } from '../../../../resources/list/RowLink.tsx';
import { formatSort } from '../../../../resources/listQuery.ts';
import { useLocaleStore } from '../../../../stores/locale.ts';
import { useSystemStrings } from '../strings.ts';

const bindingDef = tagBindingResource as ResourceDef;
const PAGE_SIZE = 20;
/** The tag is the drawer's subject, so its column would repeat the title on every row. */
const COLUMNS = ['target_type', 'target_id', 'created_at'];

function useBindings(tagId: number, page: number) {
  const query = { page, size: PAGE_SIZE, sort: formatSort(bindingDef.defaultSort), tag_id: tagId };
  return useQuery({
    // Under the family's key: binding, unbinding and copying (all family mutations) refresh it.
    queryKey: [...familyKey(bindingDef), 'list', query],
    queryFn: ({ signal }) => fetchList(bindingDef, query, signal),
    placeholderData: keepPreviousData,
  });
}

function BindingsTable({ tagId }: { tagId: number }) {
  const s = useSystemStrings();
  const locale = useLocaleStore((st) => st.locale);
  const { message } = App.useApp();
  const [page, setPage] = useState(1);
  const list = useBindings(tagId, page);
  const unbind = useFamilyMutation(bindingDef, (id: number) => deleteRows(bindingDef, [id]));
  const data: ResourcePage | undefined = list.data;

  // Newest first, fixed: the drawer is a short check of what is bound, not a second list screen.
  const columns: TableColumnType<ResourceRow>[] = buildColumns(bindingDef, COLUMNS, {
    locale,
    sort: bindingDef.defaultSort,
  }).map(({ sorter: _sorter, sortOrder: _order, ...column }) => column);
  if (bindingDef.actions.includes('del')) {
    columns.push({
      key: '$unbind',
      width: 80,
      render: (_: unknown, row: ResourceRow) => (
        <ArmedPopconfirm
          title={s.unbindConfirm}
          okButtonProps={{ danger: true, 'data-testid': 'binding-unbind-ok' }}
          onConfirm={async () => {
            await unbind.mutateAsync(row.id);
            message.success(s.unbound);
          }}
        >
          <RowLink danger data-testid="binding-unbind">
            {s.unbind}
          </RowLink>
        </ArmedPopconfirm>
      ),
    });
  }

  return (
    <Table<ResourceRow>
      rowKey="id"
      size="small"
      data-testid="tag-bindings-table"
      columns={columns}
      dataSource={data?.list ?? []}
      loading={list.isFetching}
      locale={{ emptyText: list.isPending ? ' ' : <Empty description={s.noBindings} /> }}
      pagination={{
        current: page,
        pageSize: PAGE_SIZE,
        total: data?.total ?? 0,
        hideOnSinglePage: true,
        showTotal: (total) => s.bindingsTotal(total),
        onChange: setPage,
      }}
      footer={
        data && data.total > 0 && data.total <= PAGE_SIZE
          ? () => <Typography.Text type="secondary">{s.bindingsTotal(data.total)}</Typography.Text>
          : undefined
      }
    />
  );
}

/** The row action: a link, and the drawer it opens (mounted only while open). */
export function TagBindingsAction({ row }: { row: ListRowOf<typeof tagResource> }) {
  const s = useSystemStrings();
  const [open, setOpen] = useState(false);
  const name = row.name;
  return (
    <>
      <RowLink onClick={() => setOpen(true)} data-testid="row-tag-bindings">
        {s.bindings}
      </RowLink>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        size={560}
        destroyOnHidden
        title={s.bindingsTitle(name)}
        data-testid="tag-bindings-drawer"
      >
        {open && <BindingsTable tagId={row.id} />}
      </Drawer>
    </>
  );
}
