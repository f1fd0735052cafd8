import Card from 'react-bootstrap/Card';
import { useCountUp } from '../lib/use-count-up';

interface StatCounterProps {
  label: string;
  /** The total, or null while it loads. */
  value: number | null;
  /** The count endpoint failed: 'Unavailable' instead of a number. */
  failed?: boolean;
}

/** One animated dashboard counter (Total Services, Total Conversations, Total Orders). */
export function StatCounter({ label, value, failed = false }: StatCounterProps) {
  const shown = useCountUp(value);
  const id = `counter-${label.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <Card className="h-100 text-center shadow-sm" role="group" aria-labelledby={id}>
      <Card.Body>
        <h2 id={id} className="h6 text-body-secondary text-uppercase mb-2">
          {label}
        </h2>
        {failed ? (
          <p className="mb-0 text-danger">Unavailable</p>
        ) : (
          <p className="display-5 fw-semibold mb-0" data-counter={label} data-target={value ?? undefined}>
            {/* The moving number is hidden from screen readers; they hear the final value once. */}
            <span aria-hidden="true">{shown.toLocaleString('en-US')}</span>
            <span className="visually-hidden">
              {value === null ? 'Loading' : value.toLocaleString('en-US')}
            </span>
          </p>
        )}
      </Card.Body>
    </Card>
  );
}
