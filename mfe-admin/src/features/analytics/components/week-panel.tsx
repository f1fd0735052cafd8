import { useIntl } from 'react-intl';
import Card from 'react-bootstrap/Card';
import { Link } from '@market/router';
import { LoadingBlock, useLoad } from '@market/ui';
import { getSummary } from '../api/analytics-api';
import { changeOf, thisWeek } from '../lib/periods';
import { m } from '../messages';

const loadWeek = (key: string) => getSummary(JSON.parse(key));

/** The dashboard's compact "This week" (no chart library: only numbers and arrows). */
export function WeekPanel() {
  const intl = useIntl();
  const week = useLoad(JSON.stringify(thisWeek()), loadWeek);
  const state = week.state;
  const line = (label: string, value: string, current: number, previous: number) => {
    const change = changeOf(current, previous);
    const arrow = change === null || change > 0 ? '↑' : change < 0 ? '↓' : '→';
    const words =
      change === null
        ? intl.formatMessage(m.changeNew)
        : change === 0
          ? intl.formatMessage(m.changeSame)
          : intl.formatMessage(change > 0 ? m.changeUp : m.changeDown, {
              change: intl.formatNumber(Math.abs(change), { style: 'percent', maximumFractionDigits: 0 }),
            });
    return (
      <li className="d-flex flex-wrap justify-content-between gap-2 py-1">
        <span>{label}</span>
        <span className="text-end">
          <span className="fw-semibold">{value}</span>{' '}
          <span className="small text-body-secondary">
            <span aria-hidden="true">{arrow} </span>
            {words}
          </span>
        </span>
      </li>
    );
  };
  return (
    <Card className="h-100 shadow-sm" data-testid="week-panel">
      <Card.Header className="d-flex flex-wrap align-items-center gap-2">
        <h2 className="h6 mb-0 me-auto">{intl.formatMessage(m.weekTitle)}</h2>
        <Link to="/admin/analytics?period=7" className="small link-body-emphasis">
          {intl.formatMessage(m.weekLink)}
        </Link>
      </Card.Header>
      <Card.Body>
        {state.status === 'loading' && <LoadingBlock label={intl.formatMessage(m.loading)} />}
        {state.status === 'error' && (
          <p className="text-danger-emphasis mb-0">{intl.formatMessage(m.failed)}</p>
        )}
        {state.status === 'ready' && (
          <ul className="list-unstyled mb-0">
            {line(
              intl.formatMessage(m.visitors),
              intl.formatNumber(state.data.visitors),
              state.data.visitors,
              state.data.previous.visitors,
            )}
            {line(
              intl.formatMessage(m.orders),
              intl.formatNumber(state.data.orders),
              state.data.orders,
              state.data.previous.orders,
            )}
            {line(
              intl.formatMessage(m.netRevenue),
              intl.formatNumber(state.data.revenue.net, {
                style: 'currency',
                currency: state.data.revenue.currency,
              }),
              state.data.revenue.net,
              state.data.previous.revenue.net,
            )}
          </ul>
        )}
      </Card.Body>
    </Card>
  );
}
