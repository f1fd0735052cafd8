import type {
  BillingJson,
  DeliveryJson,
  FulfilmentJson,
  InvoiceJson,
  LaterPaymentJson,
  OrderExtraJson,
  OrderFileJson,
  OrderJson,
  OrderMilestoneJson,
  OrderStatsJson,
  RefundJson,
  RequirementAnswerJson,
  RevisionRequestJson,
} from '@market/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  CANCELLATION_STATUSES,
  fromCents,
  MILESTONE_STATUSES,
  MilestoneStatus,
  taxOn,
  toCents,
} from '@market/contracts';
import {
  cancellationStatus,
  CancellationStatus,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  OrderStatus,
  PaymentMethod,
  PaymentStatus,
} from '../order-status';
import { Order } from '../order';
import { FULFILMENT_STAGES, FulfilmentStage, isLate } from '../order-lifecycle';
import { OrderFileRow, OrderMilestoneRow } from '../orders.schema';
import { orderFileUrl, toOrderFileView } from '../order-files.service';
import type { OrderDocuments } from '../../invoices/invoices.service';
import { refundsOwnPaymentOnCancel } from '../cancel-refund';

export class OrderUserView {
  @ApiProperty() id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ type: String, nullable: true }) phone!: string | null;
}

export class OrderServiceView {
  @ApiProperty({ description: 'Title of the service when it was bought' }) name!: string;
  @ApiProperty({ description: "Package name, or 'custom offer'" }) type!: string;
  @ApiProperty({ description: "Price paid, in the shop's currency (after any coupon)" }) price!: number;
}

export class OrderPaymentView {
  @ApiProperty({ enum: PAYMENT_METHODS }) method!: PaymentMethod;
  @ApiProperty({ type: String, nullable: true }) transactionId!: string | null;
  @ApiProperty({ enum: PAYMENT_STATUSES }) status!: PaymentStatus;
  @ApiProperty({ description: "What was refunded so far of the order's own payment, in the shop's currency" })
  refundedAmount!: number;
  @ApiProperty({
    description:
      "What cancelling now gives back, in the shop's currency: every payment for work not accepted (the order, extras bought during it, later milestones in work), less what was refunded of each",
  })
  refundOnCancel!: number;
  @ApiPropertyOptional({
    description:
      "The payments after the order's own (extras bought during it, later milestones), each with its invoice, what was charged and what is left to refund",
  })
  laterPayments?: LaterPaymentJson[];
  @ApiPropertyOptional({ description: 'True when the buyer cancelled at the payment page (status failed)' })
  cancelled?: boolean;
}

export class OrderCancellationView {
  @ApiProperty({ enum: CANCELLATION_STATUSES }) status!: CancellationStatus;
  @ApiProperty({ type: String, nullable: true, description: "The buyer's reason" }) reason!: string | null;
  @ApiProperty({ type: String, nullable: true, description: "The admin's message when declining" })
  response!: string | null;
  @ApiProperty({ type: String, nullable: true }) resolvedAt!: string | null;
}

export class OrderFileView implements OrderFileJson {
  @ApiProperty() _id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ description: 'Bytes' }) size!: number;
  @ApiProperty({ description: "Download URL, served only to the order's buyer and admins" }) url!: string;
}

export class RequirementAnswerView implements RequirementAnswerJson {
  @ApiProperty() question!: string;
  @ApiProperty() required!: boolean;
  @ApiProperty({ enum: ['text', 'file'] }) kind!: 'text' | 'file';
  @ApiProperty({ type: String, nullable: true }) answer!: string | null;
  @ApiProperty({ type: [OrderFileView] }) files!: OrderFileView[];
}

export class DeliveryView implements DeliveryJson {
  @ApiProperty() _id!: string;
  @ApiProperty() message!: string;
  @ApiProperty({ type: [OrderFileView] }) files!: OrderFileView[];
  @ApiProperty() createdAt!: string;
}

export class RevisionRequestView implements RevisionRequestJson {
  @ApiProperty() message!: string;
  @ApiProperty() createdAt!: string;
}

export class RevisionsView {
  @ApiProperty() allowed!: number;
  @ApiProperty() used!: number;
}

