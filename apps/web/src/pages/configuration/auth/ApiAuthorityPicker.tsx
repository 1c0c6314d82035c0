/**
 * An API role's `authorities`: the API catalogue grouped by path prefix, with a search, as a checkable tree.
 * The value is the ids of the api_authority rows (what the family's update takes).
 */
import { Alert, Empty, Input, Skeleton, Space, Tag, Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useMemo, useState } from 'react';
import type { FieldWidgetProps } from '../../../resources/extensions.ts';
import {
  chosenIds,
  groupApiAuthorities,
  groupKey,
  groupTick,
  pickerCheckState,
  setGroup,
} from './apiAuthorityGroups.ts';
import { type ApiAuthorityRow, useApiAuthorities } from './authorityRows.ts';
import { type AuthT, useAuthT } from './strings.ts';
import { useScrollToHeld } from './useScrollToHeld.ts';
import './auth.css';

const TREE_HEIGHT = 440;

const methodColors: Record<string, string> = { GET: 'green', POST: 'blue', DELETE: 'red' };

function AuthorityTitle({ row, at }: { row: ApiAuthorityRow; at: AuthT }) {
  return (
    <span className="auth-api-node" data-testid="api-node" data-path={row.path} data-method={row.method}>
      <Tag color={methodColors[row.method]} className="auth-api-node__tag">
        {row.method}
      </Tag>
      <span>{row.name}</span>
      <Typography.Text type="secondary" className="auth-api-node__path">
        {row.path}
      </Typography.Text>
      {!row.need_login ? (
        <Tag color="orange" className="auth-api-node__tag">
          {at('apiPublic')}
        </Tag>
      ) : (
        !row.need_judge && <Tag className="auth-api-node__tag">{at('apiNoJudge')}</Tag>
      )}
    </span>
  );
}

export function ApiAuthorityPicker({ value, onChange, disabled }: FieldWidgetProps<number[] | null>) {
  const at = useAuthT();
  const catalogue = useApiAuthorities();
  const [search, setSearch] = useState('');
  // Until the operator opens or folds a group, the groups holding chosen APIs are open.
  const [expanded, setExpanded] = useState<string[] | null>(null);
  const rows = useMemo(() => catalogue.data ?? [], [catalogue.data]);
  const chosen = useMemo(() => new Set(value ?? []), [value]);
  const groups = useMemo(() => groupApiAuthorities(rows, search), [rows, search]);
  const firstHeld = groups.find((group) => group.rows.some((row) => chosen.has(row.id)));
  const { treeRef, touched } = useScrollToHeld(
    catalogue.data && firstHeld ? groupKey(firstHeld.prefix) : undefined,
  );

  if (catalogue.isPending) return <Skeleton active />;
  if (catalogue.isError) return <Alert type="error" showIcon title={catalogue.error.message} />;

  const treeData: DataNode[] = groups.map((group) => {
    const n = group.rows.filter((row) => chosen.has(row.id)).length;
    return {
      key: groupKey(group.prefix),
      title: (
        <span className="auth-api-node" data-testid="api-group" data-prefix={group.prefix}>
          <span>{group.prefix}</span>
          <Typography.Text type="secondary" className="auth-api-node__path">
            {n}/{group.rows.length}
          </Typography.Text>
        </span>
      ),
      children: group.rows.map((row) => ({
        key: String(row.id),
        isLeaf: true,
        title: <AuthorityTitle row={row} at={at} />,
      })),
    };
  });

  const change = (next: Set<number>) => {
    touched();
    onChange?.(chosenIds(rows, next));
  };
  const checkState = pickerCheckState(groups, chosen);
  const openByDefault = groups
    .filter((group) => groupTick(group, chosen) !== 'none')
    .map((group) => groupKey(group.prefix));

  return (
    <div className="auth-api-picker" data-testid="api-authority-picker">
      <Space wrap className="auth-tree-toolbar">
        <Input.Search
          allowClear
          placeholder={at('apiSearch')}
          value={search}
          onChange={(e) => {
            const typed = e.target.value;
            touched();
            setSearch(typed);
            // A search opens every group holding a match; clearing it goes back to the open groups of the role.
            setExpanded(
              typed.trim() ? groupApiAuthorities(rows, typed).map((g) => groupKey(g.prefix)) : null,
            );
          }}
          style={{ width: 300 }}
          data-testid="api-picker-search"
        />
        <Typography.Text type="secondary" data-testid="api-picker-count">
          {at('apiSelectedCount', { n: chosenIds(rows, chosen).length, total: rows.length })}
        </Typography.Text>
      </Space>
      {groups.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={at('apiNoMatch')} />
      ) : (
        <Tree
          ref={treeRef}
          checkable
          checkStrictly
          selectable={false}
          blockNode
          disabled={disabled}
          height={TREE_HEIGHT}
          treeData={treeData}
          checkedKeys={checkState}
          expandedKeys={expanded ?? openByDefault}
          onExpand={(keys) => {
            touched();
            setExpanded(keys.map(String));
          }}
          onCheck={(_keys, info) => {
            const key = String(info.node.key);
            const group = groups.find((g) => groupKey(g.prefix) === key);
            if (group) {
              // A partly chosen group becomes fully chosen; a fully chosen one is cleared.
              change(setGroup(chosen, group, groupTick(group, chosen) !== 'all'));
              return;
            }
            const next = new Set(chosen);
            if (info.checked) next.add(Number(key));
            else next.delete(Number(key));
            change(next);
          }}
        />
      )}
    </div>
  );
}
