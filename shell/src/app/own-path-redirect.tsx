import { isStandIn, ownPathOf } from '@market/contracts';
import { useAuthUser } from '@market/api-client';
import { Navigate, useLocation } from '@market/router';

/**
 * A signed-in page is rendered once for every user of a role, as its stand-in: a link it made
 * with the stand-in's id (the header's profile link, followed before the page worked) is the
 * signed-in user's own. The API redirects such an address; this does it for the browser's router.
 */
export function OwnPathRedirect() {
  const user = useAuthUser();
  const { pathname, search, hash } = useLocation();
  if (!user || isStandIn(user)) return null;
  const own = ownPathOf(`${pathname}${search}`, user.id);
  return own === `${pathname}${search}` ? null : <Navigate to={`${own}${hash}`} replace />;
}
