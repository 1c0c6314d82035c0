/**
 * A cascading picker of a tree family's rows (categories: 工程塑料 › 聚酰胺 PA › PA66). Any level may be
 * chosen; with `multiple`, a chosen parent stands for its whole subtree (the list filter includes children).
 * Its value is row ids, as the API takes them; the cascader's paths are derived from the tree.
 */
import { type TreeOption, treePaths } from '@console/contract';
import { Cascader } from 'antd';
import { useMemo } from 'react';
import { useT } from '../i18n/index.ts';
import { useTreeOptions } from './api.ts';

interface CascaderNode {
  value: number;
  label: string;
  children?: CascaderNode[];
  disabled?: boolean;
}

export interface TreeIndex {
  roots: CascaderNode[];
  /** Each row's path from its root, ids. */
  pathOf: Map<number, number[]>;
  /** Each row's path from its root, labels ("工程塑料 / 聚酰胺 PA / PA66"). */
  labelsOf: Map<number, string[]>;
}

/** The cascader's nested options and each row's path, from the flat rows of `GET {base}/tree`. Pure. */
export function indexTree(rows: readonly TreeOption[]): TreeIndex {
  const nodes = new Map<number, CascaderNode>(
    rows.map((row) => [row.value, { value: row.value, label: row.label }]),
  );
  const roots: CascaderNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.value) as CascaderNode;
    const parent = row.parent === null ? undefined : nodes.get(row.parent);
    if (parent) parent.children = [...(parent.children ?? []), node];
    else roots.push(node);
  }
  const pathOf = treePaths(rows);
  const labelsOf = new Map(
    [...pathOf].map(([id, path]) => [id, path.map((step) => nodes.get(step)?.label ?? String(step))]),
  );
  return { roots, pathOf, labelsOf };
}

/**
 * The tree cut at `depth` (1: the roots): only its nodes there can be chosen, the ones above only lead to them
 * (a branch that never reaches that depth is shown disabled). Pure.
 */
export function nodesAtDepth(roots: readonly CascaderNode[], depth: number, level = 1): CascaderNode[] {
  return roots.map((node) => {
    if (level >= depth) return { value: node.value, label: node.label };
    const children = nodesAtDepth(node.children ?? [], depth, level + 1);
    return children.length
      ? { value: node.value, label: node.label, children }
      : { value: node.value, label: node.label, disabled: true };
  });
}

export function useTreeIndex(target: string) {
  const tree = useTreeOptions(target);
  const index = useMemo(() => indexTree(tree.data ?? []), [tree.data]);
  return { index, loading: tree.isFetching };
}

interface TreeSelectControlProps {
  target: string;
  multiple?: boolean;
  value?: number | number[] | null;
  onChange?: (value: number | number[] | null) => void;
  disabled?: boolean;
  id?: string;
  'data-testid'?: string;
  /** Its name where no form label points at it. */
  'aria-label'?: string;
  /** Only rows this deep can be chosen (1: the roots): a category's parent is one level up. */
  depth?: number;
}

export function TreeSelectControl({
  target,
  multiple,
  value,
  onChange,
  depth,
  ...rest
}: TreeSelectControlProps) {
  const t = useT();
  const { index, loading } = useTreeIndex(target);
  const options = useMemo(
    () => (depth === undefined ? index.roots : nodesAtDepth(index.roots, depth)),
    [index.roots, depth],
  );
  const ids = value === null || value === undefined ? [] : Array.isArray(value) ? value : [value];
  const paths = ids.map((id) => index.pathOf.get(id) ?? [id]);
  const common = {
    ...rest,
    options,
    loading,
    allowClear: true,
    // Any level may be chosen, unless one depth is asked for: then only its rows (the leaves of the cut tree).
    changeOnSelect: depth === undefined,
    showSearch: true,
    placeholder: t('searchToPick'),
    style: { minWidth: 220 },
    notFoundContent: loading ? t('loading') : t('noOptions'),
  };
  if (multiple) {
    return (
      <Cascader<CascaderNode, 'value'>
        {...common}
        multiple
        maxTagCount="responsive"
        showCheckedStrategy={Cascader.SHOW_PARENT}
        value={paths}
        onChange={(next) => onChange?.((next ?? []).map((path) => Number(path[path.length - 1])))}
      />
    );
  }
  return (
    <Cascader<CascaderNode>
      {...common}
      value={paths[0]}
      onChange={(next) => onChange?.(next?.length ? Number(next[next.length - 1]) : null)}
    />
  );
}