export class FulfilmentView implements FulfilmentJson {
  @ApiProperty({ enum: FULFILMENT_STAGES }) stage!: FulfilmentStage;
  @ApiProperty({ type: String, nullable: true }) dueAt!: string | null;
  @ApiProperty() late!: boolean;
  @ApiProperty() deliveryDays!: number;
  @ApiProperty({ type: RevisionsView }) revisions!: RevisionsView;
  @ApiProperty({ type: [RequirementAnswerView] }) requirements!: RequirementAnswerView[];
  @ApiProperty({ type: String, nullable: true }) requirementsSubmittedAt!: string | null;
  @ApiProperty({ type: [DeliveryView] }) deliveries!: DeliveryView[];
  @ApiProperty({ type: [RevisionRequestView] }) revisionRequests!: RevisionRequestView[];
  @ApiProperty({ type: String, nullable: true }) autoAcceptAt!: string | null;
  @ApiProperty({ type: String, nullable: true }) completedAt!: string | null;
  @ApiProperty({ description: 'The delivery was not answered in time and was accepted by itself' })
  autoAccepted!: boolean;
}

export class OrderCouponView {
  @ApiProperty() code!: string;
  @ApiProperty({ description: "Price before the coupon, in the shop's currency" }) listPrice!: number;
  @ApiProperty({ description: "Saved, in the shop's currency" }) discount!: number;
}

export class OrderExtraView implements OrderExtraJson {
  @ApiProperty({ description: "The service's extra id, or 'revision'" }) extraId!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ description: "In the shop's currency" }) price!: number;
  @ApiProperty({ description: 'Days it added to the delivery time (negative: faster)' })
  deliveryDays!: number;
  @ApiProperty({ description: 'Revisions it added' }) revisions!: number;
  @ApiProperty({ enum: ['checkout', 'mid-order'] }) boughtAt!: 'checkout' | 'mid-order';
  @ApiPropertyOptional({ description: 'A mid-order line: when it was paid' }) paidAt?: string;
  @ApiPropertyOptional({ description: "A mid-order line: its own invoice's number" }) invoiceNumber?: string;
}

export class OrderMilestoneView implements OrderMilestoneJson {
  @ApiProperty({ description: '1 for the first' }) position!: number;
  @ApiProperty() title!: string;
  @ApiProperty({ description: "In the shop's currency, before the tax when it is added on top" })
  price!: number;
  @ApiProperty() deliveryDays!: number;
  @ApiProperty({ enum: MILESTONE_STATUSES }) status!: MilestoneStatus;
  @ApiProperty({ type: String, nullable: true }) paidAt!: string | null;
  @ApiProperty({ type: String, nullable: true }) acceptedAt!: string | null;
  @ApiProperty({ type: String, nullable: true, description: "Its payment's invoice number" })
  invoiceNumber!: string | null;
}

export class OrderAssigneeView {
  @ApiProperty() _id!: string;
  @ApiProperty() username!: string;
}

/** The order of the spec, plus where a cancel request stands (only once one was made). */
export class OrderView implements OrderJson {
  @ApiProperty() _id!: string;
  @ApiProperty() createdAt!: string;
  @ApiProperty({ type: OrderUserView }) user!: OrderUserView;
  @ApiProperty({ type: OrderServiceView }) service!: OrderServiceView;
  @ApiPropertyOptional({ description: "The currency charged: the shop's", example: 'USD' })
  currency?: string;
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'The currency the buyer saw prices in at checkout; null when it was the shop’s',
  })
  displayCurrency?: string | null;
  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    description:
      'Units of displayCurrency per unit of currency at checkout (the approximate amount is price × rate)',
  })
  displayRate?: number | null;
  @ApiProperty({ type: OrderPaymentView }) payment!: OrderPaymentView;
  @ApiProperty({ enum: ORDER_STATUSES }) order_status!: OrderStatus;
  @ApiProperty() cancel_request!: boolean;
  @ApiPropertyOptional({ type: OrderCancellationView }) cancellation?: OrderCancellationView;
  @ApiPropertyOptional({ type: FulfilmentView, description: 'The work; absent while unpaid' })
  fulfilment?: FulfilmentView;
  @ApiPropertyOptional({ type: OrderCouponView }) coupon?: OrderCouponView;
  @ApiProperty({ type: Object, nullable: true, description: "The buyer's billing details when it was paid" })
  billing!: BillingJson | null;
  @ApiProperty({ type: Object, nullable: true, description: 'Issued when the order was paid' })
  invoice!: InvoiceJson | null;
  @ApiProperty({ type: [Object], description: 'Refunds by amount, each with its credit note' })
  refunds!: RefundJson[];
  @ApiPropertyOptional({
    type: OrderAssigneeView,
    nullable: true,
    description: 'The staff member working on it (staff answers only)',
  })
  assignee?: OrderAssigneeView | null;
  @ApiProperty({ type: [OrderExtraView], description: 'Extra lines, copied when bought (empty when none)' })
  extras!: OrderExtraView[];
  @ApiPropertyOptional({
    type: [OrderMilestoneView],
    description: 'A split custom offer: its milestones, first first (absent for other orders)',
  })
  milestones?: OrderMilestoneView[];
}

