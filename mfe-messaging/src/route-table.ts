import type { RouteDeclaration } from '@market/contracts';

/**
 * The paths this remote renders (routes.tsx), as the shell and the API read them from remotes.json.
 * Public: a visitor sees the remote's own sign-in prompt.
 */
export const routes: RouteDeclaration[] = [
  { path: '/messages', access: 'public' },
  { path: '/messages/:id', access: 'public' },
  { path: '/notifications', access: 'user' },
];
