import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, gt, inArray, isNotNull, lt, lte, or, sql, SQL } from 'drizzle-orm';
import type { OnChange } from '../audit/audit.service';
import { DATABASE } from '../db/database.module';
import { Database } from '../db/database';
import { awaitsMilestonePayment, FulfilmentStage, stagesFor, STATUS_OF_STAGE } from './order-lifecycle';
import { at, changeOrder } from './order-changes.repository';
import {
  OrderMilestoneRow,
  orderMilestones,
  OrderRow,
  orders,
  StoredDelivery,
  StoredRequirement,
  StoredRevisionRequest,
} from './orders.schema';

/** The stages of work still to be done on the milestone in progress. */
const OPEN_STAGES: readonly FulfilmentStage[] = ['requirements', 'working', 'delivered', 'revision'];

/** The order's stage and the spec's status that goes with it, in one SET. */
const stageSet = (stage: FulfilmentStage) => ({ stage, orderStatus: STATUS_OF_STAGE[stage] });

/** `jsonb || item`: appends one element to a jsonb array column. */
const append = (
  column: SQL.Aliased | typeof orders.deliveries | typeof orders.revisionRequests,
  item: unknown,
) => sql`${column} || ${JSON.stringify([item])}::jsonb`;

/**
 * The moves of a paid order's work (order-lifecycle.ts): requirements, deliveries, revisions,
 * acceptance, a split order's unpaid milestones, and the timers' reads of the orders waiting on
 * them. Each move is one conditional update guarded by the stages it may start from, so of two
 * racing moves only one takes the row. Payment state, cancellation, reads and stats stay in
 * OrdersRepository.
 */
