import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** The sealed form's prefix: its format's version (a base32 TOTP secret never holds a dot). */
const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A sealed value that does not open with this key (another key, a changed byte, another owner). */
export class SecretUnreadableError extends Error {
  constructor() {
    super('The stored secret cannot be opened with the configured key');
    this.name = 'SecretUnreadableError';
  }
}

/** Whether a stored value is in the sealed form (a value of an older version is plain). */
export const isSealed = (stored: string): boolean => stored.startsWith(`${VERSION}.`);

/**
 * AES-256-GCM over `plain`, bound to `context` (the owner's id, as additional data: a sealed
 * value copied onto another row does not open). Stored as `v1.<iv>.<tag>.<ciphertext>` (base64url).
 */
export function seal(key: Buffer, plain: string, context: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), body]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The plain value of `seal(key, plain, context)`; throws SecretUnreadableError otherwise. */
export function open(key: Buffer, sealed: string, context: string): string {
  const parts = sealed.split('.');
  if (parts.length !== 4 || parts[0] !== VERSION) throw new SecretUnreadableError();
  const [iv, tag, body] = parts.slice(1).map((part) => Buffer.from(part, 'base64url'));
  if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new SecretUnreadableError();
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    throw new SecretUnreadableError();
  }
}
