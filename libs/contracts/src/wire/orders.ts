/** Orders as GET /api/orders, /api/orders/:id and the admin's order endpoints answer them. */
import type { BillingJson, InvoiceJson, RefundJson } from './invoices';
import type { OrderExtraJson } from '../extras';
import type { OrderMilestoneJson } from '../milestones';

export const ORDER_STATUSES = ['pending', 'in progress', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_STATUSES = ['pending', 'paid', 'refunded', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_METHODS = ['stripe', 'paypal'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** How an admin answers a buyer's cancel request. */
export const CANCEL_RESOLUTIONS = ['approved', 'declined'] as const;
export type CancelResolution = (typeof CANCEL_RESOLUTIONS)[number];

/** Where a buyer's cancel request stands: none -> pending -> approved | declined. */
export const CANCELLATION_STATUSES = ['pending', ...CANCEL_RESOLUTIONS] as const;
export type CancellationStatus = (typeof CANCELLATION_STATUSES)[number];

/** Which orders the admin's list and counters show (`?payment=`); paid ones when absent. */
export const PAYMENT_VIEWS = ['paid', 'unpaid', 'all'] as const;
export type PaymentView = (typeof PAYMENT_VIEWS)[number];

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

export interface OrderJson {
  _id: string;
  createdAt: string;
  /** The buyer, as copied into the order when it was made. */
  user: { id: string; name: string; email: string; phone: string | null };
  /** What was bought: the service title, the package (or 'custom offer') and the price paid, in the shop's currency. */
  service: { name: string; type: string; price: number };
  /** The currency charged: the shop's (upper case, e.g. USD). */
  currency?: string;
  /**
   * The currency the buyer saw prices in at checkout and its rate per unit of `currency`, fixed
   * then (the order's approximate amount is `service.price` times it); null when it was the shop's.
   */
  displayCurrency?: string | null;
  displayRate?: number | null;
  payment: {
    method: PaymentMethod;
    transactionId: string | null;
    status: PaymentStatus;
    /** Given back so far, in the shop's currency (refunds by amount); `status` is 'refunded' once all is. */
    refundedAmount?: number;
    /**
     * What cancelling now gives back, in the shop's currency: every payment for work not accepted (the order's,
     * extras bought during it, later milestones in work), less what was refunded of each.
     */
    refundOnCancel?: number;
    /** The payments after the order's own (extras bought during it, later milestones). */
    laterPayments?: LaterPaymentJson[];
    /** True when the buyer pressed Cancel on the payment page: status 'failed', nothing was charged. */
    cancelled?: boolean;
  };
  order_status: OrderStatus;
  /** The buyer's billing details as they were when the order was paid; null when none were given. */
  billing?: BillingJson | null;
  /** The invoice, issued when the order was paid; null before. */
  invoice?: InvoiceJson | null;
  /** Refunds, oldest first, each with its credit note. */
  refunds?: RefundJson[];
  cancel_request: boolean;
  /** Where the buyer's cancel request stands; absent when none was made. */
  cancellation?: {
    status: CancellationStatus;
    reason: string | null;
    /** The admin's message when declining. */
    response: string | null;
    resolvedAt: string | null;
  };
  /** The work on a paid order; absent while the order is unpaid. */
  fulfilment?: FulfilmentJson;
  /** The coupon used, in the shop's currency: the package's price before it and the saving; absent without one. */
  coupon?: OrderCouponJson;
  /** The staff member working on it (staff answers only; null when nobody is). */
  assignee?: OrderAssigneeJson | null;
  /** Extra lines bought with the package or during the order (empty when none). */
  extras?: OrderExtraJson[];
  /**
   * A custom offer split into milestones: each paid, worked and accepted on its own (absent for
   * any other order). `service.price` and `invoice` are the first milestone's.
   */
  milestones?: OrderMilestoneJson[];
}

/** An order's assignee, as staff see it. */
export interface OrderAssigneeJson {
  _id: string;
  username: string;
}

/** `PATCH /api/orders/:id/assignee`: a staff member's id, or null to leave the order unassigned. */
export interface AssignOrderJson {
  staffId: string | null;
}

export interface OrderCouponJson {
  code: string;
  listPrice: number;
  discount: number;
}

export interface OrderStatsJson {
  recentOrders: OrderJson[];
  pendingCancelRequests: number;
  /** Orders in work whose due date falls within the next 24 hours. */
  dueIn24Hours: number;
  /** Orders in work past their due date. */
  late: number;
  cancelRequests: OrderJson[];
  /** Kept, in the shop's currency: invoices issued in the last 30 days less the credit notes issued in them. */
  revenueLast30Days: number;
  paidOrdersLast30Days: number;
  /** False until the shop saved its legal name and address: invoices then carry no seller details. */
  invoicingSetUp?: boolean;
}

/**
 * The work on a paid order, beside its status: requirements → working → delivered ⇄ revision →
 * completed (or cancelled). The transitions live in the API's orders module.
 */
export const FULFILMENT_STAGES = [
  'requirements',
  'working',
  'delivered',
  'revision',
  'completed',
  'cancelled',
] as const;
export type FulfilmentStage = (typeof FULFILMENT_STAGES)[number];

/** Stages in which the seller works and the due date runs (`late` past it). */
export const WORKING_STAGES: readonly FulfilmentStage[] = ['working', 'revision'];

/** GET /api/orders/file-limits: what an order file may be, so a browser checks before sending. */
export interface OrderFileLimitsJson {
  /** Any kind of file is taken, up to this size. */
  maxBytes: number;
  /** The most files one order holds. */
  maxPerOrder: number;
}

/** A file of an order (requirements attachment or delivery), served only to its buyer and admins. */
export interface OrderFileJson {
  _id: string;
  name: string;
  size: number;
  url: string;
}

export interface RequirementAnswerJson {
  question: string;
  required: boolean;
  kind: RequirementKind;
  /** Null until the buyer submits the requirements. */
  answer: string | null;
  files: OrderFileJson[];
}

export interface DeliveryJson {
  _id: string;
  message: string;
  files: OrderFileJson[];
  createdAt: string;
}

export interface RevisionRequestJson {
  message: string;
  createdAt: string;
}

export interface FulfilmentJson {
  stage: FulfilmentStage;
  /** Set when the work starts (requirements in); null before. */
  dueAt: string | null;
  /** True while the seller works past the due date. */
  late: boolean;
  deliveryDays: number;
  revisions: { allowed: number; used: number };
  requirements: RequirementAnswerJson[];
  requirementsSubmittedAt: string | null;
  deliveries: DeliveryJson[];
  revisionRequests: RevisionRequestJson[];
  /** When a delivery left unanswered is accepted by itself; set while delivered. */
  autoAcceptAt: string | null;
  completedAt: string | null;
  /** True when the delivery was not answered in time and was accepted by itself. */
  autoAccepted?: boolean;
}

/** Requirement questions a service asks its buyers (`requirements` on a service). */
export const REQUIREMENT_KINDS = ['text', 'file'] as const;
export type RequirementKind = (typeof REQUIREMENT_KINDS)[number];
export const MAX_REQUIREMENTS = 10;
export const MAX_REQUIREMENT_QUESTION = 500;
export const MAX_DELIVERY_MESSAGE = 5000;
export const MAX_DELIVERY_FILES = 20;

export interface RequirementJson {
  question: string;
  required: boolean;
  kind: RequirementKind;
}

/** PUT /api/orders/:id/requirements: one answer per question, in order. */
export interface RequirementsAnswersBody {
  answers: Array<{ answer: string; files?: string[] }>;
}

/**
 * The buyer may still correct the answers: the work has started on them but nothing has been
 * delivered yet (the seller is told of each correction; the due date stays).
 */
export function canCorrectRequirements(
  f: Pick<FulfilmentJson, 'stage' | 'requirementsSubmittedAt' | 'requirements'> & { deliveries: unknown[] },
): boolean {
  return (
    f.stage === 'working' &&
    f.requirementsSubmittedAt !== null &&
    f.requirements.length > 0 &&
    f.deliveries.length === 0
  );
}

/** The buyer may ask for one more revision. */
export function revisionsLeft(f: Pick<FulfilmentJson, 'revisions'>): number {
  return Math.max(0, f.revisions.allowed - f.revisions.used);
}

/** Whether the order's work is past its due date (stage in work and now after dueAt). */
export function isLate(
  f: { stage: FulfilmentStage; dueAt: string | Date | null },
  now = new Date(),
): boolean {
  if (!f.dueAt || !WORKING_STAGES.includes(f.stage)) return false;
  return new Date(f.dueAt).getTime() < now.getTime();
}

/**
 * The socket event announcing that an order moved (backend `orders/order-events.ts`), sent to its
 * buyer's room and to the admins'. It names the order only: an open order page fetches it again.
 */
export const ORDER_UPDATED_EVENT = 'order:updated';
export interface OrderUpdatedJson {
  _id: string;
  /** Null on an unpaid order (no fulfilment yet). */
  stage: FulfilmentStage | null;
  /** The lifecycle step that moved it (`paid`, `delivered`, `accepted`, …). */
  step: string;
}

/** GET /api/stripe/session/:id: what the card payment's return page shows. */
export interface PaymentSessionJson {
  serviceName: string;
  orderId: string;
  /** The order asks questions its buyer must answer before the work starts. */
  requirementsNeeded: boolean;
}

/**
 * The body of POST /api/stripe/checkout and /api/paypal/checkout. serviceId, name, offerId and
 * couponCode choose what is bought; price is what the buyer saw, compared with the server's own
 * price (never charged); title is informational.
 */
export interface CheckoutBody {
  title: string;
  /** In the shop's currency. */
  price: number;
  /** The package (basic, standard, premium); not needed with offerId. */
  name?: string;
  /** The service bought; optional with offerId. */
  serviceId?: string;
  couponCode?: string;
  /** An accepted custom offer of the buyer. */
  offerId?: string;
  /**
   * The currency the buyer sees prices in (a reference currency); the order keeps it with the
   * server's rate of the moment. Only the code: the charge is always the server's price.
   */
  currency?: string;
  /** Ids of the service's extras the package offers (not with offerId). */
  extras?: string[];
}

/** What a purchase sends: a package of a service (optionally with a coupon), or an accepted custom offer. */
export type PurchaseBody =
  | (Pick<CheckoutBody, 'title' | 'price' | 'currency'> & Required<Pick<CheckoutBody, 'offerId'>>)
  | (Pick<CheckoutBody, 'title' | 'price' | 'couponCode' | 'currency' | 'extras'> &
      Required<Pick<CheckoutBody, 'serviceId' | 'name'>>);

/** A payment after an order's own: its invoice, what was charged and what is left to refund (in the shop's currency). */
export interface LaterPaymentJson {
  invoiceNumber: string;
  title: string;
  amount: number;
  left: number;
}
