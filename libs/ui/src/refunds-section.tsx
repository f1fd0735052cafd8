import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import ListGroup from 'react-bootstrap/ListGroup';
import { formatDate, formatDollars, type RefundJson } from '@market/contracts';

interface RefundsSectionProps {
  refunds: RefundJson[];
  /** Saves the credit note PDF of a refund; the button shows while it is made. */
  onDownload: (refund: RefundJson) => void;
  /** The refund whose credit note is being made, if any. */
  downloading?: string | null;
}

/** The refunds of an order, each with its credit note, for its buyer and for admins; nothing when none. */
export function RefundsSection({ refunds, onDownload, downloading = null }: RefundsSectionProps) {
  if (refunds.length === 0) return null;
  return (
    <Card className="mt-3" data-testid="refunds">
      <Card.Header as="h2" className="h6 mb-0">
        Refunds
      </Card.Header>
      <ListGroup variant="flush">
        {refunds.map((refund) => (
          <ListGroup.Item key={refund._id} className="d-flex flex-wrap align-items-center gap-2">
            <div className="me-auto">
              <div>
                <strong>{formatDollars(refund.amount)}</strong>{' '}
                <span className="text-body-secondary">on {formatDate(refund.createdAt)}</span>
              </div>
              <div className="small text-break">{refund.reason}</div>
              <div className="small text-body-secondary">Credit note {refund.creditNote.number}</div>
            </div>
            <Button
              size="sm"
              variant="outline-primary"
              disabled={downloading === refund._id}
              onClick={() => onDownload(refund)}
              aria-label={`Download credit note ${refund.creditNote.number}`}
            >
              {downloading === refund._id ? 'Preparing…' : 'Credit note'}
            </Button>
          </ListGroup.Item>
        ))}
      </ListGroup>
    </Card>
  );
}
