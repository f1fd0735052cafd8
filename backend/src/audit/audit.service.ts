import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  AUDIT_CSV_COLUMNS,
  AuditEventJson,
  AuditValues,
  AuditVerifyJson,
  StaffRole,
} from '@market/contracts';
import { csvHeader, csvRow } from '../common/csv';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/app-config';
import { logContext } from '../observability/log-context';
import { auditHash, canonical, GENESIS_HASH } from './audit-hash';
import { AuditFilter, AuditRepository, Transaction } from './audit.repository';
import { AuditEventRow } from './audit.schema';

export type { Transaction } from './audit.repository';

/** Who did it: a signed-in user (`SessionUser` fits), or a name typed at a failed sign-in. */
export interface AuditActor {
  id: string | null;
  username: string;
  role: StaffRole | null;
}

export interface AuditChange {
  action: string;
  target: { type: string; id: string };
  before?: AuditValues | null;
  after?: AuditValues | null;
}

/**
 * What a repository calls inside the transaction of a change, with the row before and after it
 * (`before` undefined for a create, `after` for a delete).
 */
export type OnChange<T> = (tx: Transaction, before: T | undefined, after: T | undefined) => Promise<void>;

/** Fields never written to the log, whatever a caller passes. */
const SECRET = /password|token|secret|hash|recovery|credential/i;

const withoutSecrets = (values: AuditValues | null | undefined): AuditValues | null => {
  if (!values) return null;
  const kept = Object.entries(values).filter(([key]) => !SECRET.test(key));
  return kept.length > 0 ? Object.fromEntries(kept) : null;
};

/**
 * Only the fields of `fields` whose value differs between two versions of a record, as the
 * `before`/`after` of an event.
 */
export function changedFields<T extends object>(
  before: T,
  after: T,
  fields: readonly (keyof T & string)[],
): { before: AuditValues; after: AuditValues } {
  const changed = fields.filter((field) => canonical(before[field]) !== canonical(after[field]));
  return {
    before: Object.fromEntries(changed.map((field) => [field, before[field]])),
    after: Object.fromEntries(changed.map((field) => [field, after[field]])),
  };
}

export function toAuditEventJson(row: AuditEventRow): AuditEventJson {
  return {
    _id: row.id,
    at: row.at.toISOString(),
    actor: { id: row.actorId, username: row.actorUsername, role: row.actorRole },
    action: row.action,
    target: { type: row.targetType, id: row.targetId },
    before: row.before,
    after: row.after,
    ip: row.ip,
    requestId: row.requestId,
    prevHash: row.prevHash,
    hash: row.hash,
  };
}

/**
 * The audit log. A module records a change with `record(tx, actor, change)` inside the transaction
 * that makes the change, so both commit or neither does.
 */
@Injectable()
export class AuditService {
  private readonly logger = new Logger('Audit');

  constructor(
    private readonly events: AuditRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Appends one event in `tx` (the change's own transaction). Address and request id come from the
   * request; `withAddress: false` leaves the address out (an event that must hold no personal data).
   */
  async record(
    tx: Transaction,
    actor: AuditActor,
    change: AuditChange,
    { withAddress = true }: { withAddress?: boolean } = {},
  ): Promise<void> {
    const context = logContext.getStore();
    const at = new Date();
    const event = {
      id: randomUUID(),
      at,
      actorId: actor.id,
      actorUsername: actor.username,
      actorRole: actor.role,
      action: change.action,
      targetType: change.target.type,
      targetId: change.target.id,
      before: withoutSecrets(change.before),
      after: withoutSecrets(change.after),
      ip: withAddress ? (context?.ip ?? null) : null,
      requestId: context?.requestId ?? null,
    };
    await this.events.append(
      tx,
      event,
      (prevHash) => auditHash(withoutHash({ ...event, seq: 0, prevHash, hash: '' })),
      GENESIS_HASH,
    );
  }

  /**
   * The `OnChange` of a create, update or delete of a record: one `action` event on `type` holding
   * the listed fields that changed (all of them for a create or delete); none when nothing changed.
   */
  changes<T extends { id: string }>(
    actor: AuditActor,
    action: string,
    type: string,
    fields: readonly (keyof T & string)[],
  ): OnChange<T> {
    const pick = (row: T) => Object.fromEntries(fields.map((field) => [field, row[field]]));
    return async (tx, before, after) => {
      const row = after ?? before;
      if (!row) return;
      const values =
        before && after
          ? changedFields(before, after, fields)
          : { before: before ? pick(before) : null, after: after ? pick(after) : null };
      if (before && after && Object.keys(values.after ?? {}).length === 0) return;
      await this.record(tx, actor, { action, target: { type, id: row.id }, ...values });
    };
  }

  /** An event that goes with no other change (a sign-in, an export), in a transaction of its own. */
  recordAlone(actor: AuditActor, change: AuditChange, options?: { withAddress?: boolean }): Promise<void> {
    return this.events.inTransaction((tx) => this.record(tx, actor, change, options));
  }

  list(filter: AuditFilter, page: number, limit: number) {
    return this.events.page(filter, (page - 1) * limit, limit).then(({ rows, total }) => ({
      rows: rows.map(toAuditEventJson),
      total,
    }));
  }

  /** Walks the chain: each event's hash over its content, and each `prevHash` the hash before it. */
  async verify(): Promise<AuditVerifyJson> {
    let previous: string | undefined;
    let events = 0;
    for await (const row of this.events.inOrder({})) {
      const linked = previous === undefined || row.prevHash === previous;
      if (!linked || auditHash(withoutHash(row)) !== row.hash) return { ok: false, brokenAt: row.id };
      previous = row.hash;
      events += 1;
    }
    return { ok: true, events };
  }

  /** The events of a period as CSV lines, header first, read in batches. */
  async *csv(filter: AuditFilter): AsyncGenerator<string> {
    yield csvHeader(AUDIT_CSV_COLUMNS);
    for await (const row of this.events.inOrder(filter)) {
      yield csvRow([
        row.at.toISOString(),
        row.actorUsername,
        row.actorRole ?? '',
        row.action,
        row.targetType,
        row.targetId,
        row.before ? JSON.stringify(row.before) : '',
        row.after ? JSON.stringify(row.after) : '',
        row.ip ?? '',
        row.requestId ?? '',
        row.hash,
      ]);
    }
  }

  /** Drops events older than AUDIT_KEEP_DAYS. */
  async prune(now = new Date()): Promise<number> {
    const removed = await this.events.deleteOlderThan(
      new Date(now.getTime() - this.config.auditKeepDays * 86_400_000),
    );
    if (removed > 0)
      this.logger.log(`Removed ${removed} audit events older than ${this.config.auditKeepDays} days`);
    return removed;
  }
}

/** The hashed content of an event: every field of its wire shape but the hash itself. */
function withoutHash(row: Omit<AuditEventRow, 'seq'> & { seq?: number }): Omit<AuditEventJson, 'hash'> {
  const { hash: _hash, ...event } = toAuditEventJson({ seq: 0, ...row });
  return event;
}
