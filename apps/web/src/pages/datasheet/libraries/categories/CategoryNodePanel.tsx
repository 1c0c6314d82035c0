/** The chosen category beside the tree: its fields, enable switch, and what can be done with it. */
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { categoryLevelOptions, categoryResource, detailUrl } from '@console/contract';
import { App, Button, Card, Descriptions, Empty, Popconfirm, Skeleton, Space, Switch, Tag } from 'antd';
import { Link } from 'react-router';
import { useT } from '../../../../i18n/index.ts';
import { deleteRows, enableRows, useFamilyMutation, useResourceRow } from '../../../../resources/api.ts';
import { Placeholder } from '../../../../shell/Placeholder.tsx';
import { useLocaleStore } from '../../../../stores/locale.ts';
import { useLibraryT } from '../strings.ts';
import { type CategoryTree, levelView, pathLabels } from './categoryTree.ts';

/** The deepest level: its categories take no children. */
export const DEEPEST_LEVEL = Math.max(...categoryLevelOptions.map((o) => Number(o.value)));

/** The datasheet list filtered to one category and everything below it (its `category_id` subtree filter). */
export const sheetsOfCategory = (id: number) => `/datasheet/list?category_id=${id}`;

interface CategoryNodePanelProps {
  id: number | undefined;
  tree: CategoryTree;
  onAddChild: (parentId: number, level: number) => void;
  onEdit: (id: number, level: number) => void;
  onDeleted: () => void;
}

export function CategoryNodePanel({ id, tree, onAddChild, onEdit, onDeleted }: CategoryNodePanelProps) {
  const t = useLibraryT();
  const tr = useT();
  const locale = useLocaleStore((s) => s.locale);
  const labelOf = (name: string) =>
    categoryResource.fields.find((f) => f.name === name)?.label[locale] ?? name;
  const { message } = App.useApp();
  const row = useResourceRow(categoryResource, id);
  const enable = useFamilyMutation(categoryResource, (enabled: boolean) =>
    enableRows(categoryResource, [id as number], enabled),
  );
  const del = useFamilyMutation(categoryResource, () => deleteRows(categoryResource, [id as number]));

  if (id === undefined) {
    return (
      <Card className="category-panel">
        <Empty description={t('treePickNode')} />
      </Card>
    );
  }
  if (row.isPending) {
    return (
      <Card className="category-panel">
        <Skeleton active />
      </Card>
    );
  }
  const data = row.data;
  if (!data) return null;
  const level = data.level;
  const option = categoryLevelOptions.find((o) => o.value === level);
  const node = tree.byId.get(id);
  const parentPath = node?.parent === null || !node ? [] : pathLabels(tree, node.parent);
  const name = data.name_zh;
  const detail = detailUrl(levelView(level), id);

  return (
    <Card
      className="category-panel"
      data-testid="category-panel"
      title={
        <Space>
          {name}
          {option && <Tag color={option.color}>{option.label[locale]}</Tag>}
        </Space>
      }
      extra={detail && <Link to={detail}>{t('treeOpenDetail')}</Link>}
    >
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'name_en', label: labelOf('name_en'), children: <Placeholder value={data.name_en} /> },
          {
            key: 'parent_id',
            label: labelOf('parent_id'),
            children: <Placeholder value={parentPath.join(' / ')} />,
          },
          { key: 'code', label: labelOf('code'), children: <Placeholder value={data.code} /> },
          { key: 'sort', label: labelOf('sort'), children: data.sort },
          { key: 'children', label: t('treeChildCount'), children: String(node?.children.length ?? 0) },
          {
            key: 'enabled',
            label: labelOf('enabled'),
            children: (
              <Switch
                size="small"
                checked={data.enabled}
                loading={enable.isPending}
                onChange={(checked) => enable.mutate(checked)}
                data-testid="category-enabled"
              />
            ),
          },
        ]}
      />
      <Space wrap className="category-panel__actions">
        <Button
          icon={<PlusOutlined />}
          disabled={level >= DEEPEST_LEVEL}
          title={level >= DEEPEST_LEVEL ? t('treeDeepest') : undefined}
          onClick={() => onAddChild(id, level + 1)}
          data-testid="category-add-child"
        >
          {t('treeAddChild')}
        </Button>
        <Button icon={<EditOutlined />} onClick={() => onEdit(id, level)} data-testid="category-edit">
          {tr('edit')}
        </Button>
        <Popconfirm
          title={t('treeDeleteConfirm', { name })}
          description={t('treeDeleteHint')}
          okButtonProps={{ danger: true, 'data-testid': 'category-delete-ok' }}
          onConfirm={async () => {
            // A refusal (children or sheets still use it) is shown by the request function with the server's
            // words; the confirmation closes either way.
            try {
              await del.mutateAsync(undefined);
            } catch {
              return;
            }
            message.success(t('treeDeleted', { name }));
            onDeleted();
          }}
        >
          <Button danger icon={<DeleteOutlined />} loading={del.isPending} data-testid="category-delete">
            {tr('delete')}
          </Button>
        </Popconfirm>
        <Link to={sheetsOfCategory(id)} data-testid="category-sheets">
          {t('treeSheets')}
        </Link>
      </Space>
    </Card>
  );
}
