import type { AuthUser } from '@market/api-client';
import { ROLE_PERMISSIONS, type StaffRole } from '@market/contracts';

/** A signed-in staff member of `role` as the session answer gives it (for tests and stories). */
export const staffUser = (role: StaffRole, id = `${role}1`): AuthUser => ({
  _id: id,
  id,
  username: role,
  isAdmin: true,
  role,
  permissions: [...ROLE_PERMISSIONS[role]],
});
