/**
 * Milestones of a custom offer (issue 61 part 3): the admin splits an offer into 2–6 parts, each
 * paid, worked, delivered and accepted on its own under one parent order. The offer's price and
 * delivery time are the sums of its milestones'; the server checks that and charges from these rules.
 */

export const MIN_MILESTONES = 2;
export const MAX_MILESTONES = 6;
export const MAX_MILESTONE_TITLE = 120;

/** A milestone as the Create Offer form sends it and an offer reads it. */
export interface OfferMilestoneJson {
  title: string;
  /** In the shop's currency, at least 1. */
  price: number;
  /** Whole days, at least 1. */
  deliveryDays: number;
}

/**
 * Where a milestone of an order stands. Only one is `in-progress` at a time (the order's own
 * stage tells whether it is in work, delivered or in revision); the next one waits in
 * `pending-payment` until the buyer pays it.
 */
export const MILESTONE_STATUSES = ['pending-payment', 'in-progress', 'accepted', 'cancelled'] as const;
export type MilestoneStatus = (typeof MILESTONE_STATUSES)[number];

/** A milestone of an order (`OrderJson.milestones`, by position). */
export interface OrderMilestoneJson {
  /** 1 for the first. */
  position: number;
  title: string;
  /** In the shop's currency, before the tax when it is added on top. */
  price: number;
  deliveryDays: number;
  status: MilestoneStatus;
  paidAt: string | null;
  acceptedAt: string | null;
  /** The number of the invoice of its payment; null until paid. */
  invoiceNumber: string | null;
}

/** The sums a split must match: the offer's price (cents) and delivery time (days). */
export function milestoneSums(milestones: readonly { priceCents: number; deliveryDays: number }[]): {
  priceCents: number;
  deliveryDays: number;
} {
  return milestones.reduce(
    (sum, m) => ({
      priceCents: sum.priceCents + m.priceCents,
      deliveryDays: sum.deliveryDays + m.deliveryDays,
    }),
    { priceCents: 0, deliveryDays: 0 },
  );
}

/**
 * The milestone the buyer is asked to pay now: the first one waiting for its payment once every
 * one before it is accepted (none while one is in progress). Undefined when none is due.
 */
export function milestoneDue<M extends { status: MilestoneStatus }>(milestones: readonly M[]): M | undefined {
  const next = milestones.findIndex((m) => m.status !== 'accepted');
  const due = next >= 1 ? milestones[next] : undefined;
  return due?.status === 'pending-payment' ? due : undefined;
}

/**
 * The milestone an order's list names ("Milestone 2 of 3"): the one in progress or due, else the
 * last accepted one; undefined for an order without milestones.
 */
export function currentMilestone<M extends { status: MilestoneStatus }>(
  milestones: readonly M[],
): M | undefined {
  const open = milestones.find((m) => m.status === 'in-progress' || m.status === 'pending-payment');
  if (open) return open;
  return [...milestones].reverse().find((m) => m.status === 'accepted') ?? milestones[milestones.length - 1];
}
