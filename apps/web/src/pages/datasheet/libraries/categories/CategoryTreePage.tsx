/**
 * 全部分类 (/datasheet/categories/all): the whole three-level tree (`GET /v1_categories/tree`) with search and
 * each node's number of children; beside it the chosen category, to add a child under it (level and parent
 * set), edit, delete (refused by the server while children or sheets use it) and enable or disable. The forms
 * are the family's generic one, through the view of the level concerned.
 */
import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { categoryLevelOptions, categoryResource, type ResourceDef } from '@console/contract';
import {
  Alert,
  Button,
  Card,
  Col,
  Empty,
  Input,
  Row,
  Space,
  Spin,
  Tag,
  Tree,
  type TreeDataNode,
  Typography,
} from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '../../../../api/queries.ts';
import { familyKey, fetchList, useTreeOptions } from '../../../../resources/api.ts';
import { ResourceForm } from '../../../../resources/form/ResourceForm.tsx';
import { useLocaleStore } from '../../../../stores/locale.ts';
import { useLibraryT } from '../strings.ts';
import { CategoryNodePanel } from './CategoryNodePanel.tsx';
import { branchIds, buildCategoryTree, type CategoryNode, levelView, searchTree } from './categoryTree.ts';
import './categories.css';

/** Most disabled categories marked in the tree (one list page); more is not a tree anyone curates by hand. */
const DISABLED_MARKED = 100;

/** The ids of the disabled categories, to grey them out in the tree. */
function useDisabledIds() {
  return useQuery({
    queryKey: [...familyKey(categoryResource), 'disabled-ids'],
    queryFn: ({ signal }) =>
      fetchList(categoryResource, { page: 1, size: DISABLED_MARKED, enabled: 'false' }, signal),
    select: (page) => new Set(page.list.map((row) => row.id)),
  });
}

/** The label with the searched text marked. */
function highlighted(label: string, needle: string): ReactNode {
  const at = needle ? label.toLowerCase().indexOf(needle.toLowerCase()) : -1;
  if (at < 0) return label;
  return (
    <>
      {label.slice(0, at)}
      <mark className="category-tree__match">{label.slice(at, at + needle.length)}</mark>
      {label.slice(at + needle.length)}
    </>
  );
}

interface FormState {
  open: boolean;
  def: ResourceDef;
  id?: number;
  initial?: Record<string, unknown>;
}

