import { useIntl, type MessageDescriptor } from 'react-intl';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import type { AnalyticsServiceJson, AnalyticsServiceSort } from '@market/contracts';
import { LoadingBlock, type Loaded } from '@market/ui';
import { SERVICES_PAGE_SIZE } from '../api/analytics-api';
import { m } from '../messages';

const SORTABLE: { sort: AnalyticsServiceSort; label: MessageDescriptor }[] = [
  { sort: 'views', label: m.views },
  { sort: 'orders', label: m.orders },
  { sort: 'conversion', label: m.conversion },
  { sort: 'revenue', label: m.revenue },
];

/**
 * Each service's numbers in the period, sorted by the server (views, orders, conversion or
 * revenue, the most first). On a phone the table scrolls sideways inside its card.
 */
export function ServicesTable({
  loaded,
  sort,
  page,
  currency,
  onSort,
  onPage,
  onRetry,
}: {
  loaded: Loaded<{ items: AnalyticsServiceJson[]; total: number }>;
  sort: AnalyticsServiceSort;
  page: number;
  currency: string;
  onSort: (sort: AnalyticsServiceSort) => void;
  onPage: (page: number) => void;
  onRetry: () => void;
}) {
  const intl = useIntl();
  const percent = (value: number) => intl.formatNumber(value, { style: 'percent', maximumFractionDigits: 1 });
  const header = (label: MessageDescriptor, by?: AnalyticsServiceSort) => {
    const text = intl.formatMessage(label);
    if (!by)
      return (
        <th scope="col" className="text-end">
          {text}
        </th>
      );
    const active = by === sort;
    return (
      <th scope="col" className="text-end" aria-sort={active ? 'descending' : undefined}>
        <Button
          variant="link"
          size="sm"
          className={`p-0 text-decoration-none ${active ? 'fw-bold link-body-emphasis' : 'text-body-secondary'}`}
          onClick={() => onSort(by)}
          aria-label={intl.formatMessage(m.sortBy, { column: text })}
          aria-pressed={active}
        >
          {text}
          {active && <span aria-hidden="true"> ↓</span>}
        </Button>
      </th>
    );
  };
  const body = () => {
    if (loaded.status === 'loading') return <LoadingBlock label={intl.formatMessage(m.loading)} />;
    if (loaded.status === 'error')
      return (
        <Alert variant="danger" className="m-3">
          {intl.formatMessage(m.failed)}{' '}
          <Button size="sm" variant="outline-danger" onClick={onRetry}>
            {intl.formatMessage(m.retry)}
          </Button>
        </Alert>
      );
    const { items, total } = loaded.data;
    if (items.length === 0)
      return <p className="m-3 text-body-secondary">{intl.formatMessage(m.noServices)}</p>;
    const pages = Math.max(1, Math.ceil(total / SERVICES_PAGE_SIZE));
    return (
      <>
        <div className="table-responsive">
          <Table hover className="mb-0 align-middle" data-testid="services-table">
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage(m.service)}</th>
                {header(SORTABLE[0].label, 'views')}
                {header(m.checkouts)}
                {header(SORTABLE[1].label, 'orders')}
                {header(SORTABLE[2].label, 'conversion')}
                {header(SORTABLE[3].label, 'revenue')}
                {header(m.rating)}
                {header(m.lateRate)}
                {header(m.revisionRate)}
              </tr>
            </thead>
            <tbody>
              {items.map((row) => (
                <tr key={row.serviceId}>
                  <th scope="row" className="fw-normal text-break" style={{ minWidth: '10rem' }}>
                    {row.title || <em>{intl.formatMessage(m.deletedService)}</em>}
                  </th>
                  <td className="text-end">{intl.formatNumber(row.views)}</td>
                  <td className="text-end">{intl.formatNumber(row.checkouts)}</td>
                  <td className="text-end">{intl.formatNumber(row.orders)}</td>
                  <td className="text-end">{percent(row.conversion)}</td>
                  <td className="text-end text-nowrap">
                    {intl.formatNumber(row.revenue, { style: 'currency', currency })}
                  </td>
                  <td className="text-end text-nowrap">
                    {row.rating === null
                      ? intl.formatMessage(m.noRating)
                      : intl.formatNumber(row.rating, { maximumFractionDigits: 1 })}
                  </td>
                  <td className="text-end">{percent(row.lateRate)}</td>
                  <td className="text-end">{percent(row.revisionRate)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
        {pages > 1 && (
          <nav
            className="d-flex align-items-center gap-2 p-2"
            aria-label={intl.formatMessage(m.servicesTitle)}
          >
            <Button
              size="sm"
              variant="outline-secondary"
              disabled={page <= 1}
              onClick={() => onPage(page - 1)}
            >
              {intl.formatMessage(m.previousPage)}
            </Button>
            <span className="small">{intl.formatMessage(m.pageOf, { page, pages })}</span>
            <Button
              size="sm"
              variant="outline-secondary"
              disabled={page >= pages}
              onClick={() => onPage(page + 1)}
            >
              {intl.formatMessage(m.nextPage)}
            </Button>
          </nav>
        )}
      </>
    );
  };
  return (
    <Card className="shadow-sm">
      <Card.Header>
        <h2 className="h6 mb-0">{intl.formatMessage(m.servicesTitle)}</h2>
      </Card.Header>
      {body()}
    </Card>
  );
}
