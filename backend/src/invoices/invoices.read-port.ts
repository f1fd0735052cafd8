import { asc, eq } from 'drizzle-orm';
import { refunds } from './invoices.schema';

/**
 * What another module's repository may read of invoices inside its own queries (orders reads an
 * order's invoice and credit notes with the order, in one query): the row types and the filters
 * that say which refunds count. The tables stay this module's; only its repository writes them.
 */
export type { InvoiceRow, RefundRow } from './invoices.schema';

type RefundColumns = Pick<typeof refunds, 'status' | 'createdAt' | 'creditNoteNumber'>;

/** Refunds paid back, the ones with a credit note (on the table, or on a relational query's alias). */
export const isDoneRefund = (refund: RefundColumns) => eq(refund.status, 'done');

/** An order's credit notes in the order they were issued: oldest first, then by number. */
export const creditNoteOrder = (refund: RefundColumns) => [
  asc(refund.createdAt),
  asc(refund.creditNoteNumber),
];
