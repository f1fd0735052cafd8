import Card from 'react-bootstrap/Card';
import { FormattedMessage } from 'react-intl';
import { useFormats } from '@/shared/lib/use-formats';
import { useCountUp } from '../lib/use-count-up';

interface StatCounterProps {
  /** The counter's fixed name (its element id and `data-counter`), e.g. 'Total Services'. */
  name: string;
  /** The counter's title in the reader's language. */
  label: string;
  /** The total, or null while it loads. */
  value: number | null;
  /** The count endpoint failed: 'Unavailable' instead of a number. */
  failed?: boolean;
}

/** One animated dashboard counter (Total Services, Total Conversations, Total Orders). */
export function StatCounter({ name, label, value, failed = false }: StatCounterProps) {
  const shown = useCountUp(value);
  const { number } = useFormats();
  const id = `counter-${name.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <Card className="h-100 text-center shadow-sm" role="group" aria-labelledby={id}>
      <Card.Body>
        <h2 id={id} className="h6 text-body-secondary text-uppercase mb-2">
          {label}
        </h2>
        {failed ? (
          <p className="mb-0 text-danger">
            <FormattedMessage id="admin.dashboard.unavailable" defaultMessage="Unavailable" />
          </p>
        ) : (
          <p className="display-5 fw-semibold mb-0" data-counter={name} data-target={value ?? undefined}>
            {/* The moving number is hidden from screen readers; they hear the final value once. */}
            <span aria-hidden="true">{number(shown)}</span>
            <span className="visually-hidden">
              {value === null ? (
                <FormattedMessage id="admin.dashboard.counterLoading" defaultMessage="Loading" />
              ) : (
                number(value)
              )}
            </span>
          </p>
        )}
      </Card.Body>
    </Card>
  );
}
