/** The role_details routes of the layout and API roles: one role screen each, with its own picker. */
import { apiRoleResource, layoutRoleResource } from '@console/contract';
import { ApiAuthorityPicker } from './ApiAuthorityPicker.tsx';
import { refreshOwnLayoutAuth } from './ownLayoutAuth.ts';
import { RoleDetails } from './RoleDetails.tsx';
import { RouteAuthorityTree } from './RouteAuthorityTree.tsx';

export function LayoutRoleDetailsPage() {
  return (
    <RoleDetails
      def={layoutRoleResource}
      AuthorityPicker={RouteAuthorityTree}
      afterSave={refreshOwnLayoutAuth}
    />
  );
}

export function ApiRoleDetailsPage() {
  return <RoleDetails def={apiRoleResource} AuthorityPicker={ApiAuthorityPicker} />;
}