/** The order's files by id; a file missing from it (not loaded) still gets its download URL. */
export type OrderFiles = ReadonlyMap<string, OrderFileRow>;

function toFulfilmentView(row: Order, files: OrderFiles, now: Date): FulfilmentView | undefined {
  if (!row.stage) return undefined;
  const file = (id: string): OrderFileView => {
    const found = files.get(id);
    return found ? toOrderFileView(found) : { _id: id, name: 'file', size: 0, url: orderFileUrl(row.id, id) };
  };
  return {
    stage: row.stage,
    dueAt: row.dueAt?.toISOString() ?? null,
    late: isLate({ stage: row.stage, dueAt: row.dueAt }, now),
    deliveryDays: row.deliveryDays,
    revisions: { allowed: row.revisionsAllowed, used: row.revisionsUsed },
    requirements: row.requirements.map((q) => ({
      question: q.question,
      required: q.required,
      kind: q.kind,
      answer: q.answer,
      files: q.files.map(file),
    })),
    requirementsSubmittedAt: row.requirementsSubmittedAt?.toISOString() ?? null,
    deliveries: row.deliveries.map((d) => ({
      _id: d.id,
      message: d.message,
      files: d.files.map(file),
      createdAt: d.createdAt,
    })),
    revisionRequests: row.revisionRequests.map((r) => ({ message: r.message, createdAt: r.createdAt })),
    autoAcceptAt: row.autoAcceptAt?.toISOString() ?? null,
    completedAt: row.completedAt?.toISOString() ?? null,
    autoAccepted: row.autoAccepted,
  };
}

/** A payment after the order's own: an extra bought during it, or a later milestone. */
interface LaterPayment {
  invoiceNumber: string;
  title: string;
  /** What the buyer was charged (tax included). */
  chargedCents: number;
  /** Its work was accepted (a milestone): cancelling keeps it. */
  accepted: boolean;
  /** What is left to give back of it. */
  leftCents: number;
}

/** The order's later payments, each with what is left to refund of it. */
function laterPayments(
  row: Order,
  documents: OrderDocuments,
  milestones: readonly OrderMilestoneRow[],
): LaterPayment[] {
  const payments: Omit<LaterPayment, 'leftCents'>[] = [];
  for (const extra of row.extras) {
    if (extra.boughtAt === 'mid-order' && extra.invoiceNumber)
      payments.push({
        invoiceNumber: extra.invoiceNumber,
        title: extra.title,
        chargedCents: extra.priceCents,
        accepted: false,
      });
  }
  for (const m of milestones) {
    if (m.position > 1 && m.invoiceNumber)
      payments.push({
        invoiceNumber: m.invoiceNumber,
        title: m.title,
        chargedCents: taxOn(m.priceCents, row.taxRateBp, row.pricesIncludeTax).totalCents,
        accepted: m.acceptedAt !== null,
      });
  }
  return payments.map((payment) => {
    const givenBack = documents.refunds
      .filter((refund) => refund.invoiceNumber === payment.invoiceNumber)
      .reduce((sum, refund) => sum + toCents(refund.amount), 0);
    return { ...payment, leftCents: Math.max(0, payment.chargedCents - givenBack) };
  });
}

/** What cancelling the order now gives back (OrdersService.refund): the rest of each payment for work not accepted. */
function refundOnCancelCents(
  row: Order,
  documents: OrderDocuments,
  milestones: readonly OrderMilestoneRow[],
  later: readonly LaterPayment[],
): number {
  const own = refundsOwnPaymentOnCancel(row, milestones) ? row.priceCents - documents.refundedCents : 0;
  return Math.max(0, own) + later.reduce((sum, p) => sum + (p.accepted ? 0 : p.leftCents), 0);
}

