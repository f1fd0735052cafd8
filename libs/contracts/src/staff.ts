/**
 * Staff roles and what each may do: the one table the API enforces (`@Permission` on every admin
 * route) and the admin remote reads to show a role only what it can use.
 */
export const STAFF_ROLES = ['owner', 'manager', 'fulfilment', 'support', 'finance'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const PERMISSIONS = [
  'orders.read',
  'orders.work',
  'orders.cancel',
  'orders.refund',
  'orders.delete',
  'catalog.write',
  'content.write',
  'coupons.write',
  'messages.staff',
  'invoices.read',
  'settings.write',
  'staff.manage',
  'audit.read',
  'analytics.read',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** Which roles hold each permission (the table, column by column). */
const HOLDERS: Record<Permission, readonly StaffRole[]> = {
  'orders.read': ['owner', 'manager', 'fulfilment', 'support', 'finance'],
  'orders.work': ['owner', 'manager', 'fulfilment'],
  'orders.cancel': ['owner', 'manager', 'support'],
  'orders.refund': ['owner', 'manager', 'finance'],
  'orders.delete': ['owner'],
  'catalog.write': ['owner', 'manager'],
  'content.write': ['owner', 'manager', 'support'],
  'coupons.write': ['owner', 'manager'],
  'messages.staff': ['owner', 'manager', 'fulfilment', 'support'],
  'invoices.read': ['owner', 'manager', 'finance'],
  'settings.write': ['owner', 'finance'],
  'staff.manage': ['owner'],
  'audit.read': ['owner', 'manager', 'finance'],
  'analytics.read': ['owner', 'manager', 'finance'],
};

const permissionsOf = (role: StaffRole): readonly Permission[] =>
  PERMISSIONS.filter((permission) => HOLDERS[permission].includes(role));

/** Each role's permissions, in the table's order (the session answer carries its row). */
export const ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly Permission[]>> = {
  owner: permissionsOf('owner'),
  manager: permissionsOf('manager'),
  fulfilment: permissionsOf('fulfilment'),
  support: permissionsOf('support'),
  finance: permissionsOf('finance'),
};

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/** Whether a staff member of `role` may do `permission`; no role (a buyer, a visitor) may do nothing. */
export function can(role: StaffRole | null | undefined, permission: Permission): boolean {
  return role != null && HOLDERS[permission].includes(role);
}

/** One staff member as `GET /api/staff` lists them. */
export interface StaffMemberJson {
  _id: string;
  username: string;
  email: string;
  role: StaffRole;
  active: boolean;
  twoFactor: boolean;
  lastSignInAt: string | null;
}

/** A staff member an order may be given to (`GET /api/staff/assignees`: active, with `orders.work`). */
export interface StaffAssigneeJson {
  _id: string;
  username: string;
  role: StaffRole;
}

/** A pending invitation (`POST` and `GET /api/staff/invitations`). */
export interface StaffInvitationJson {
  _id: string;
  email: string;
  role: StaffRole;
  expiresAt: string;
}

/** What the public invitation page shows (`GET /api/staff/invitations/:token`). */
export interface InvitationPreviewJson {
  email: string;
  role: StaffRole;
}

/** The 403 body of a staff member who lacks the route's permission. */
export interface PermissionErrorJson {
  statusCode: 403;
  code: 'AUTH.PERMISSION';
  permission: Permission;
  message: string;
  error: string;
}

/** Whether an account is staff (any role): the one test both the API and the front ends use. */
export function isStaff(user: { isAdmin?: boolean } | null | undefined): boolean {
  return user?.isAdmin === true;
}

/**
 * The permission each admin screen needs (by its path; `/admin` itself, the profile and the
 * settings page are for every staff member). The menus and the admin remote's routes read it.
 */
export const ADMIN_SCREEN_PERMISSIONS: Readonly<Record<string, Permission>> = {
  '/admin/orders': 'orders.read',
  '/admin/services': 'catalog.write',
  '/admin/add-service': 'catalog.write',
  '/admin/blogs': 'content.write',
  '/admin/add-blog': 'content.write',
  '/admin/galleries': 'content.write',
  '/admin/add-gallery': 'content.write',
  '/admin/coupons': 'coupons.write',
  '/admin/invoices': 'invoices.read',
  '/admin/settings/invoicing': 'invoices.read',
  '/admin/staff': 'staff.manage',
  '/admin/audit': 'audit.read',
  '/admin/analytics': 'analytics.read',
};

/** Whether the signed-in user (as the session answer gives it) holds `permission`. */
export function userCan(
  user: { isAdmin?: boolean; permissions?: readonly string[] } | null | undefined,
  permission: Permission,
): boolean {
  return isStaff(user) && (user?.permissions?.includes(permission) ?? false);
}

/** The permission an admin path needs: its own entry, or that of the screen it is under (`/admin/orders/:id`). */
export function adminScreenPermission(path: string): Permission | undefined {
  const key = Object.keys(ADMIN_SCREEN_PERMISSIONS)
    .filter((screen) => path === screen || path.startsWith(`${screen}/`))
    .sort((a, b) => b.length - a.length)[0];
  return key === undefined ? undefined : ADMIN_SCREEN_PERMISSIONS[key];
}
