/**
 * `/configuration/auth/layout/authority`: the route table as a tree, each route with the layout roles
 * holding it and a role picker to change them; a search over names, paths and roles keeps the ancestors of
 * what it finds and opens them. Paths the table no longer has but roles may still hold are listed below it.
 */
import { layoutAuthorityResource } from '@console/contract';
import { Alert, Button, Card, Empty, Input, Skeleton, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type HTMLAttributes, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../../i18n/index.ts';
import { ExportButton, ListLoadError, RefreshButton } from '../../../resources/list/ListParts.tsx';
import { RowLink } from '../../../resources/list/RowLink.tsx';
import { useLocaleStore } from '../../../stores/locale.ts';
import { AuthorityRolesEditor } from './AuthorityRolesEditor.tsx';
import { type HeldLayoutAuthority, useLayoutHoldings } from './authorityRows.ts';
import { authorityDetailHref, RoleTags, RouteLabel } from './routeParts.tsx';
import { filterRouteTree, type RouteTreeNode, routeMatches } from './routeTree.ts';
import { useAuthT } from './strings.ts';
import { useRouteTree } from './useRouteTree.ts';
import './auth.css';

/** One table row: a route of the tree, or (without `node`) an authority whose path left the table. */
interface TreeRow {
  key: string;
  node?: RouteTreeNode;
  authority?: HeldLayoutAuthority;
  children?: TreeRow[];
}

const NO_FILTERS = {};

export function LayoutAuthorityPage() {
  const t = useT();
  const at = useAuthT();
  const locale = useLocaleStore((s) => s.locale);
  const navigate = useNavigate();
  const tree = useRouteTree();
  const holdings = useLayoutHoldings();
  const [search, setSearch] = useState('');
  // null: follow the search (what holds its matches is open; nothing without one) until the operator folds.
  const [expanded, setExpanded] = useState<readonly string[] | null>(null);
  const [editing, setEditing] = useState<string>();

  const byPath = useMemo(() => new Map((holdings.rows ?? []).map((row) => [row.path, row])), [holdings.rows]);
  const roleNames = useMemo(
    () => new Map((holdings.roles ?? []).map((role) => [role.id, role.name])),
    [holdings.roles],
  );
  const rolesOf = useMemo(
    () => (path: string) => (byPath.get(path)?.roles ?? []).map((id) => roleNames.get(id) ?? `#${id}`),
    [byPath, roleNames],
  );
  const filtered = useMemo(
    () => filterRouteTree(tree.nodes, search, (node) => rolesOf(node.key)),
    [tree, search, rolesOf],
  );
  const rows = useMemo(() => {
    const toRows = (nodes: readonly RouteTreeNode[]): TreeRow[] =>
      nodes.map((node) => ({
        key: node.key,
        node,
        authority: byPath.get(node.key),
        children: node.children.length > 0 ? toRows(node.children) : undefined,
      }));
    return toRows(filtered.nodes);
  }, [filtered, byPath]);
  const stale = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return (holdings.rows ?? [])
      .filter((row) => !tree.byKey.has(row.path))
      .filter(
        (row) =>
          !needle ||
          [row.path, row.name, ...rolesOf(row.path)].some((text) => text.toLowerCase().includes(needle)),
      )
      .map((row): TreeRow => ({ key: row.path, authority: row }));
  }, [holdings.rows, tree, search, rolesOf]);
  const groups = useMemo(
    () => tree.keys.filter((key) => (tree.childrenOf.get(key) ?? []).length > 0),
    [tree],
  );

  const editingRow = editing === undefined ? undefined : byPath.get(editing);
  const nameOf = (path: string) => tree.byKey.get(path)?.name[locale] ?? byPath.get(path)?.name ?? path;
  const open = (path: string) => navigate(authorityDetailHref(path));

  const columns: ColumnsType<TreeRow> = [
    {
      key: 'route',
      title: at('authRoute'),
      render: (_value, row) =>
        row.node ? (
          <RouteLabel node={row.node} locale={locale} at={at} onOpen={() => open(row.key)} />
        ) : (
          <span className="auth-route-node" data-testid="authority-route" data-path={row.key}>
            <Typography.Link onClick={() => open(row.key)}>{row.authority?.name || row.key}</Typography.Link>
            <Typography.Text type="secondary" className="auth-route-node__path">
              {row.key}
            </Typography.Text>
          </span>
        ),
    },
    {
      key: 'roles',
      title: at('authRoles'),
      width: '38%',
      render: (_value, row) => <RoleTags names={rolesOf(row.key)} at={at} />,
    },
    {
      key: 'actions',
      title: at('authActions'),
      width: 170,
      render: (_value, row) => (
        <div className="row-actions">
          <RowLink
            title={row.authority ? undefined : at('authNotSynced')}
            disabled={!row.authority}
            onClick={() => setEditing(row.key)}
            data-testid="authority-edit-roles"
          >
            {at('authEditRoles')}
          </RowLink>
          <RowLink onClick={() => open(row.key)} data-testid="authority-view">
            {t('view')}
          </RowLink>
        </div>
      ),
    },
  ];
  const rowProps = (row: TreeRow) =>
    ({ 'data-testid': 'authority-row', 'data-path': row.key }) as HTMLAttributes<HTMLElement>;

  const failure = holdings.error;
  const loading = holdings.isPending && !failure;
  // The routes the search found themselves (a found group also shows its pages, which are not counted).
  const matchCount =
    tree.keys.filter((key) =>
      routeMatches(tree.byKey.get(key) as RouteTreeNode, search, (node) => rolesOf(node.key)),
    ).length + stale.length;

  return (
    <div className="resource-list auth-authority-screen" data-testid="layout-authority-tree">
      <Card>
        <div className="resource-toolbar">
          <Space wrap>
            <Input.Search
              allowClear
              placeholder={at('authSearch')}
              value={search}
              onChange={(e) => {
                const typed = e.target.value;
                setSearch(typed);
                // The holders of the matches open as they are found (the roles may still be loading).
                setExpanded(null);
              }}
              style={{ width: 300 }}
              data-testid="authority-search"
            />
            <Button onClick={() => setExpanded(groups)} data-testid="authority-expand-all">
              {at('treeExpandAll')}
            </Button>
            <Button onClick={() => setExpanded([])} data-testid="authority-collapse-all">
              {at('treeCollapseAll')}
            </Button>
            {!loading && !failure && (
              <Typography.Text type="secondary" data-testid="authority-count">
                {search.trim()
                  ? at('authMatchCount', { n: matchCount })
                  : at('authCount', { n: tree.keys.length })}
              </Typography.Text>
            )}
          </Space>
          <Space>
            <ExportButton def={layoutAuthorityResource} query={NO_FILTERS} />
            <RefreshButton onRefresh={() => void holdings.refetch()} refreshing={holdings.isFetching} />
          </Space>
        </div>
        {loading ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : failure ? (
          <ListLoadError
            title={at('authLoadFailed', { msg: failure.message })}
            onRetry={() => void holdings.refetch()}
          />
        ) : (
          <Table<TreeRow>
            rowKey="key"
            size="middle"
            data-testid="authority-table"
            columns={columns}
            dataSource={rows}
            pagination={false}
            onRow={rowProps}
            expandable={{
              expandedRowKeys: [...(expanded ?? filtered.expandedKeys)],
              onExpandedRowsChange: (keys) => setExpanded(keys.map(String)),
              indentSize: 24,
            }}
            locale={{ emptyText: <Empty description={at('treeNoMatch')} /> }}
          />
        )}
      </Card>
      {!loading && !failure && stale.length > 0 && (
        <Card title={at('authStaleTitle', { n: stale.length })} data-testid="authority-stale">
          <Alert type="info" showIcon title={at('authStaleHelp')} className="auth-stale-help" />
          <Table<TreeRow>
            rowKey="key"
            size="middle"
            columns={columns}
            dataSource={stale}
            pagination={false}
            onRow={rowProps}
          />
        </Card>
      )}
      <AuthorityRolesEditor
        tree={tree}
        target={editingRow}
        title={editing === undefined ? '' : nameOf(editing)}
        onClose={() => setEditing(undefined)}
      />
    </div>
  );
}
