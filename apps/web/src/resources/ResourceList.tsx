/**
 * The generic list screen of a family, driven by its declaration: filters, server-side sort and paging
 * (all kept in the URL), column chooser, row selection with bulk actions, add / edit / view / delete, export.
 */
import {
  detailUrl,
  PAGE_SIZES,
  personTransitions,
  type ResourceDef,
  type ResourceRow,
} from '@console/contract';
import { App, Card, Drawer, Empty, Table } from 'antd';
import { type RefObject, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useT } from '../i18n/index.ts';
import { useLocaleStore } from '../stores/locale.ts';
import { deleteRows, enableRows, useFamilyMutation, useResourceList, versionsOf } from './api.ts';
import { useResourceExtension } from './extensionRegistry.tsx';
import type { ExtraColumn, ResourceScreenContext } from './extensions.ts';
import { ResourceForm } from './form/ResourceForm.tsx';
import { useColumnChoice } from './list/ColumnChooser.tsx';
import {
  buildColumns,
  columnsWidth,
  enableFieldOf,
  fitColumns,
  type ListColumn,
  withExtraColumns,
} from './list/columns.tsx';
import { FilterForm } from './list/filters.tsx';
import { ListLoadError } from './list/ListParts.tsx';
import { actionColumn, EnableSwitch } from './list/rowActions.tsx';
import { TableScrollbar } from './list/TableScrollbar.tsx';
import { Toolbar } from './list/Toolbar.tsx';
import {
  effectiveSort,
  type ListQuery,
  parseListQuery,
  toApiQuery,
  toExportQuery,
  toSearchParams,
} from './listQuery.ts';
import { ResourceDetail } from './ResourceDetail.tsx';

/**
 * Where the table's header sticks: below the shell's top bar (navbar 50 px and tab strip 36 px, shell/navbar.css
 * and tabStrip.css). Its sideways scrollbar is the list's own (TableScrollbar), drawn whether or not the table's
 * bottom is in view; antd's sticky bar is hidden (resources.css).
 */
const TABLE_STICKY = { offsetHeader: 86 } as const;
/** antd's selection column. */
const SELECTION_WIDTH = 32;
/** The table's width before its first measure: the list area at 1440 px beside the open sidebar. */
const FIRST_WIDTH = 1140;

/** The width of `box`, following it as the window or the sidebar change. */
function useElementWidth(box: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(FIRST_WIDTH);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => {
      // A kept-alive list hidden in its tab measures 0: it keeps the width it had.
      if (element.clientWidth > 0) setWidth(element.clientWidth);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [box]);
  return width;
}

/** The form drawer; the id stays while it closes, so its title does not change during the animation. */
interface FormState {
  open: boolean;
  id?: number;
}

