import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import Card from 'react-bootstrap/Card';
import { changeOf } from '../lib/periods';
import { m } from '../messages';

/** One figure with its change on the period before: an arrow and the % (words for screen readers too). */
export function FigureTile({
  label,
  value,
  current,
  previous,
  note,
}: {
  label: MessageDescriptor;
  value: string;
  current: number;
  previous: number;
  note?: string;
}) {
  const intl = useIntl();
  const change = changeOf(current, previous);
  const percent =
    change === null
      ? ''
      : intl.formatNumber(Math.abs(change), { style: 'percent', maximumFractionDigits: 1 });
  const [arrow, tone, words] =
    change === null
      ? ['↑', 'text-success-emphasis', intl.formatMessage(m.changeNew)]
      : change > 0
        ? ['↑', 'text-success-emphasis', intl.formatMessage(m.changeUp, { change: percent })]
        : change < 0
          ? ['↓', 'text-danger-emphasis', intl.formatMessage(m.changeDown, { change: percent })]
          : ['→', 'text-body-secondary', intl.formatMessage(m.changeSame)];
  return (
    <Card className="h-100 shadow-sm" data-testid="figure-tile">
      <Card.Body>
        <h2 className="h6 text-body-secondary mb-1">{intl.formatMessage(label)}</h2>
        <p className="fs-3 fw-semibold mb-1 text-break">{value}</p>
        <p className={`small mb-0 ${tone}`}>
          <span aria-hidden="true">{arrow} </span>
          {words}
        </p>
        {note && <p className="small text-body-secondary mb-0 mt-1">{note}</p>}
      </Card.Body>
    </Card>
  );
}
