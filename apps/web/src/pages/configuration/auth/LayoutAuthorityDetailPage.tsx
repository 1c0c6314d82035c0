/**
 * `/configuration/auth/layout/authority_detail?path=` (or `?id=` of the layout_authority row): one route,
 * where it sits in the route tree, its sub-routes, the layout roles holding it with the same role picker as
 * the tree screen, and the change history of its row.
 */
import { ArrowLeftOutlined, EditOutlined } from '@ant-design/icons';
import { layoutAuthorityResource } from '@console/contract';
import {
  Alert,
  Breadcrumb,
  Button,
  Card,
  Descriptions,
  Result,
  Skeleton,
  Space,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ChangeHistory } from '../../../resources/ChangeHistory.tsx';
import { rowIdOf } from '../../../resources/RowScreen.tsx';
import { useLocaleStore } from '../../../stores/locale.ts';
import { AuthorityRolesEditor } from './AuthorityRolesEditor.tsx';
import { useLayoutHoldings } from './authorityRows.ts';
import { authorityDetailHref, RoleTags, RouteIconOf } from './routeParts.tsx';
import { ancestorsOf } from './routeTree.ts';
import { useAuthT } from './strings.ts';
import { useRouteTree } from './useRouteTree.ts';
import './auth.css';

export function LayoutAuthorityDetailPage() {
  const at = useAuthT();
  const locale = useLocaleStore((s) => s.locale);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const tree = useRouteTree();
  const holdings = useLayoutHoldings();
  const [editing, setEditing] = useState(false);
  const id = rowIdOf(undefined, search);
  const pathParam = search.get('path') ?? undefined;

  const back = (
    <Button
      icon={<ArrowLeftOutlined />}
      onClick={() => navigate(layoutAuthorityResource.route)}
      data-testid="detail-back"
    >
      {at('authBackToTree')}
    </Button>
  );
  if (id === undefined && !pathParam) {
    return (
      <Card>
        <Result
          status="warning"
          title={at('authMissingTarget')}
          extra={back}
          data-testid="detail-missing-id"
        />
      </Card>
    );
  }
  if (holdings.error) {
    return <Alert type="error" showIcon title={holdings.error.message} data-testid="detail-error" />;
  }
  if (!holdings.rows || !holdings.roles) return <Skeleton active />;
  const allRoles = holdings.roles;

  const row = holdings.rows.find((r) => (id !== undefined ? r.id === id : r.path === pathParam));
  const path = row?.path ?? (id === undefined ? pathParam : undefined);
  const node = path === undefined ? undefined : tree.byKey.get(path);
  if (path === undefined || (!row && !node)) {
    return (
      <Card>
        <Result status="404" title={at('authNotFound')} extra={back} data-testid="detail-not-found" />
      </Card>
    );
  }
  const nameOf = (key: string) => tree.byKey.get(key)?.name[locale] ?? key;
  const name = node ? node.name[locale] : row?.name || path;
  const roleNames = (row?.roles ?? []).map((rid) => allRoles.find((r) => r.id === rid)?.name ?? `#${rid}`);
  const ancestors = node ? ancestorsOf(tree, path).reverse() : [];
  const children = node ? (tree.childrenOf.get(path) ?? []) : [];
  const link = (key: string) => (
    <Typography.Link onClick={() => navigate(authorityDetailHref(key))} data-path={key}>
      {nameOf(key)}
    </Typography.Link>
  );

  return (
    <Space
      orientation="vertical"
      size={16}
      className="resource-detail auth-authority-detail"
      data-testid="authority-detail"
      data-path={path}
    >
      <div>{back}</div>
      <Card
        title={
          <span className="auth-route-node">
            {node && <RouteIconOf node={node} />}
            <span>{at('authDetailTitle', { name })}</span>
          </span>
        }
        extra={
          <Button
            type="primary"
            icon={<EditOutlined />}
            disabled={!row}
            onClick={() => setEditing(true)}
            data-testid="authority-edit-roles"
          >
            {at('authEditRoles')}
          </Button>
        }
      >
        {!row && <Alert type="warning" showIcon title={at('authNotSynced')} className="auth-stale-help" />}
        {row && !node && (
          <Alert type="info" showIcon title={at('authStaleHelp')} className="auth-stale-help" />
        )}
        <Descriptions column={1} bordered size="middle">
          <Descriptions.Item label={at('authPath')}>
            <Typography.Text copyable data-testid="authority-path">
              {path}
            </Typography.Text>
          </Descriptions.Item>
          {node && (
            <Descriptions.Item label={at('authPosition')}>
              <Breadcrumb
                data-testid="authority-position"
                items={[...ancestors.map((key) => ({ key, title: link(key) })), { key: path, title: name }]}
              />
            </Descriptions.Item>
          )}
          {node?.hidden && (
            <Descriptions.Item label={at('authHidden')}>
              <Tag>{at('treeHiddenMark')}</Tag>
            </Descriptions.Item>
          )}
          {node && (
            <Descriptions.Item label={at('authChildren')}>
              {children.length === 0 ? (
                <Typography.Text type="secondary">{at('authNoChildren')}</Typography.Text>
              ) : (
                <Space wrap size={[16, 4]} data-testid="authority-children">
                  {children.map((key) => (
                    <span key={key}>{link(key)}</span>
                  ))}
                </Space>
              )}
            </Descriptions.Item>
          )}
          <Descriptions.Item label={at('authRoles')}>
            <RoleTags names={roleNames} at={at} />
          </Descriptions.Item>
        </Descriptions>
      </Card>
      {row && <ChangeHistory def={layoutAuthorityResource} id={row.id} />}
      <AuthorityRolesEditor
        tree={tree}
        target={editing ? row : undefined}
        title={name}
        onClose={() => setEditing(false)}
      />
    </Space>
  );
}
