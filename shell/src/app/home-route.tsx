import { Navigate } from '@market/router';
import { useAuthUser } from '@market/api-client';
import { HomePage } from '@/features/home';
import { rootRedirect } from '@/routing';

/** Visitors see the home page; a signed-in user opening / goes to /admin or /service-list. */
export function HomeRoute() {
  const redirect = rootRedirect(useAuthUser());
  return redirect ? <Navigate to={redirect} replace /> : <HomePage />;
}
