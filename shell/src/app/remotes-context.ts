import { createContext, useContext, type ComponentType } from 'react';
import type { RemotesManifest } from '@market/contracts';

export type RemoteLoader = (name: string) => Promise<{ default: ComponentType }>;

/**
 * The remotes and the routes they declare, and how an area loads a remote's `Routes`: Module
 * Federation in the browser (bootstrap.tsx), the remotes' server builds on the server (server.tsx).
 */
export interface Remotes {
  manifest: RemotesManifest;
  load: RemoteLoader;
}

export const RemotesContext = createContext<Remotes>({
  manifest: {},
  load: (name) => Promise.reject(new Error(`No loader for the ${name} remote`)),
});

export function useRemotes(): Remotes {
  return useContext(RemotesContext);
}