export function CategoryTreePage() {
  const t = useLibraryT();
  const locale = useLocaleStore((s) => s.locale);
  const rows = useTreeOptions(categoryResource.key);
  const disabled = useDisabledIds();
  const tree = useMemo(() => buildCategoryTree(rows.data ?? []), [rows.data]);
  const [text, setText] = useState('');
  const search = useMemo(() => searchTree(tree.roots, text), [tree, text]);
  // Until the person opens or closes a branch, the first level is open (the second level in sight).
  const [expanded, setExpanded] = useState<number[] | null>(null);
  const [selected, setSelected] = useState<number>();
  const [form, setForm] = useState<FormState>({ open: false, def: categoryResource });

  const levelTag = (depth: number) => {
    const option = categoryLevelOptions.find((o) => o.value === depth);
    return option ? (
      <Tag color={option.color} className="category-tree__level">
        {option.label[locale]}
      </Tag>
    ) : null;
  };
  const toData = (nodes: readonly CategoryNode[]): TreeDataNode[] =>
    nodes.map((node) => ({
      key: node.id,
      title: (
        <span
          className={disabled.data?.has(node.id) ? 'category-tree__node is-disabled' : 'category-tree__node'}
          data-testid="category-node"
          data-id={node.id}
        >
          {levelTag(node.depth)}
          <span className="category-tree__label">{highlighted(node.label, text.trim())}</span>
          {node.children.length > 0 && (
            <span className="category-tree__count" data-testid="category-child-count">
              {node.children.length}
            </span>
          )}
          {disabled.data?.has(node.id) && <Tag className="category-tree__off">{t('treeDisabled')}</Tag>}
        </span>
      ),
      children: node.children.length ? toData(node.children) : undefined,
    }));

  const searching = text.trim() !== '';
  const expandedKeys = searching ? search.expanded : (expanded ?? tree.roots.map((n) => n.id));
  const openForm = (state: Omit<FormState, 'open'>) => setForm({ open: true, ...state });

  return (
    <div className="category-tree-page" data-testid="category-tree-page">
      <Card
        title={t('treeTitle')}
        extra={
          <Space wrap>
            <Typography.Text type="secondary">{t('treeLists')}</Typography.Text>
            {categoryResource.views.map((view) => (
              <Link key={view.route} to={view.route} data-testid="category-level-link">
                {view.label[locale]}
              </Link>
            ))}
          </Space>
        }
      >
        <Row gutter={24}>
          <Col xs={24} lg={14}>
            <Space wrap className="category-tree__toolbar">
              <Input
                allowClear
                prefix={<SearchOutlined />}
                placeholder={t('treeSearch')}
                value={text}
                onChange={(e) => setText(e.target.value)}
                style={{ width: 260 }}
                data-testid="category-search"
              />
              <Button onClick={() => setExpanded(branchIds(tree))} disabled={searching}>
                {t('treeExpandAll')}
              </Button>
              <Button onClick={() => setExpanded([])} disabled={searching}>
                {t('treeCollapseAll')}
              </Button>
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => openForm({ def: levelView(1) })}
                data-testid="category-add-root"
              >
                {t('treeAddRoot')}
              </Button>
              <Typography.Text type="secondary" data-testid="category-count">
                {searching
                  ? t('treeMatchCount', { n: search.matches, total: tree.byId.size })
                  : t('treeCount', { n: tree.byId.size })}
              </Typography.Text>
            </Space>
            {rows.isError ? (
              <Alert
                type="error"
                showIcon
                title={t('treeLoadFailed', { msg: rows.error instanceof Error ? rows.error.message : '' })}
              />
            ) : rows.isPending ? (
              <Spin />
            ) : tree.roots.length === 0 ? (
              <Empty description={t('treeEmpty')} />
            ) : searching && search.roots.length === 0 ? (
              <Empty description={t('treeNoMatch')} />
            ) : (
              <Tree
                blockNode
                showLine
                className="category-tree"
                data-testid="category-tree"
                treeData={toData(search.roots)}
                expandedKeys={expandedKeys}
                onExpand={(keys) => setExpanded(keys.map(Number))}
                selectedKeys={selected === undefined ? [] : [selected]}
                onSelect={(keys) => setSelected(keys.length ? Number(keys[0]) : undefined)}
              />
            )}
          </Col>
          <Col xs={24} lg={10}>
            <CategoryNodePanel
              id={selected !== undefined && tree.byId.has(selected) ? selected : undefined}
              tree={tree}
              onAddChild={(parentId, level) =>
                openForm({ def: levelView(level), initial: { parent_id: parentId } })
              }
              onEdit={(id, level) => openForm({ def: levelView(level), id })}
              onDeleted={() => setSelected(undefined)}
            />
          </Col>
        </Row>
      </Card>
      <ResourceForm
        def={form.def}
        open={form.open}
        id={form.id}
        initialValues={form.initial}
        onClose={() => setForm((f) => ({ ...f, open: false }))}
        onSaved={(row) => {
          // A new child is shown at once: its parent opens and it is the one chosen.
          if (form.id === undefined) {
            const parent = typeof row.parent_id === 'number' ? row.parent_id : undefined;
            if (parent !== undefined)
              setExpanded((keys) => [...new Set([...(keys ?? tree.roots.map((n) => n.id)), parent])]);
            setSelected(row.id);
          }
        }}
      />
    </div>
  );
}
