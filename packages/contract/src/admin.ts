/** The role of an admin account: a super admin sees and may do everything, an admin what its roles grant. */
export const AdminRole = { superAdmin: 'super_admin', admin: 'admin' } as const;
export type AdminRole = (typeof AdminRole)[keyof typeof AdminRole];
export const adminRoles = [AdminRole.superAdmin, AdminRole.admin] as const;
