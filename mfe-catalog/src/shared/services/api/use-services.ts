import { messageOf } from '@market/api-client';
import { useLoad } from '@market/ui';
import { listServices, type ServiceFilter, type ServicePage } from './services';

export type ServicesState =
  | { status: 'loading' }
  | { status: 'error'; message: string; retry: () => void }
  | ({ status: 'ready' } & ServicePage);

// The filter travels as its JSON text: callers build a new object on every render.
const loadByFilterText = (filterText: string) => listServices(JSON.parse(filterText) as ServiceFilter);

/** Loads the services matching a filter; a stale answer for an older filter is dropped. */
export function useServices(filter: ServiceFilter | null): ServicesState {
  const { state, reload } = useLoad(filter ? JSON.stringify(filter) : undefined, loadByFilterText);
  if (state.status === 'ready') return { status: 'ready', ...state.data };
  if (state.status === 'error') {
    return {
      status: 'error',
      message: messageOf(state.error, 'Failed to load services. Please try again.'),
      retry: reload,
    };
  }
  return state;
}
