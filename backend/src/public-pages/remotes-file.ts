import { createHash } from 'node:crypto';
import { isEntryUrl } from '@market/contracts';

/** Where a remote's builds are, and the digest its server build must have when one is pinned. */
export interface RemoteSource {
  /** The browser's `remoteEntry.js`; the server build is `server/remoteEntry.js` beside it. */
  entry: string;
  /** `sha256-<base64>` of the server build: any other build is refused (never run). */
  integrity?: string;
}

/** A subresource-integrity digest of SHA-256 (44 base64 characters). */
const SHA256_INTEGRITY = /^sha256-[A-Za-z0-9+/]{43}=$/;
const REMOTE_NAME = /^[a-z][a-z0-9_-]*$/;

/** The `sha256-<base64>` of a server build's text, as the remotes file pins it. */
export function integrityOf(code: string): string {
  return `sha256-${createHash('sha256').update(code).digest('base64')}`;
}

/**
 * The remotes file (REMOTES_FILE): remote name to its entry URL, either plain
 * (`{"catalog": "https://cdn.example/catalog/v42/remoteEntry.js"}`) or with the integrity of its
 * server build (`{"catalog": {"entry": "…/remoteEntry.js", "integrity": "sha256-…"}}`). An
 * entry that is not https (plain http only from this machine) or a same-origin path, or whose
 * integrity is not a SHA-256 digest, is left out and named in `refused`.
 */
export function parseRemotesFile(text: string): { sources: Record<string, RemoteSource>; refused: string[] } {
  const parsed: unknown = JSON.parse(text);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error('is not a JSON object of remote names');
  }
  const sources: Record<string, RemoteSource> = {};
  const refused: string[] = [];
  for (const [name, value] of Object.entries(parsed as Record<string, unknown>)) {
    const source = sourceOf(value);
    if (REMOTE_NAME.test(name) && source) sources[name] = source;
    else refused.push(name);
  }
  return { sources, refused };
}

function sourceOf(value: unknown): RemoteSource | undefined {
  if (isEntryUrl(value)) return { entry: value };
  if (typeof value !== 'object' || value === null) return undefined;
  const { entry, integrity } = value as { entry?: unknown; integrity?: unknown };
  if (!isEntryUrl(entry)) return undefined;
  if (integrity === undefined) return { entry };
  return typeof integrity === 'string' && SHA256_INTEGRITY.test(integrity) ? { entry, integrity } : undefined;
}
