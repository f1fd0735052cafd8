import { useAuthUser } from '@market/api-client';
import { userCan, type Permission } from '@market/contracts';

/** Whether the signed-in staff member's role holds `permission`: what a screen shows follows it. */
export function useCan(permission: Permission): boolean {
  return userCan(useAuthUser(), permission);
}
