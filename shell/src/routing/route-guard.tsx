import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useAuthUser } from '@market/api-client';
import { accessRedirect } from './access-rules';
import type { Access } from './route-owner';

/** Renders its children only for users the access rule lets in; others are redirected. */
export function RouteGuard({ access, children }: { access: Access; children: ReactNode }) {
  const user = useAuthUser();
  const redirect = accessRedirect(access, user);
  if (redirect) return <Navigate to={redirect} replace />;
  return <>{children}</>;
}
