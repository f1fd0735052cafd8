import { Injectable, Logger } from '@nestjs/common';
import { AnalyticsClock } from './analytics-clock';
import { logContext } from '../observability/log-context';
import { AnalyticsRepository } from './analytics.repository';
import { HitCounter } from './hit-counter';
import { DIRECT } from './hit';

/** What the figures read of an order (the orders module's `Order` has all of it). */
export interface OrderFacts {
  id: string;
  serviceId: string | null;
  /** What the buyer paid and the tax in it, in cents (as invoiced). */
  priceCents: number;
  taxCents: number;
  couponId: string | null;
  discountCents: number;
  dueAt: Date | null;
  deliveries: readonly { createdAt: string }[];
  revisionsUsed: number;
}

/** A refund with its credit note, in cents. */
export interface RefundFacts {
  id: string;
  netCents: number;
  taxCents: number;
}

/**
 * The business side of the figures, from the order lifecycle: a checkout started, an order paid
 * (its invoice's amounts, its coupon, credited to the source its checkout came from), completed
 * (late or revised), refunded (in the day of the credit note). Each event counts once, however
 * often it is told, and never fails the step that told it.
 */
@Injectable()
export class OrderFigures {
  private readonly logger = new Logger('OrderFigures');

  constructor(
    private readonly repo: AnalyticsRepository,
    private readonly hits: HitCounter,
    private readonly clock: AnalyticsClock,
  ) {}

  /** In the buyer's checkout request: the day's visitor it came from gives the order's source. */
  async checkoutStarted(order: OrderFacts): Promise<void> {
    await this.safely('checkout', order.id, async () => {
      const context = logContext.getStore();
      const visitor = await this.hits.visitorNow(context?.ip, context?.userAgent);
      const day = this.today();
      const source = visitor ? await this.repo.visitorSource(visitor.day, visitor.visitor) : null;
      await this.repo.onceEvent('checkout', order.id, day, source ?? DIRECT, async (tx) => {
        await this.repo.addToDay(tx, day, { checkouts: 1 });
        if (order.serviceId) await this.repo.addToService(tx, day, order.serviceId, { checkouts: 1 });
      });
    });
  }

  async paid(order: OrderFacts): Promise<void> {
    await this.safely('paid', order.id, async () => {
      const day = this.today();
      const source = (await this.repo.checkoutSource(order.id)) ?? DIRECT;
      const grossCents = order.priceCents - order.taxCents;
      await this.repo.onceEvent('paid', order.id, day, null, async (tx) => {
        await this.repo.addToDay(tx, day, {
          orders: 1,
          grossCents,
          taxCents: order.taxCents,
          ...(order.couponId ? { couponOrders: 1, couponDiscountCents: order.discountCents } : {}),
        });
        if (order.serviceId)
          await this.repo.addToService(tx, day, order.serviceId, { orders: 1, grossCents });
        await this.repo.addToSource(tx, day, source, { orders: 1 });
      });
    });
  }

  async completed(order: OrderFacts): Promise<void> {
    await this.safely('completed', order.id, async () => {
      const day = this.today();
      const firstDelivery = order.deliveries[0]?.createdAt;
      const late =
        order.dueAt !== null && firstDelivery !== undefined && new Date(firstDelivery) > order.dueAt;
      const revised = order.revisionsUsed > 0;
      await this.repo.onceEvent('completed', order.id, day, null, async (tx) => {
        await this.repo.addToDay(tx, day, { completed: 1 });
        if (order.serviceId) {
          await this.repo.addToService(tx, day, order.serviceId, {
            completed: 1,
            late: late ? 1 : 0,
            revised: revised ? 1 : 0,
          });
        }
      });
    });
  }

  /** A refund lowers the net revenue of the day its credit note was issued (not the order's). */
  async refunded(order: Pick<OrderFacts, 'id' | 'serviceId'>, refund: RefundFacts): Promise<void> {
    await this.safely('refund', refund.id, async () => {
      const day = this.today();
      await this.repo.onceEvent('refund', refund.id, day, null, async (tx) => {
        await this.repo.addToDay(tx, day, { refundCents: refund.netCents, taxCents: -refund.taxCents });
        if (order.serviceId) {
          await this.repo.addToService(tx, day, order.serviceId, { refundCents: refund.netCents });
        }
      });
    });
  }

  private today(): string {
    return this.clock.today();
  }

  private async safely(kind: string, ref: string, count: () => Promise<void>): Promise<void> {
    try {
      await count();
    } catch (error) {
      this.logger.error(`The ${kind} of ${ref} was not counted: ${(error as Error).message}`);
    }
  }
}
