import { createContext, useContext, type ComponentType } from 'react';
import type { RemoteName } from '@/routing';
import { loadRemoteRoutes } from './remotes';

export type RemoteLoader = (name: RemoteName) => Promise<{ default: ComponentType }>;

/** How a remote's routes are loaded: Module Federation in the browser, its server build on the server. */
export const RemoteLoaderContext = createContext<RemoteLoader>(loadRemoteRoutes);

export function useRemoteLoader(): RemoteLoader {
  return useContext(RemoteLoaderContext);
}
