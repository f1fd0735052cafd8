import { useEffect, useState } from 'react';
import { messageOf } from '@market/api-client';
import { listServices, type Service, type ServiceFilter } from '../api/services';

export type ServicesState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; services: Service[] };

/** Loads the services matching a filter; a new filter cancels the previous request. */
export function useServices(filter: ServiceFilter | null): ServicesState {
  const [state, setState] = useState<ServicesState>({ status: 'loading' });
  const key = JSON.stringify(filter);
  useEffect(() => {
    if (!filter) return undefined;
    const controller = new AbortController();
    setState({ status: 'loading' });
    listServices(filter, controller.signal).then(
      (services) => setState({ status: 'ready', services }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', message: messageOf(error, 'Failed to load services.') });
      },
    );
    return () => controller.abort();
  }, [key]);
  return state;
}
