/**
 * The work on a paid order, beside its status (see order-status.ts for the money and the
 * admin's status). One transition table; each transition is one conditional update in
 * OrdersRepository whose guard is the set of stages leading to it, so two requests (or two API
 * replicas) can never both move an order.
 *
 *   paid ──(questions)──▶ requirements ──answers──▶ working ──deliver──▶ delivered
 *                                  (corrected answers, before the first delivery: working ──▶ working)
 *   paid ──(none)──────────────────────────────────▶ working               │  ▲
 *                                        revision ◀──request (≤ allowed)───┘  │
 *                                        revision ──deliver───────────────────┘
 *   delivered ──accept (buyer, or by itself at autoAcceptAt)──▶ completed
 *   any ──admin "Mark as completed / cancelled"──▶ completed / cancelled
 */
import { FULFILMENT_STAGES, FulfilmentStage, isLate, OrderStatus, WORKING_STAGES } from '@market/contracts';
import { conflict } from '../common/domain-error';

export { FULFILMENT_STAGES, isLate, WORKING_STAGES };
export type { FulfilmentStage };

/** The buyer's and the seller's moves (the admin's "Mark as" moves are `markedStage`). */
export type FulfilmentMove =
  'submitRequirements' | 'correctRequirements' | 'deliver' | 'requestRevision' | 'accept';

const MOVES: Record<FulfilmentMove, { from: readonly FulfilmentStage[]; to: FulfilmentStage }> = {
  submitRequirements: { from: ['requirements'], to: 'working' },
  correctRequirements: { from: ['working'], to: 'working' },
  deliver: { from: ['working', 'revision'], to: 'delivered' },
  requestRevision: { from: ['delivered'], to: 'revision' },
  accept: { from: ['delivered'], to: 'completed' },
};

/** The stages from which a move may start (the guard of its conditional update). */
export function stagesFor(move: FulfilmentMove): FulfilmentStage[] {
  return [...MOVES[move].from];
}

export function targetOf(move: FulfilmentMove): FulfilmentStage {
  return MOVES[move].to;
}

/** The spec's order status that goes with a stage. */
export const STATUS_OF_STAGE: Record<FulfilmentStage, OrderStatus> = {
  requirements: 'pending',
  working: 'in progress',
  delivered: 'in progress',
  revision: 'in progress',
  completed: 'completed',
  cancelled: 'cancelled',
};

/**
 * The stage that follows the admin's "Mark as …": completed and cancelled end the work;
 * pending or in progress on an ended order reopens it where the work stands (the requirements
 * if they were never answered, else working); otherwise the stage stays.
 */
export function markedStage(
  current: FulfilmentStage,
  status: OrderStatus,
  requirementsOpen: boolean,
): FulfilmentStage {
  if (status === 'completed' || status === 'cancelled') return status;
  if (current !== 'completed' && current !== 'cancelled') return current;
  return requirementsOpen ? 'requirements' : 'working';
}

/** Every lifecycle step announced to the rest of the system (mails, sockets; notifications next). */
export type LifecycleStep =
  | 'paid'
  | 'requirementsSubmitted'
  | 'requirementsCorrected'
  | 'delivered'
  | 'revisionRequested'
  | 'accepted'
  | 'autoAccepted'
  | 'statusMarked'
  | 'cancelResolved'
  | 'milestoneAccepted'
  | 'milestonePaid'
  | 'milestonesCancelled';

/**
 * An order split into milestones whose last accepted one is not the last: its work is done
 * (stage completed) but it stays in progress until the buyer pays the next or the rest is
 * cancelled (see orderMilestones). No other order is completed and in progress at once: the
 * admin's "Mark as in progress" reopens a completed order's work (markedStage).
 */
export function awaitsMilestonePayment(order: {
  stage: FulfilmentStage | null;
  orderStatus: OrderStatus;
}): boolean {
  return order.stage === 'completed' && order.orderStatus === 'in progress';
}

export const wrongStage = (stage: FulfilmentStage | null, move: FulfilmentMove) =>
  conflict(
    'ORDER.WRONG_STAGE',
    stage === null
      ? 'This order has not been paid, so its work has not started'
      : `This order is ${STAGE_WORDS[stage]}: it cannot ${MOVE_WORDS[move]} now`,
  );

const STAGE_WORDS: Record<FulfilmentStage, string> = {
  requirements: 'waiting for the requirements',
  working: 'in work',
  delivered: 'delivered',
  revision: 'in revision',
  completed: 'completed',
  cancelled: 'cancelled',
};

const MOVE_WORDS: Record<FulfilmentMove, string> = {
  submitRequirements: 'take requirements',
  correctRequirements: 'take corrected requirements',
  deliver: 'be delivered',
  requestRevision: 'take a revision request',
  accept: 'be accepted',
};

/** Answers the seller has already delivered work for are changed by talking, not by a form. */
export const workDelivered = () =>
  conflict(
    'ORDER.WORK_DELIVERED',
    'The seller has already delivered work for these answers: message the seller to change them',
  );

export const revisionLimit = (allowed: number) =>
  conflict(
    'ORDER.REVISION_LIMIT',
    allowed === 0
      ? 'Your package includes no revisions'
      : `Your package includes ${allowed} revision${allowed === 1 ? '' : 's'}`,
  );

/** The order asks questions its buyer has not answered yet: the work waits for them. */
export function requirementsNeeded(order: {
  requirements: readonly unknown[];
  requirementsSubmittedAt: Date | null;
}): boolean {
  return order.requirements.length > 0 && order.requirementsSubmittedAt === null;
}

/** Days after `from`, for the due date. */
export function addDays(from: Date, days: number): Date {
  return new Date(from.getTime() + days * 24 * 60 * 60 * 1000);
}
