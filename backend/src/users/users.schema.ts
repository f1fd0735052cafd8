import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { BillingJson, Locale, StaffRole } from '@market/contracts';
import { createdAtColumn, idColumn, timestamptz } from '../db/columns';

export const users = pgTable(
  'users',
  {
    id: idColumn(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    /** Set by the link mailed at registration and at each e-mail change; Google/GitHub accounts arrive verified. */
    emailVerified: boolean('email_verified').notNull().default(false),
    /** argon2id hash; null for accounts that only sign in through Google or GitHub. */
    passwordHash: text('password_hash'),
    country: text('country'),
    phone: text('phone'),
    img: text('img'),
    /** Every staff member, whatever their role (the spec's routes key on it). */
    isAdmin: boolean('is_admin').notNull().default(false),
    /** A staff member's role; null exactly for buyers (a CHECK keeps the two together). */
    staffRole: text('staff_role').$type<StaffRole>(),
    /** A deactivated staff member can neither sign in nor use a session opened before. */
    active: boolean('active').notNull().default(true),
    lastSignInAt: timestamptz('last_sign_in_at'),
    googleId: text('google_id'),
    githubId: text('github_id'),
    /** Bumped to end every session of the user (password reset). Carried in the JWT. */
    sessionVersion: integer('session_version').notNull().default(0),
    /** Billing details for invoices; copied into an order when it is paid. */
    billing: jsonb('billing').$type<BillingJson>(),
    /** The language the shop writes to them in (mails, notifications, invoices): `PUT /api/me/preferences`. */
    locale: text('locale').$type<Locale>().notNull().default('en'),
    /** ISO 4217 code prices are shown in; null: the shop's own (SHOP_CURRENCY). */
    currency: text('currency'),
    createdAt: createdAtColumn(),
    /** Set when the person deleted their account: the row stays (orders, messages name it), its personal data is gone. */
    deletedAt: timestamptz('deleted_at'),
  },
  (t) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_google_id_key').on(t.googleId),
    uniqueIndex('users_github_id_key').on(t.githubId),
    index('users_is_admin_idx').on(t.isAdmin),
  ],
);

export type UserRow = typeof users.$inferSelect;
