import { Injectable } from '@nestjs/common';
import { isUUID } from 'class-validator';
import { awaitsMilestonePayment, isLate, WORKING_STAGES } from './order-lifecycle';
import type { ReminderGate } from '../notifications/notifications.service';
import { OrdersRepository } from './orders.repository';
import { Order } from './order';

/**
 * The keys of an order's reminders. Each names the state it reminds of (the delivery's
 * auto-accept time, the due date and the revision round), so a later state gets a reminder of
 * its own and a reminder of an earlier one is recognised as stale when it fires.
 */
export const orderReminderKeys = {
  requirements: (order: Order) => `order-requirements:${order.id}`,
  autoAcceptSoon: (order: Order) => `order-auto-accept-soon:${order.id}:${order.autoAcceptAt?.getTime()}`,
  dueSoon: (order: Order) => `order-due-soon:${order.id}:${order.dueAt?.getTime()}:${order.revisionsUsed}`,
  late: (order: Order) => `order-late:${order.id}:${order.dueAt?.getTime()}:${order.revisionsUsed}`,
  /** The next milestone waits for its payment; each milestone was delivered at least once. */
  milestonePayment: (order: Order) => `order-milestone-payment:${order.id}:${order.deliveries.length}`,
};

type ReminderKind =
  | 'order-requirements'
  | 'order-auto-accept-soon'
  | 'order-due-soon'
  | 'order-late'
  | 'order-milestone-payment';

/**
 * Whether an order's reminder still applies when it fires: the order is still where it was
 * when the reminder was scheduled (waiting for requirements; the same delivery waiting; the same
 * due date and revision round in work, not yet due or now late). Keys of other modules pass.
 */
@Injectable()
export class OrderReminderGate implements ReminderGate {
  constructor(private readonly repo: OrdersRepository) {}

  async stillDue(key: string, now: Date): Promise<boolean> {
    const [kind, id] = key.split(':') as [string, string | undefined];
    if (!isReminderKind(kind)) return true;
    const order = id && isUUID(id) ? await this.repo.findById(id) : undefined;
    if (!order || order.paymentStatus !== 'paid') return false;
    // The key this order would have now: equal only if nothing moved since it was scheduled.
    const current = orderReminderKeys[KEY_OF[kind]](order);
    if (!key.startsWith(current) || !/^(:|$)/.test(key.slice(current.length))) return false;
    const working = order.stage !== null && WORKING_STAGES.includes(order.stage);
    switch (kind) {
      case 'order-requirements':
        return order.stage === 'requirements';
      case 'order-auto-accept-soon':
        return order.stage === 'delivered' && order.autoAcceptAt !== null && order.autoAcceptAt > now;
      case 'order-due-soon':
        return working && order.dueAt !== null && order.dueAt > now;
      case 'order-late':
        return order.stage !== null && isLate({ stage: order.stage, dueAt: order.dueAt }, now);
      case 'order-milestone-payment':
        return awaitsMilestonePayment(order);
    }
  }
}

const KEY_OF: Record<ReminderKind, keyof typeof orderReminderKeys> = {
  'order-requirements': 'requirements',
  'order-auto-accept-soon': 'autoAcceptSoon',
  'order-due-soon': 'dueSoon',
  'order-late': 'late',
  'order-milestone-payment': 'milestonePayment',
};

function isReminderKind(kind: string): kind is ReminderKind {
  return kind in KEY_OF;
}
