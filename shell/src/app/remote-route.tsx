import { useLocation } from '@market/router';
import { routeOwnerOf } from '@market/contracts';
import { RemoteArea } from '@/components/remote-area';
import { NotFoundPage } from '@/features/static-pages/components/not-found-page';
import { RouteGuard } from '@/routing';
import { useRemotes } from './remotes-context';

/**
 * Every path the shell does not render itself: the remote that declares it in the manifest
 * (behind the access rule it declares), or the not-found page when no remote does.
 */
export function RemoteRoute() {
  const { pathname } = useLocation();
  const { manifest, load } = useRemotes();
  const owner = routeOwnerOf(manifest, pathname);
  if (!owner) return <NotFoundPage />;
  return (
    <RouteGuard access={owner.access}>
      <RemoteArea name={owner.remote} load={load} />
    </RouteGuard>
  );
}
