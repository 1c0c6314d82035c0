/**
 * A layout role's `authorities` as a tree of the contract's route table with checkboxes. The value is the
 * ids of the layout_authority rows (what the family's update takes); the ticks follow routeTree.ts.
 */
import { dynamicRoutes } from '@console/contract';
import { Alert, Button, Empty, Input, Skeleton, Space, Tag, Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useMemo, useState } from 'react';
import type { FieldWidgetProps } from '../../../resources/extensions.ts';
import { useLocaleStore } from '../../../stores/locale.ts';
import { useLayoutAuthorities } from './authorityRows.ts';
import {
  buildRouteTree,
  checkStateOf,
  filterRouteTree,
  grantPath,
  idsOfPaths,
  pathsOfIds,
  type RouteTreeNode,
  revokePath,
} from './routeTree.ts';
import { useAuthT } from './strings.ts';
import { useScrollToHeld } from './useScrollToHeld.ts';
import './auth.css';

// The route table is fixed for the app's lifetime: index it once.
const routeTree = buildRouteTree(dynamicRoutes);

/** Tall enough for a dozen groups; longer trees scroll inside it (the tree renders only what shows). */
const TREE_HEIGHT = 440;

export function RouteAuthorityTree({ value, onChange, disabled }: FieldWidgetProps<number[] | null>) {
  const at = useAuthT();
  const locale = useLocaleStore((s) => s.locale);
  const catalogue = useLayoutAuthorities();
  const [search, setSearch] = useState('');
  // Until the operator opens or folds a node, the groups partly granted are open: what the role holds shows.
  const [expanded, setExpanded] = useState<string[] | null>(null);
  const rows = useMemo(() => catalogue.data ?? [], [catalogue.data]);

  const { granted, staleIds } = useMemo(() => pathsOfIds(routeTree, rows, value ?? []), [rows, value]);
  const checkState = useMemo(() => checkStateOf(routeTree, granted), [granted]);
  const withRow = useMemo(() => new Set(rows.map((r) => r.path)), [rows]);
  const missing = routeTree.keys.filter((k) => !withRow.has(k)).length;
  const filtered = useMemo(() => filterRouteTree(routeTree.nodes, search), [search]);
  const { treeRef, touched } = useScrollToHeld(
    catalogue.data ? (checkState.halfChecked[0] ?? checkState.checked[0]) : undefined,
  );

  const toData = (nodes: readonly RouteTreeNode[]): DataNode[] =>
    nodes.map((node) => ({
      key: node.key,
      disabled: !withRow.has(node.key),
      title: (
        <span className="auth-route-node" data-testid="route-node" data-path={node.key}>
          <span>{node.name[locale]}</span>
          <Typography.Text type="secondary" className="auth-route-node__path">
            {node.key}
          </Typography.Text>
          {node.hidden && <Tag className="auth-route-node__tag">{at('treeHiddenMark')}</Tag>}
        </span>
      ),
      children: node.children.length ? toData(node.children) : undefined,
    }));

  if (catalogue.isPending) return <Skeleton active />;
  if (catalogue.isError) return <Alert type="error" showIcon title={catalogue.error.message} />;

  const change = (next: Set<string>) => {
    touched();
    onChange?.(idsOfPaths(routeTree, rows, next, staleIds));
  };

  return (
    <div className="auth-route-tree" data-testid="route-authority-tree">
      <Space wrap className="auth-tree-toolbar">
        <Input.Search
          allowClear
          placeholder={at('treeSearch')}
          value={search}
          onChange={(e) => {
            const typed = e.target.value;
            touched();
            setSearch(typed);
            // A search opens the groups holding its matches; clearing it goes back to the open groups of the role.
            setExpanded(typed.trim() ? filterRouteTree(routeTree.nodes, typed).expandedKeys : null);
          }}
          style={{ width: 280 }}
          data-testid="route-tree-search"
        />
        <Button size="small" onClick={() => setExpanded([...routeTree.keys])} data-testid="route-tree-expand">
          {at('treeExpandAll')}
        </Button>
        <Button size="small" onClick={() => setExpanded([])}>
          {at('treeCollapseAll')}
        </Button>
        <Typography.Text type="secondary" data-testid="route-tree-count">
          {at('treeSelectedCount', { n: granted.size })}
        </Typography.Text>
      </Space>
      <Typography.Paragraph type="secondary" className="auth-tree-help">
        {at('treeHelp')}
      </Typography.Paragraph>
      {missing > 0 && <Alert type="warning" showIcon title={at('treeMissingRows', { n: missing })} />}
      {staleIds.length > 0 && (
        <Alert type="info" showIcon title={at('treeStaleRows', { n: staleIds.length })} />
      )}
      {filtered.nodes.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={at('treeNoMatch')} />
      ) : (
        <Tree
          ref={treeRef}
          checkable
          checkStrictly
          // Clicking a node's name ticks it too (a node is never "selected" here).
          selectable={false}
          blockNode
          disabled={disabled}
          height={TREE_HEIGHT}
          treeData={toData(filtered.nodes)}
          checkedKeys={checkState}
          expandedKeys={expanded ?? checkState.halfChecked}
          onExpand={(keys) => {
            touched();
            setExpanded(keys.map(String));
          }}
          onCheck={(_keys, info) => {
            const key = String(info.node.key);
            change(info.checked ? grantPath(routeTree, granted, key) : revokePath(routeTree, granted, key));
          }}
        />
      )}
    </div>
  );
}
