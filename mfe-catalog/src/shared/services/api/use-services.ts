import { useCallback, useEffect, useState } from 'react';
import { messageOf } from '@market/api-client';
import { listServices, type Service, type ServiceFilter } from './services';

export type ServicesState =
  | { status: 'loading' }
  | { status: 'error'; message: string; retry: () => void }
  | { status: 'ready'; services: Service[]; total: number };

/** Loads the services matching a filter; a new filter cancels the previous request. */
export function useServices(filter: ServiceFilter | null): ServicesState {
  const [state, setState] = useState<ServicesState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // The filter is compared by value, not by identity: callers build it on every render.
  const key = JSON.stringify(filter);
  useEffect(() => {
    if (!filter) return undefined;
    const controller = new AbortController();
    setState({ status: 'loading' });
    listServices(filter, controller.signal).then(
      ({ services, total }) => setState({ status: 'ready', services, total }),
      (error: unknown) => {
        if (!controller.signal.aborted) {
          setState({
            status: 'error',
            message: messageOf(error, 'Failed to load services. Please try again.'),
            retry,
          });
        }
      },
    );
    return () => controller.abort();
  }, [key, attempt, retry]);
  return state;
}
