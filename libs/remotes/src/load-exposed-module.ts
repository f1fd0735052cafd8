import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { parseRemotesManifest } from '@market/contracts';

/** The run-time manifest of remotes (their entries and routes), served by the API. */
export const REMOTES_MANIFEST_URL = '/remotes.json';

const registrations = new Map<string, Promise<void>>();

/**
 * A remote's own federation instance starts with no remotes: register the one asked for from the
 * same run-time map the shell reads, so a redeployed remote is found without rebuilding this one.
 * A failure is forgotten, so the next attempt (a Retry) reads the map again.
 */
function register(remote: string): Promise<void> {
  let registration = registrations.get(remote);
  if (!registration) {
    registration = (async () => {
      const response = await fetch(REMOTES_MANIFEST_URL, { cache: 'no-cache' });
      if (!response.ok) throw new Error(`${REMOTES_MANIFEST_URL} answered ${response.status}`);
      const entry = parseRemotesManifest(await response.json())[remote]?.entry;
      if (!entry) throw new Error(`No ${remote} remote in ${REMOTES_MANIFEST_URL}`);
      registerRemotes([{ name: remote, entry }]);
    })();
    registrations.set(remote, registration);
    registration.catch(() => registrations.delete(remote));
  }
  return registration;
}

/**
 * What another remote exposes, e.g. `loadExposedModule('checkout', 'PaymentChooser')`, loaded on
 * first use so its code never ships inside this remote. Rejects when it cannot be loaded.
 */
export async function loadExposedModule<T extends object>(remote: string, exposed: string): Promise<T> {
  await register(remote);
  const module = await loadRemote<T>(`${remote}/${exposed}`);
  if (!module) throw new Error(`${remote} did not expose ${exposed}`);
  return module;
}
