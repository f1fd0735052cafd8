import { createHash } from 'node:crypto';
import type { AuditEventJson } from '@market/contracts';

/** The chain's first `prevHash`. */
export const GENESIS_HASH = '0'.repeat(64);

/** JSON with object keys sorted at every level: jsonb does not keep key order, so hashes are taken over this. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.keys(value as object)
      .sort()
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** SHA-256 over an event (every field but its own hash) and the hash of the event before it. */
export function auditHash(event: Omit<AuditEventJson, 'hash'>): string {
  return createHash('sha256').update(canonical(event)).digest('hex');
}
