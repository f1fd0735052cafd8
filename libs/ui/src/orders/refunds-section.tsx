import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import ListGroup from 'react-bootstrap/ListGroup';
import { defineMessages } from 'react-intl';
import { DEFAULT_SHOP_CURRENCY, formatDate, formatMoney, type RefundJson } from '@market/contracts';
import { useIntlOrDefault } from '../i18n/intl-or-default';

const messages = defineMessages<{
  title: Record<never, never>;
  on: { date: string };
  creditNote: { number: string };
  creditNoteFor: { number: string; invoice: string };
  download: { number: string };
  preparing: Record<never, never>;
  button: Record<never, never>;
}>({
  title: { id: 'ui.refunds.title', defaultMessage: 'Refunds' },
  on: { id: 'ui.refunds.on', defaultMessage: 'on {date}' },
  creditNote: { id: 'ui.refunds.creditNote', defaultMessage: 'Credit note {number}' },
  creditNoteFor: {
    id: 'ui.refunds.creditNoteFor',
    defaultMessage: 'Credit note {number}, for invoice {invoice}',
  },
  download: { id: 'ui.refunds.download', defaultMessage: 'Download credit note {number}' },
  preparing: { id: 'ui.refunds.preparing', defaultMessage: 'Preparing…' },
  button: { id: 'ui.refunds.button', defaultMessage: 'Credit note' },
});

interface RefundsSectionProps {
  refunds: RefundJson[];
  /** The order's currency (the shop's when the order has none). */
  currency?: string | null;
  /** Saves the credit note PDF of a refund; the button shows while it is made. */
  onDownload: (refund: RefundJson) => void;
  /** The refund whose credit note is being made, if any. */
  downloading?: string | null;
}

/** The refunds of an order, each with its credit note, for its buyer and for admins; nothing when none. */
export function RefundsSection({ refunds, currency, onDownload, downloading = null }: RefundsSectionProps) {
  const intl = useIntlOrDefault();
  const t = intl.formatMessage;
  if (refunds.length === 0) return null;
  return (
    <Card className="mt-3" data-testid="refunds">
      <Card.Header as="h2" className="h6 mb-0">
        {t(messages.title)}
      </Card.Header>
      <ListGroup variant="flush">
        {refunds.map((refund) => (
          <ListGroup.Item key={refund._id} className="d-flex flex-wrap align-items-center gap-2">
            <div className="me-auto">
              <div>
                <strong>{formatMoney(refund.amount, currency ?? DEFAULT_SHOP_CURRENCY, intl.locale)}</strong>{' '}
                <span className="text-body-secondary">
                  {t(messages.on, { date: formatDate(refund.createdAt, intl.locale) })}
                </span>
              </div>
              <div className="small text-break">{refund.reason}</div>
              <div className="small text-body-secondary">
                {refund.invoiceNumber
                  ? t(messages.creditNoteFor, {
                      number: refund.creditNote.number,
                      invoice: refund.invoiceNumber,
                    })
                  : t(messages.creditNote, { number: refund.creditNote.number })}
              </div>
            </div>
            <Button
              size="sm"
              variant="outline-primary"
              disabled={downloading === refund._id}
              onClick={() => onDownload(refund)}
              aria-label={t(messages.download, { number: refund.creditNote.number })}
            >
              {downloading === refund._id ? t(messages.preparing) : t(messages.button)}
            </Button>
          </ListGroup.Item>
        ))}
      </ListGroup>
    </Card>
  );
}
