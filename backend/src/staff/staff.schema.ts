import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { StaffRole } from '@market/contracts';
import { createdAtColumn, idColumn, timestamptz } from '../db/columns';
import { users } from '../users/users.schema';

/** Invitations to join the staff; the link's token is stored as a SHA-256 hash, usable once. */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: idColumn(),
    email: text('email').notNull(),
    role: text('role').$type<StaffRole>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamptz('expires_at').notNull(),
    acceptedAt: timestamptz('accepted_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [index('staff_invitations_email_idx').on(sql`lower(${t.email})`)],
);

export type StaffInvitationRow = typeof staffInvitations.$inferSelect;
