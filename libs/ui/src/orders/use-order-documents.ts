import { useState } from 'react';
import { defineMessages } from 'react-intl';
import type { RefundJson } from '@market/contracts';
import { useIntlOrDefault } from '../i18n/intl-or-default';
import { toast } from '../toast-store';

const messages = defineMessages({
  invoiceFailed: { id: 'ui.documents.invoiceFailed', defaultMessage: 'Failed to generate the invoice.' },
  creditNoteFailed: {
    id: 'ui.documents.creditNoteFailed',
    defaultMessage: 'Failed to generate the credit note.',
  },
});

/** What makes an order's PDFs (the checkout remote's invoice module, loaded on first use). */
export interface OrderDocuments<O> {
  downloadInvoice(order: O): Promise<void>;
  downloadCreditNote(order: O, refundId: string): Promise<void>;
}

/**
 * The invoice and credit-note downloads of an order page, for its buyer and for admins: which one
 * is being made (for the buttons) and a toast when one cannot be made.
 */
export function useOrderDocuments<O>(load: () => Promise<OrderDocuments<O>>) {
  const intl = useIntlOrDefault();
  const [preparingInvoice, setPreparingInvoice] = useState(false);
  const [preparingNote, setPreparingNote] = useState<string | null>(null);

  async function downloadInvoice(order: O) {
    setPreparingInvoice(true);
    try {
      await (await load()).downloadInvoice(order);
    } catch {
      toast.error(intl.formatMessage(messages.invoiceFailed));
    } finally {
      setPreparingInvoice(false);
    }
  }

  async function downloadCreditNote(order: O, refund: RefundJson) {
    setPreparingNote(refund._id);
    try {
      await (await load()).downloadCreditNote(order, refund._id);
    } catch {
      toast.error(intl.formatMessage(messages.creditNoteFailed));
    } finally {
      setPreparingNote(null);
    }
  }

  return { preparingInvoice, preparingNote, downloadInvoice, downloadCreditNote };
}
