import type { RouteDeclaration } from '@market/contracts';

/** The paths this remote renders (routes.tsx), as the shell and the API read them from remotes.json. */
export const routes: RouteDeclaration[] = [
  '/orders',
  '/orders/:id',
  // Card and wallet payment return pages, named after the providers.
  '/payment-success',
  '/payment-cancel',
  '/paypal-success',
  '/paypal-cancel',
].map((path) => ({ path, access: 'user' }));
