import type { ReactNode } from 'react';
import { Navigate } from '@market/router';
import { useAuthUser } from '@market/api-client';
import type { RouteAccess } from '@market/contracts';
import { accessRedirect } from './access-rules';

/** Renders its children only for users the access rule lets in; others are redirected. */
export function RouteGuard({
  access,
  enrolment,
  children,
}: {
  access: RouteAccess;
  /** The staff enrolment screen: open to a staff member who has no second factor yet. */
  enrolment?: boolean;
  children: ReactNode;
}) {
  const user = useAuthUser();
  const redirect = accessRedirect(access, user, { enrolment });
  if (redirect) return <Navigate to={redirect} replace />;
  return <>{children}</>;
}
