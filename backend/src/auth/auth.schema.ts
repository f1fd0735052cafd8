import { bigint, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, timestamptz } from '../db/columns';
import { users } from '../users/users.schema';

/** Password reset tokens, stored as SHA-256 hashes; single use, short-lived. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/**
 * One row per sign-in. The session cookie's JWT names its row (`sid`); signing out or changing
 * the password revokes rows, so a copied cookie stops working at once, not at its expiry.
 */
export const userSessions = pgTable(
  'user_sessions',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    createdAt: createdAtColumn(),
    /** What the sessions list shows: the browser and address that signed in, and when it was last used. */
    userAgent: text('user_agent'),
    ip: text('ip'),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
  },
  (t) => [index('user_sessions_user_idx').on(t.userId), index('user_sessions_expires_idx').on(t.expiresAt)],
);

/** E-mail verification links, stored as SHA-256 hashes; single use, short-lived, bound to one address. */
export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [index('email_verification_tokens_user_idx').on(t.userId)],
);

/**
 * A user's TOTP authenticator (RFC 6238). Written at setup with `enabled_at` null; the first code
 * that checks out enables it. `last_time_step` is the step of the last accepted code: a code of
 * that step or an older one is refused, so each code is accepted once.
 */
export const userTotp = pgTable('user_totp', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  enabledAt: timestamptz('enabled_at'),
  lastTimeStep: bigint('last_time_step', { mode: 'number' }),
  createdAt: createdAtColumn(),
});

/** Single-use recovery codes, stored as SHA-256 hashes; shown once when TOTP is enabled. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull().unique(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/** WebAuthn credentials (passkeys): the public key and signature counter of each. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** base64url, as WebAuthn names the credential. */
    credentialId: text('credential_id').notNull().unique(),
    /** base64url of the COSE public key. */
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    name: text('name').notNull(),
    createdAt: createdAtColumn(),
    lastUsedAt: timestamptz('last_used_at'),
  },
  (t) => [index('passkeys_user_idx').on(t.userId)],
);

/**
 * A short-lived step of a sign-in or a passkey registration: the second step of a password (or
 * Google/GitHub) sign-in, named by the challenge cookie, and the WebAuthn challenge it was given.
 * Used once.
 */
export const authChallenges = pgTable(
  'auth_challenges',
  {
    id: idColumn(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<'second-factor' | 'passkey-sign-in' | 'passkey-register'>().notNull(),
    webauthnChallenge: text('webauthn_challenge'),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [index('auth_challenges_expires_idx').on(t.expiresAt)],
);
