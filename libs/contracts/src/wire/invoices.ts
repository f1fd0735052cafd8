/**
 * Invoicing: the shop's settings (GET/PUT /api/settings/invoicing), the buyer's billing details
 * (on the user, copied into the order when it is paid), the invoice and credit notes of an order,
 * and the admin's list of documents (GET /api/invoices).
 */

/** The seller's invoicing settings. A shop that sets nothing keeps the plain invoice (no tax). */
export interface InvoicingSettingsJson {
  legalName: string;
  address: string;
  vatId: string;
  /** 0 to 100, at most two decimals. */
  taxRatePercent: number;
  /** True: prices are gross and the tax is part of them; false: the tax is added at checkout. */
  pricesIncludeTax: boolean;
  /** The invoice numbers' prefix, e.g. INV (INV-2026-000001). */
  invoicePrefix: string;
  footer: string;
}

export const INVOICING_LIMITS = {
  legalName: 200,
  address: 500,
  vatId: 40,
  footer: 500,
  invoicePrefix: 10,
} as const;

/** Letters, digits and dashes: a prefix is part of a document number. */
export const INVOICE_PREFIX_PATTERN = /^[A-Za-z0-9-]{1,10}$/;

export const DEFAULT_INVOICING_SETTINGS: InvoicingSettingsJson = {
  legalName: '',
  address: '',
  vatId: '',
  taxRatePercent: 0,
  pricesIncludeTax: true,
  invoicePrefix: 'INV',
  footer: '',
};

/** The buyer's billing details, all optional (empty strings when not given). */
export interface BillingJson {
  name: string;
  company: string;
  address: string;
  city: string;
  postalCode: string;
  country: string;
  vatId: string;
}

export const BILLING_FIELDS = [
  'name',
  'company',
  'address',
  'city',
  'postalCode',
  'country',
  'vatId',
] as const;

export const BILLING_LIMITS: Readonly<Record<keyof BillingJson, number>> = {
  name: 100,
  company: 200,
  address: 300,
  city: 100,
  postalCode: 20,
  country: 100,
  vatId: 40,
};

export const EMPTY_BILLING: BillingJson = {
  name: '',
  company: '',
  address: '',
  city: '',
  postalCode: '',
  country: '',
  vatId: '',
};

/** The seller as the invoice names them, copied from the settings when the order was paid. */
export interface InvoiceSellerJson {
  legalName: string;
  address: string;
  vatId: string;
  footer: string;
}

/** An order's invoice, issued when it was paid; it never changes afterwards. Amounts in the shop's currency. */
export interface InvoiceJson {
  number: string;
  issuedAt: string;
  net: number;
  tax: number;
  total: number;
  taxRatePercent: number;
  pricesIncludeTax: boolean;
  currency: string;
  seller: InvoiceSellerJson;
}

/** A refund by amount and its credit note (numbered like invoices, CN-2026-000001). */
export interface RefundJson {
  _id: string;
  amount: number;
  reason: string;
  createdAt: string;
  /** The invoice this refund reduces when it is not the order's: an extra's or a later milestone's. */
  invoiceNumber?: string;
  creditNote: { number: string; issuedAt: string; net: number; tax: number };
}

export const REFUND_REASON_MAX = 500;

/** One row of the admin's invoice list and of the CSV export: an invoice or a credit note. */
export interface InvoiceDocumentJson {
  kind: 'invoice' | 'credit-note';
  number: string;
  issuedAt: string;
  orderId: string;
  buyer: string;
  company: string;
  vatId: string;
  country: string;
  /** Negative for a credit note. */
  net: number;
  tax: number;
  total: number;
  currency: string;
  paymentMethod: string;
  transactionId: string;
}

/** The CSV export's columns, in order. */
export const INVOICE_CSV_COLUMNS = [
  'number',
  'date',
  'order',
  'buyer',
  'company',
  'vat_id',
  'country',
  'net',
  'tax',
  'total',
  'currency',
  'payment_method',
  'transaction_id',
] as const;
