import type { RouteDeclaration } from '@market/contracts';

/** Everything under /admin (routes.tsx has its own not-found page), for admins only. */
export const routes: RouteDeclaration[] = [{ path: '/admin/*', access: 'admin' }];