export function ResourceList({ def }: { def: ResourceDef }) {
  const t = useT();
  const { message } = App.useApp();
  const locale = useLocaleStore((s) => s.locale);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const ext = useResourceExtension(def.key);
  const defaults = ext.defaultFilters;
  const query = useMemo(() => parseListQuery(def, params, defaults), [def, params, defaults]);
  const apiQuery = useMemo(() => toApiQuery(def, query), [def, query]);
  const exportQuery = useMemo(() => toExportQuery(def, query), [def, query]);
  const list = useResourceList(def, apiQuery);
  const [selected, setSelected] = useState<number[]>([]);
  const [form, setForm] = useState<FormState>({ open: false });
  const [viewing, setViewing] = useState<number>();
  const [columnNames, setColumnNames] = useColumnChoice(def);
  const tableBox = useRef<HTMLDivElement>(null);
  const ctx: ResourceScreenContext = {
    def,
    selectedIds: selected,
    rows: list.data?.list ?? [],
    reload: () => void list.refetch(),
    clearSelection: () => setSelected([]),
  };

  // A row's change names the version the list shows: refused (and said) when someone changed the row since.
  const del = useFamilyMutation(def, (row: ResourceRow) =>
    deleteRows(def, [row.id], versionsOf([row], [row.id])),
  );
  const enable = useFamilyMutation(def, (a: { id: number; enabled: boolean; row: ResourceRow }) =>
    enableRows(def, [a.id], a.enabled, versionsOf([a.row], [a.id])),
  );
  const enableField = enableFieldOf(def);

  const go = (next: ListQuery) => {
    setSelected([]);
    setParams(toSearchParams(def, next, defaults));
  };

  const selectable =
    def.actions.includes('del') ||
    Boolean(enableField) ||
    personTransitions(def).some((t) => t.bulk !== false && !t.ownControl) ||
    Boolean(ext.toolbar);
  const tableWidth = useElementWidth(tableBox);
  const fieldColumns = buildColumns(def, columnNames, {
    locale,
    sort: effectiveSort(def, query),
    cells: ext.cells
      ? Object.fromEntries(
          Object.entries(ext.cells).map(([name, cell]) => [name, (row: ResourceRow) => cell(row, ctx)]),
        )
      : undefined,
    enableControl: enableField
      ? (row) => (
          <EnableSwitch
            row={row}
            field={enableField.name}
            label={`${enableField.label[locale]} · ${String(row.$labels?.[def.titleField] ?? row[def.titleField] ?? `#${row.id}`)}`}
            busy={enable.isPending && enable.variables?.id === row.id}
            onToggle={(r, enabled) => enable.mutate({ id: r.id, enabled, row: r })}
          />
        )
      : undefined,
  });
  const allColumns: ListColumn[] = [
    ...withExtraColumns<ExtraColumn<ResourceRow>, ListColumn>(fieldColumns, ext.columns ?? [], (column) => ({
      key: column.key,
      title: column.title[locale],
      width: column.width,
      render: (_: unknown, row: ResourceRow) => column.render(row, ctx),
    })),
    actionColumn(def, locale, {
      onView: (row) => {
        const url = detailUrl(def, row.id);
        if (url) navigate(url);
        else setViewing(row.id);
      },
      onEdit: (row) =>
        ext.editRoute
          ? navigate(ext.editRoute.replace(':id', String(row.id)))
          : setForm({ open: true, id: row.id }),
      onDelete: async (row) => {
        const result = await del.mutateAsync(row);
        message.success(t('deletedCount', { n: result?.deleted ?? 1 }));
        setSelected((ids) => ids.filter((id) => id !== row.id));
      },
      extra: ext.rowActions ? (row) => ext.rowActions?.(row, ctx) : undefined,
      extraWidth: ext.rowActionsWidth,
    }),
  ];
  // The columns shrink their texts to the table's width before it scrolls sideways.
  const columns = fitColumns(allColumns, tableWidth - (selectable ? SELECTION_WIDTH : 0));

  const failed = list.isError && !list.data;
  const AddForm = ext.addForm;
  const addOpen = form.open && form.id === undefined;

  return (
    <div className="resource-list" data-testid="resource-list" data-resource={def.key}>
      {ext.header?.(ctx)}
      <Card className="resource-list__filters">
        <FilterForm
          def={def}
          filters={query.filters}
          onSearch={(filters) => go({ ...query, filters, page: 1 })}
          defaults={defaults}
        />
        <Toolbar
          def={def}
          selectedIds={selected}
          rows={list.data?.list ?? []}
          onCleared={() => setSelected([])}
          onAdd={() => (ext.addRoute ? navigate(ext.addRoute) : setForm({ open: true }))}
          onRefresh={() => void list.refetch()}
          refreshing={list.isFetching}
          exportQuery={exportQuery}
          columns={columnNames}
          onColumns={setColumnNames}
          extra={ext.toolbar?.(ctx)}
        />
        <div ref={tableBox} className="resource-list__table">
          {failed ? (
            <ListLoadError
              title={t('listError')}
              detail={list.error instanceof Error ? list.error.message : undefined}
              onRetry={() => void list.refetch()}
            />
          ) : (
            <Table<ResourceRow>
              rowKey="id"
              size="middle"
              data-testid="resource-table"
              columns={columns}
              dataSource={list.data?.list ?? []}
              loading={list.isFetching}
              scroll={{ x: columnsWidth(columns) + (selectable ? SELECTION_WIDTH : 0) }}
              sticky={TABLE_STICKY}
              locale={{ emptyText: list.isPending ? ' ' : <Empty description={t('emptyList')} /> }}
              rowSelection={
                selectable
                  ? {
                      selectedRowKeys: selected,
                      onChange: (keys) => setSelected(keys.map(Number)),
                      fixed: true,
                    }
                  : undefined
              }
              pagination={{
                current: query.page,
                pageSize: query.size,
                total: list.data?.total ?? 0,
                showSizeChanger: true,
                pageSizeOptions: PAGE_SIZES.map(String),
                // A large list's total is the server's estimate: said as one, and written with separators.
                showTotal: (total) =>
                  list.data?.total_estimated
                    ? t('totalEstimated', { total: total.toLocaleString('en-US') })
                    : t('totalCount', { total }),
              }}
              onChange={(pagination, _filters, sorter, extra) => {
                if (extra.action === 'sort') {
                  const one = Array.isArray(sorter) ? sorter[0] : sorter;
                  const field = typeof one?.columnKey === 'string' ? one.columnKey : undefined;
                  const sort =
                    field && one?.order
                      ? ({ field, order: one.order === 'ascend' ? 'asc' : 'desc' } as const)
                      : null;
                  go({ ...query, sort, page: 1 });
                } else if (extra.action === 'paginate') {
                  const size = pagination.pageSize ?? query.size;
                  go({ ...query, size, page: size === query.size ? (pagination.current ?? 1) : 1 });
                }
              }}
            />
          )}
          <TableScrollbar box={tableBox} />
        </div>
      </Card>
      {AddForm && addOpen ? (
        <AddForm
          open
          onClose={() => setForm((f) => ({ ...f, open: false }))}
          onCreated={() => void list.refetch()}
        />
      ) : (
        <ResourceForm
          def={def}
          open={form.open}
          id={form.id}
          onClose={() => setForm((f) => ({ ...f, open: false }))}
        />
      )}
      <Drawer
        open={viewing !== undefined}
        onClose={() => setViewing(undefined)}
        size={880}
        destroyOnHidden
        title={t('detailTitle', { name: def.label[locale] })}
        data-testid="resource-detail-drawer"
      >
        {viewing !== undefined && <ResourceDetail def={def} id={viewing} />}
      </Drawer>
    </div>
  );
}
