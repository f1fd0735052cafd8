import { useLocation } from 'react-router-dom';
import { RemoteArea } from '@/components/remote-area';
import { NotFoundPage } from '@/features/static-pages/components/not-found-page';
import { RouteGuard, routeOwnerOf } from '@/routing';
import { useRemoteLoader } from './remote-loader';

/**
 * Every path the shell does not render itself: the owning remote (behind its access rule),
 * or the not-found page when no remote owns the path.
 */
export function RemoteRoute() {
  const { pathname } = useLocation();
  const owner = routeOwnerOf(pathname);
  const load = useRemoteLoader();
  if (!owner) return <NotFoundPage />;
  return (
    <RouteGuard access={owner.access}>
      <RemoteArea name={owner.remote} load={load} />
    </RouteGuard>
  );
}