@Injectable()
export class OrderMovesRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** requirements -> working, by the order's buyer: the answers, and the due date from now. */
  async submitRequirements(
    id: string,
    buyerId: string,
    requirements: StoredRequirement[],
    now: Date,
  ): Promise<OrderRow | undefined> {
    const [row] = await this.db
      .update(orders)
      .set({
        ...stageSet('working'),
        requirements,
        requirementsSubmittedAt: now,
        dueAt: sql`${at(now)} + ${orders.deliveryDays} * interval '1 day'`,
      })
      .where(and(this.movable(id, 'submitRequirements'), eq(orders.buyerId, buyerId)))
      .returning();
    return row;
  }

  /**
   * working -> working, by the order's buyer: corrected answers while nothing has been delivered
   * (the due date stays as the first answers set it).
   */
  async correctRequirements(
    id: string,
    buyerId: string,
    requirements: StoredRequirement[],
  ): Promise<OrderRow | undefined> {
    const [row] = await this.db
      .update(orders)
      .set({ requirements })
      .where(
        and(
          this.movable(id, 'correctRequirements'),
          eq(orders.buyerId, buyerId),
          isNotNull(orders.requirementsSubmittedAt),
          sql`jsonb_array_length(${orders.deliveries}) = 0`,
        ),
      )
      .returning();
    return row;
  }

  /** working | revision -> delivered: the delivery, and when it is accepted by itself. */
  addDelivery(
    id: string,
    delivery: StoredDelivery,
    autoAcceptAt: Date,
    onChange?: OnChange<OrderRow>,
  ): Promise<OrderRow | undefined> {
    return changeOrder(this.db, id, onChange, {
      set: { ...stageSet('delivered'), deliveries: append(orders.deliveries, delivery), autoAcceptAt },
      where: this.movable(id, 'deliver'),
    });
  }

  /** delivered -> revision, by the buyer, while the package has revisions left. */
  async requestRevision(
    id: string,
    buyerId: string,
    request: StoredRevisionRequest,
  ): Promise<OrderRow | undefined> {
    const [row] = await this.db
      .update(orders)
      .set({
        ...stageSet('revision'),
        revisionRequests: append(orders.revisionRequests, request),
        revisionsUsed: sql`${orders.revisionsUsed} + 1`,
        autoAcceptAt: null,
      })
      .where(
        and(
          this.movable(id, 'requestRevision'),
          eq(orders.buyerId, buyerId),
          lt(orders.revisionsUsed, orders.revisionsAllowed),
        ),
      )
      .returning();
    return row;
  }

  /**
   * delivered -> completed: by the buyer (`buyerId`), or by itself (`dueBy`: only once
   * autoAcceptAt has passed). Only the caller that makes the change gets the row back.
   * On an order split into milestones, the milestone in progress is accepted in the same
   * transaction; while a later one waits for its payment the order stays `in progress` (see
   * orderMilestones), and `milestone` answers the one accepted.
   */
  async accept(
    id: string,
    by: { buyerId: string } | { dueBy: Date },
    now: Date,
  ): Promise<{ order: OrderRow; milestone?: OrderMilestoneRow } | undefined> {
    const more = sql`exists (select 1 from ${orderMilestones} where ${orderMilestones.orderId} = ${orders.id} and ${orderMilestones.status} = 'pending-payment')`;
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(orders)
        .set({
          stage: 'completed',
          orderStatus: sql`CASE WHEN ${more} THEN ${STATUS_OF_STAGE.working} ELSE ${STATUS_OF_STAGE.completed} END`,
          completedAt: now,
          autoAcceptAt: null,
          autoAccepted: !('buyerId' in by),
        })
        .where(
          and(
            this.movable(id, 'accept'),
            'buyerId' in by ? eq(orders.buyerId, by.buyerId) : lte(orders.autoAcceptAt, by.dueBy),
          ),
        )
        .returning();
      if (!row) return undefined;
      const [milestone] = await tx
        .update(orderMilestones)
        .set({ status: 'accepted', acceptedAt: now })
        .where(and(eq(orderMilestones.orderId, row.id), eq(orderMilestones.status, 'in-progress')))
        .returning();
      return { order: row, milestone };
    });
  }

  /**
   * Ends the milestones not paid yet: the buyer's stop after an accepted one (`buyerId`: only
   * while the next waits for its payment), or the admin's cancel of the unpaid rest (any time the
   * order runs). An order left with nothing to work on is completed. Undefined when nothing moved.
   */
  async cancelUnpaidMilestones(
    id: string,
    by: { buyerId: string } | { admin: true },
    now: Date,
    onChange?: OnChange<OrderRow>,
  ): Promise<{ order: OrderRow; cancelled: number } | undefined> {
    return this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
      if (!before || before.paymentStatus !== 'paid') return undefined;
      const waiting = awaitsMilestonePayment(before);
      const working = before.stage !== null && OPEN_STAGES.includes(before.stage);
      if ('buyerId' in by ? before.buyerId !== by.buyerId || !waiting : !waiting && !working)
        return undefined;
      const cancelled = await tx
        .update(orderMilestones)
        .set({ status: 'cancelled' })
        .where(and(eq(orderMilestones.orderId, id), eq(orderMilestones.status, 'pending-payment')))
        .returning();
      if (cancelled.length === 0) return undefined;
      const [order] = waiting
        ? await tx
            .update(orders)
            .set({ ...stageSet('completed'), completedAt: now })
            .where(eq(orders.id, id))
            .returning()
        : [before];
      await onChange?.(tx, before, order);
      return { order, cancelled: cancelled.length };
    });
  }

  /**
   * Delivered orders waiting for the buyer, soonest auto-acceptance first (for the timer sweeps);
   * with `dueBy`, only those whose auto-acceptance was due by then.
   */
  listAwaitingAcceptance(limit: number, after?: { at: Date; id: string }, dueBy?: Date): Promise<OrderRow[]> {
    return this.db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.stage, 'delivered'),
          isNotNull(orders.autoAcceptAt),
          dueBy ? lte(orders.autoAcceptAt, dueBy) : undefined,
          after
            ? sql`(${orders.autoAcceptAt}, ${orders.id}) > (${at(after.at)}, ${after.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(asc(orders.autoAcceptAt), asc(orders.id))
      .limit(limit);
  }

  /** Paid orders whose work is still open (reminders may be due), by id after `afterId`. */
  listOpenWork(limit: number, afterId?: string): Promise<OrderRow[]> {
    return this.db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.paymentStatus, 'paid'),
          or(
            inArray(orders.stage, [...OPEN_STAGES]),
            // Waiting for the payment of its next milestone (awaitsMilestonePayment).
            and(eq(orders.stage, 'completed'), eq(orders.orderStatus, 'in progress')),
          ),
          afterId ? gt(orders.id, afterId) : undefined,
        ),
      )
      .orderBy(asc(orders.id))
      .limit(limit);
  }

  /** The guard every move shares: this order, paid, in a stage the move may start from. */
  private movable(id: string, move: Parameters<typeof stagesFor>[0]): SQL | undefined {
    return and(eq(orders.id, id), eq(orders.paymentStatus, 'paid'), inArray(orders.stage, stagesFor(move)));
  }
}
