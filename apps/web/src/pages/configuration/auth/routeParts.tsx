/** The pieces both layout authority screens show: a route (icon, name, full path) and the roles holding it. */
import { type Locale, layoutAuthorityResource } from '@console/contract';
import { Tag, Typography } from 'antd';
import { routeIconComponents } from '../../../shell/icons.ts';
import type { RouteTreeNode } from './routeTree.ts';
import type { AuthT } from './strings.ts';

/** The screen of one route, by path (readable in the tab strip, and valid before its row is synchronised). */
export function authorityDetailHref(path: string): string {
  return `${layoutAuthorityResource.detailRoute}?path=${encodeURIComponent(path)}`;
}

export function RouteIconOf({ node }: { node: Pick<RouteTreeNode, 'icon'> }) {
  const Icon = node.icon ? routeIconComponents[node.icon] : undefined;
  return Icon ? <Icon /> : null;
}

export interface RouteLabelProps {
  node: RouteTreeNode;
  locale: Locale;
  at: AuthT;
  /** Opens the route's own screen from its name. */
  onOpen?: () => void;
}

export function RouteLabel({ node, locale, at, onOpen }: RouteLabelProps) {
  const name = node.name[locale];
  return (
    <span className="auth-route-node" data-testid="authority-route" data-path={node.key}>
      <span className="auth-route-node__icon">
        <RouteIconOf node={node} />
      </span>
      {onOpen ? (
        <Typography.Link onClick={onOpen} data-testid="authority-open">
          {name}
        </Typography.Link>
      ) : (
        <span>{name}</span>
      )}
      <Typography.Text type="secondary" className="auth-route-node__path">
        {node.key}
      </Typography.Text>
      {node.hidden && <Tag className="auth-route-node__tag">{at('treeHiddenMark')}</Tag>}
    </span>
  );
}

export function RoleTags({ names, at }: { names: readonly string[]; at: AuthT }) {
  return (
    <span className="auth-role-tags" data-testid="authority-roles">
      {names.length === 0 ? (
        <Typography.Text type="secondary">{at('authNoRoles')}</Typography.Text>
      ) : (
        names.map((name) => (
          <Tag key={name} color="blue">
            {name}
          </Tag>
        ))
      )}
    </span>
  );
}
