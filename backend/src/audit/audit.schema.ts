import { bigserial, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { AuditValues, StaffRole } from '@market/contracts';
import { timestamptz } from '../db/columns';

/**
 * The shop's audit log: append-only (the repository only inserts, reads and prunes by age), each
 * row chained to the one before by `prev_hash`; `seq` is the chain's order.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    id: uuid('id').notNull().unique().defaultRandom(),
    at: timestamptz('at').notNull(),
    actorId: uuid('actor_id'),
    actorUsername: text('actor_username').notNull(),
    actorRole: text('actor_role').$type<StaffRole>(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before').$type<AuditValues>(),
    after: jsonb('after').$type<AuditValues>(),
    ip: text('ip'),
    requestId: text('request_id'),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [
    index('audit_events_at_idx').on(t.at),
    index('audit_events_action_idx').on(t.action),
    index('audit_events_actor_idx').on(t.actorId),
    index('audit_events_target_idx').on(t.targetType, t.targetId),
  ],
);

export type AuditEventRow = typeof auditEvents.$inferSelect;
