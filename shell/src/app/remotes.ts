import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RemoteName } from '@/routing';

export const REMOTES_MANIFEST_URL = '/remotes.json';

/** Keeps only known remote names with an http(s) or same-origin entry URL. */
export function parseRemotesManifest(value: unknown): { name: RemoteName; entry: string }[] {
  if (typeof value !== 'object' || value === null) return [];
  return REMOTE_NAMES.flatMap((name) => {
    const entry = (value as Record<string, unknown>)[name];
    return typeof entry === 'string' && /^(https?:\/\/|\/)/.test(entry) ? [{ name, entry }] : [];
  });
}

/**
 * Reads the run-time remotes map and registers each remote. If the map cannot be read,
 * nothing is registered and every remote area shows its "temporarily unavailable" panel.
 */
export async function registerRemotesFromManifest(): Promise<void> {
  try {
    const response = await fetch(REMOTES_MANIFEST_URL, { cache: 'no-cache' });
    if (!response.ok) return;
    registerRemotes(parseRemotesManifest(await response.json()));
  } catch {
    // The shell still works without remotes: their areas show the retry panel.
  }
}

/** Each remote exposes `./Routes`: a component rendering that remote's <Routes>. */
export async function loadRemoteRoutes(name: RemoteName): Promise<{ default: ComponentType }> {
  const module = await loadRemote<{ default: ComponentType }>(`${name}/Routes`);
  if (!module?.default) throw new Error(`Remote ${name} did not expose Routes`);
  return module;
}
