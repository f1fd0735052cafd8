import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, timestamptz } from '../db/columns';
import { users } from '../users/users.schema';
import { OFFER_STATUSES } from './offer-status';

/** One thread between a buyer and an admin; at most one per pair (the unique index makes "create" race-free). */
export const conversations = pgTable(
  'conversations',
  {
    id: idColumn(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastMessage: text('last_message').notNull().default(''),
    readByAdmin: boolean('read_by_admin').notNull().default(true),
    readByBuyer: boolean('read_by_buyer').notNull().default(true),
    createdAt: createdAtColumn(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversations_buyer_admin_key').on(t.buyerId, t.adminId),
    index('conversations_updated_at_idx').on(t.updatedAt),
    index('conversations_admin_idx').on(t.adminId),
    // The admins' unread badge: newest unread first without reading the read ones.
    index('conversations_unread_by_admin_idx')
      .on(t.updatedAt)
      .where(sql`read_by_admin = false`),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: idColumn(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    // clock_timestamp, not now(): two messages of one fast burst still sort in the order they were written.
    createdAt: timestamptz('created_at')
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [index('messages_conversation_created_idx').on(t.conversationId, t.createdAt)],
);

export const offers = pgTable(
  'offers',
  {
    id: idColumn(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    priceCents: integer('price_cents').notNull(),
    deliveryDays: integer('delivery_days').notNull(),
    /** Revisions the order of this offer includes (0 to 100, as a package's revisionNumber). */
    revisions: integer('revisions').notNull().default(1),
    status: text('status', { enum: OFFER_STATUSES }).notNull().default('pending'),
    /**
     * The offer split into milestones (issue 61 part 3), in order; empty when it is not. Their
     * prices and days add up to priceCents and deliveryDays (checked when the offer is made).
     */
    milestones: jsonb('milestones')
      .$type<StoredOfferMilestone[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: timestamptz('created_at')
      .notNull()
      .default(sql`clock_timestamp()`),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('offers_conversation_created_idx').on(t.conversationId, t.createdAt),
    index('offers_buyer_idx').on(t.buyerId),
    check('offers_price_positive', sql`${t.priceCents} > 0`),
    check('offers_delivery_positive', sql`${t.deliveryDays} >= 1`),
    check('offers_status_known', sql`${t.status} in ('pending', 'accepted', 'declined', 'withdrawn')`),
    check('offers_revisions_range', sql`${t.revisions} between 0 and 100`),
  ],
);

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type OfferRow = typeof offers.$inferSelect;

export interface StoredOfferMilestone {
  title: string;
  priceCents: number;
  deliveryDays: number;
}
