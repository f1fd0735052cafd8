import type { Order } from '../api/order-types';

/** Invoice status colours (admin-and-reference.md, Invoice PDF). */
export const INVOICE_STATUS_COLORS: Readonly<Record<string, string>> = {
  pending: '#FF9800',
  'in progress': '#2196F3',
  completed: '#4CAF50',
  cancelled: '#F44336',
};

export type StampKind = 'COMPLETED' | 'PENDING' | 'CANCELLED' | 'IN PROGRESS';

/** The colour of an order status; an unknown status is drawn as in progress. */
export function invoiceStatusColor(status: string): string {
  return INVOICE_STATUS_COLORS[status.toLowerCase()] ?? INVOICE_STATUS_COLORS['in progress'];
}

/** One stamp per status: completed, pending, cancelled, otherwise in progress. */
export function stampOf(status: string): { text: StampKind; color: string } {
  const key = status.toLowerCase();
  const text: StampKind =
    key === 'completed'
      ? 'COMPLETED'
      : key === 'pending'
        ? 'PENDING'
        : key === 'cancelled'
          ? 'CANCELLED'
          : 'IN PROGRESS';
  return {
    text,
    color: invoiceStatusColor(
      key === 'completed' || key === 'pending' || key === 'cancelled' ? key : 'in progress',
    ),
  };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'MMM dd, yyyy' (e.g. 'Mar 05, 2026'); an unreadable date gives '-'. */
export function formatInvoiceDate(value: string | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '-';
  return `${MONTHS[date.getMonth()]} ${String(date.getDate()).padStart(2, '0')}, ${date.getFullYear()}`;
}

/** A dollar amount with two decimals: '$49.00'. */
export function formatInvoiceAmount(dollars: number): string {
  const value = Number.isFinite(dollars) ? dollars : 0;
  return `$${value.toFixed(2)}`;
}

function titleCase(text: string): string {
  return text.replace(/\b\w/g, (letter) => letter.toUpperCase());
}

const METHOD_NAMES: Record<string, string> = { stripe: 'Credit / debit card (Stripe)', paypal: 'PayPal' };

export interface InvoiceLineItem {
  description: string;
  packageName: string;
  quantity: number;
  unitPrice: string;
  amount: string;
}

/** Everything the invoice PDF draws, as plain data (tested without jspdf). */
export interface InvoiceContent {
  fileName: string;
  brand: string;
  title: string;
  invoiceNumber: string;
  orderId: string;
  orderDate: string;
  issueDate: string;
  customer: { name: string; email: string; phone: string };
  lineItem: InvoiceLineItem;
  totals: { subtotal: string; total: string };
  payment: { method: string; transactionId: string; status: string };
  status: { label: string; color: string };
  stamp: { text: StampKind; color: string };
  footer: string;
}

/** Build the invoice of an order; `issuedAt` defaults to now. */
export function buildInvoiceContent(order: Order, issuedAt: Date = new Date()): InvoiceContent {
  const price = formatInvoiceAmount(order.service.price);
  const shortId = order._id.replace(/-/g, '').slice(0, 8).toUpperCase();
  const status = order.order_status;
  return {
    fileName: `Invoice_${order._id}.pdf`,
    brand: 'Gigly',
    title: 'INVOICE',
    invoiceNumber: `INV-${shortId}`,
    orderId: order._id,
    orderDate: formatInvoiceDate(order.createdAt),
    issueDate: formatInvoiceDate(issuedAt),
    customer: { name: order.user.name, email: order.user.email, phone: order.user.phone || '-' },
    lineItem: {
      description: order.service.name,
      packageName: titleCase(order.service.type),
      quantity: 1,
      unitPrice: price,
      amount: price,
    },
    totals: { subtotal: price, total: price },
    payment: {
      method: METHOD_NAMES[order.payment.method] ?? titleCase(order.payment.method),
      transactionId: order.payment.transactionId || '-',
      status: titleCase(order.payment.status),
    },
    status: { label: titleCase(status), color: invoiceStatusColor(status) },
    stamp: stampOf(status),
    footer: 'Thank you for your business!',
  };
}
