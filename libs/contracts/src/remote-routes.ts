/**
 * The run-time manifest of remotes (`/remotes.json`) and the routes each remote declares in it.
 * A remote lists its own path patterns (its server build exports `routes`); the API puts them
 * beside the remote's entry URL; the shell, in the browser and on the server, sends a path to the
 * remote that declares it. So a remote adds a page without a shell release.
 */

/** Who may open a route: anyone, a signed-in user (else sign-in), an admin (else home). */
export type RouteAccess = 'public' | 'user' | 'admin';

export interface RouteDeclaration {
  /**
   * Segments of the path: a literal (compared case-sensitively), `:name` for any one segment,
   * `:name(a|b|c)` for one of those values in any letter case (the page moves another spelling to
   * its own), and a last `*` for any number of further segments (none included).
   */
  path: string;
  access: RouteAccess;
}

export interface RemoteManifestEntry {
  /** URL of the remote's browser `remoteEntry.js`: https (loopback http), or a same-origin path. */
  entry: string;
  routes: RouteDeclaration[];
}

/** `/remotes.json`: remote name to its entry and routes. */
export type RemotesManifest = Record<string, RemoteManifestEntry>;

export interface RouteOwner {
  remote: string;
  access: RouteAccess;
}

const ACCESS: readonly RouteAccess[] = ['public', 'user', 'admin'];
const REMOTE_NAME = /^[a-z][a-z0-9_-]*$/;

/** 127.0.0.0/8, ::1 and localhost, as the URL parser spells them. */
const LOOPBACK_HOST = /^(127\.\d+\.\d+\.\d+|\[::1\]|localhost)$/;

/**
 * An entry URL whose code may be run (by the browser, and by the API for its server build): https,
 * or a path on this site. Plain http only on this machine (development, tests): anyone on the
 * way could otherwise swap the code.
 */
export function isEntryUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  if (/^\/(?![/\\])/.test(value)) return true;
  if (!/^https?:\/\//i.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return url.protocol === 'https:' || LOOPBACK_HOST.test(url.hostname);
}

function isRouteDeclaration(value: unknown): value is RouteDeclaration {
  const route = value as RouteDeclaration;
  return (
    typeof route === 'object' &&
    route !== null &&
    typeof route.path === 'string' &&
    route.path.startsWith('/') &&
    ACCESS.includes(route.access)
  );
}

/** The valid part of a manifest read from the wire: well-formed names, entries and routes only. */
export function parseRemotesManifest(value: unknown): RemotesManifest {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const manifest: RemotesManifest = {};
  for (const [name, raw] of Object.entries(value as Record<string, unknown>)) {
    const remote = raw as Partial<RemoteManifestEntry> | null;
    if (!REMOTE_NAME.test(name) || typeof remote !== 'object' || remote === null) continue;
    if (!isEntryUrl(remote.entry)) continue;
    const routes = Array.isArray(remote.routes) ? remote.routes.filter(isRouteDeclaration) : [];
    manifest[name] = { entry: remote.entry, routes };
  }
  return manifest;
}

function segmentsOf(path: string): string[] | undefined {
  const segments = path.split('/').filter(Boolean);
  try {
    return segments.map((segment) => decodeURIComponent(segment));
  } catch {
    return undefined;
  }
}

function segmentMatches(pattern: string, segment: string): boolean {
  if (!pattern.startsWith(':')) return pattern === segment;
  const choices = /^:[^(]+\((.*)\)$/.exec(pattern);
  return choices ? choices[1].split('|').includes(segment.toLowerCase()) : true;
}

/** Whether a declared pattern matches a path (without its query string). */
export function matchesRoute(pattern: string, pathname: string): boolean {
  const path = segmentsOf(pathname);
  if (!path) return false;
  const parts = pattern.split('/').filter(Boolean);
  const rest = parts[parts.length - 1] === '*';
  const fixed = rest ? parts.slice(0, -1) : parts;
  if (rest ? path.length < fixed.length : path.length !== fixed.length) return false;
  return fixed.every((part, index) => segmentMatches(part, path[index]));
}

/** The remote that declares a path, with its access rule; null when none does (the not-found page). */
export function routeOwnerOf(manifest: RemotesManifest, pathname: string): RouteOwner | null {
  for (const [remote, { routes }] of Object.entries(manifest)) {
    const route = routes.find((declared) => matchesRoute(declared.path, pathname));
    if (route) return { remote, access: route.access };
  }
  return null;
}