export function toOrderView(
  row: Order,
  documents: OrderDocuments,
  files: OrderFiles = new Map(),
  milestones: readonly OrderMilestoneRow[] = [],
  now = new Date(),
): OrderView {
  const status = cancellationStatus(row);
  const later = laterPayments(row, documents, milestones);
  const view: OrderView = {
    _id: row.id,
    createdAt: row.createdAt.toISOString(),
    user: { id: row.buyerId, name: row.buyerName, email: row.buyerEmail, phone: row.buyerPhone },
    service: { name: row.serviceTitle, type: row.packageName, price: fromCents(row.priceCents) },
    currency: row.currency.toUpperCase(),
    displayCurrency: row.displayCurrency,
    displayRate: row.displayRate,
    payment: {
      method: row.paymentMethod,
      transactionId: row.transactionId,
      status: row.paymentStatus,
      refundedAmount: fromCents(documents.refundedCents),
      refundOnCancel: fromCents(refundOnCancelCents(row, documents, milestones, later)),
      ...(later.length
        ? {
            laterPayments: later.map((p) => ({
              invoiceNumber: p.invoiceNumber,
              title: p.title,
              amount: fromCents(p.chargedCents),
              left: fromCents(p.leftCents),
            })),
          }
        : {}),
      ...(row.paymentCancelled ? { cancelled: true } : {}),
    },
    order_status: row.orderStatus,
    cancel_request: row.cancelRequest,
    billing: documents.billing,
    invoice: documents.invoice,
    refunds: documents.refunds,
    extras: row.extras.map((extra) => ({
      extraId: extra.extraId,
      title: extra.title,
      price: fromCents(extra.priceCents),
      deliveryDays: extra.deliveryDays,
      revisions: extra.revisions,
      boughtAt: extra.boughtAt,
      ...(extra.paidAt ? { paidAt: extra.paidAt } : {}),
      ...(extra.invoiceNumber ? { invoiceNumber: extra.invoiceNumber } : {}),
    })),
  };
  if (status) {
    view.cancellation = {
      status,
      reason: row.cancelReason,
      response: row.cancelResponse,
      resolvedAt: row.cancelResolvedAt?.toISOString() ?? null,
    };
  }
  if (milestones.length > 0) {
    view.milestones = milestones.map((m) => ({
      position: m.position,
      title: m.title,
      price: fromCents(m.priceCents),
      deliveryDays: m.deliveryDays,
      status: m.status,
      paidAt: m.paidAt?.toISOString() ?? null,
      acceptedAt: m.acceptedAt?.toISOString() ?? null,
      // The first is paid by the order's own payment: its invoice is the order's.
      invoiceNumber:
        m.invoiceNumber ?? (m.position === 1 && m.paidAt ? (documents.invoice?.number ?? null) : null),
    }));
  }
  const fulfilment = toFulfilmentView(row, files, now);
  if (fulfilment) view.fulfilment = fulfilment;
  if (row.couponCode) {
    view.coupon = {
      code: row.couponCode,
      listPrice: fromCents(row.listPriceCents),
      discount: fromCents(row.discountCents),
    };
  }
  return view;
}

export class UpdatedOrderView {
  @ApiProperty({ type: OrderView }) order!: OrderView;
}

export class OrdersCountView {
  @ApiProperty() ordersCount!: number;
}

export class EligibilityView {
  @ApiProperty() eligible!: boolean;
}

export class OrderStatsView implements OrderStatsJson {
  @ApiProperty({ type: [OrderView], description: 'The ten newest orders' }) recentOrders!: OrderView[];
  @ApiProperty({ description: 'Orders whose buyer asked to cancel and that are not cancelled yet' })
  pendingCancelRequests!: number;
  @ApiProperty({ description: 'Orders in work due within the next 24 hours' }) dueIn24Hours!: number;
  @ApiProperty({ description: 'Orders in work past their due date' }) late!: number;
  @ApiProperty({ type: [OrderView] }) cancelRequests!: OrderView[];
  @ApiProperty({
    description:
      "Kept from the last 30 days, in the shop's currency: invoices issued less credit notes issued",
  })
  revenueLast30Days!: number;
  @ApiProperty() paidOrdersLast30Days!: number;
  @ApiProperty({ description: 'The shop saved its legal name and address for invoices' })
  invoicingSetUp!: boolean;
}
