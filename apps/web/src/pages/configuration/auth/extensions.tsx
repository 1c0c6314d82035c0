import {
  adminUserResource,
  apiAuthorityResource,
  apiRoleResource,
  layoutRoleResource,
} from '@console/contract';
import { familyExtension, type ResourceExtensions } from '../../../resources/extensions.ts';
import { AdminUserAddForm } from './AdminUserAddForm.tsx';
import { AuthoritySwitchCell, NeedLoginWidget, SyncApisButton } from './ApiAuthorityControls.tsx';
import { ApiAuthorityPicker } from './ApiAuthorityPicker.tsx';
import { ResetPasswordAction } from './ResetPassword.tsx';
import { RouteAuthorityTree } from './RouteAuthorityTree.tsx';

/**
 * Additions of the auth screens to the generic resource screens, by resource key. The layout authority
 * screens are pages of their own (a tree of the route table, see pages.ts), not the generic ones.
 */
export const authExtensions: ResourceExtensions = {
  ...familyExtension(adminUserResource, {
    // An account is added with its password, through its own endpoint.
    addForm: AdminUserAddForm,
    rowActions: (row) => <ResetPasswordAction row={row} />,
  }),
  ...familyExtension(layoutRoleResource, {
    fieldWidgets: { authorities: RouteAuthorityTree },
  }),
  ...familyExtension(apiRoleResource, {
    fieldWidgets: { authorities: ApiAuthorityPicker },
  }),
  ...familyExtension(apiAuthorityResource, {
    toolbar: (ctx) => <SyncApisButton onSynced={ctx.reload} />,
    cells: {
      need_login: (row) => <AuthoritySwitchCell row={row} field="need_login" />,
      need_judge: (row) => <AuthoritySwitchCell row={row} field="need_judge" />,
    },
    fieldWidgets: { need_login: NeedLoginWidget },
  }),
};
