import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { parseRemotesManifest, type RemotesManifest } from '@market/contracts';

export const REMOTES_MANIFEST_URL = '/remotes.json';
/** Written by the server into a page it rendered (backend public-pages, REMOTES_DATA_ID). */
const REMOTES_DATA_ID = 'remotes-manifest';

/** Each remote exposes `./Routes`: a component rendering that remote's <Routes>. */
export async function loadRemoteRoutes(name: string): Promise<{ default: ComponentType }> {
  const module = await loadRemote<{ default: ComponentType }>(`${name}/Routes`);
  if (!module?.default) throw new Error(`Remote ${name} did not expose Routes`);
  return module;
}

async function readManifest(): Promise<unknown> {
  // A server-rendered page carries the manifest it was rendered with: the same routes hydrate.
  const embedded = document.getElementById(REMOTES_DATA_ID)?.textContent;
  if (embedded) return JSON.parse(embedded);
  const response = await fetch(REMOTES_MANIFEST_URL, { cache: 'no-cache' });
  return response.ok ? response.json() : {};
}

/**
 * Reads the run-time remotes manifest and registers each remote. If it cannot be read, there are
 * no remote routes: their paths show the not-found page until the next load.
 */
export async function loadRemotesManifest(): Promise<RemotesManifest> {
  let manifest: RemotesManifest = {};
  try {
    manifest = parseRemotesManifest(await readManifest());
  } catch {
    // The shell's own pages still work without remotes.
  }
  registerRemotes(Object.entries(manifest).map(([name, { entry }]) => ({ name, entry })));
  return manifest;
}
