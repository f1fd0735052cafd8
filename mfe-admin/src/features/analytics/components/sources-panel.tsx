import { useIntl } from 'react-intl';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import Table from 'react-bootstrap/Table';
import type { AnalyticsSourcesJson } from '@market/contracts';
import { m } from '../messages';

/** One line of a sources table: what brought the visitors, and their visitors and orders. */
interface SourceRow {
  key: string;
  label: string;
  visitors: number;
  orders: number;
}

/** A card with a table of sources, or a line saying there are none. */
function SourceTable({
  title,
  empty,
  firstColumn,
  testId,
  rows,
}: {
  title: string;
  empty: string;
  firstColumn: string;
  testId: string;
  rows: SourceRow[];
}) {
  const intl = useIntl();
  return (
    <Card className="h-100 shadow-sm">
      <Card.Header>
        <h2 className="h6 mb-0">{title}</h2>
      </Card.Header>
      {rows.length === 0 ? (
        <Card.Body className="text-body-secondary">{empty}</Card.Body>
      ) : (
        <Table className="mb-0" data-testid={testId}>
          <thead>
            <tr>
              <th scope="col">{firstColumn}</th>
              <th scope="col" className="text-end">
                {intl.formatMessage(m.visitors)}
              </th>
              <th scope="col" className="text-end">
                {intl.formatMessage(m.orders)}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row" className="fw-normal text-break">
                  {row.label}
                </th>
                <td className="text-end">{intl.formatNumber(row.visitors)}</td>
                <td className="text-end">{intl.formatNumber(row.orders)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Card>
  );
}

/** Referring sites and utm_ campaigns with their visitors and orders. */
export function SourcesPanel({ sources }: { sources: AnalyticsSourcesJson }) {
  const intl = useIntl();
  return (
    <Row xs={1} lg={2} className="g-3">
      <Col>
        <SourceTable
          title={intl.formatMessage(m.sourcesTitle)}
          empty={intl.formatMessage(m.noSources)}
          firstColumn={intl.formatMessage(m.referrer)}
          testId="referrers-table"
          rows={sources.referrers.map((row) => ({
            key: row.domain,
            label: row.domain || intl.formatMessage(m.direct),
            visitors: row.visitors,
            orders: row.orders,
          }))}
        />
      </Col>
      <Col>
        <SourceTable
          title={intl.formatMessage(m.campaignsTitle)}
          empty={intl.formatMessage(m.noCampaigns)}
          firstColumn={intl.formatMessage(m.campaign)}
          testId="campaigns-table"
          rows={sources.campaigns.map((row) => ({
            key: `${row.source}/${row.medium}/${row.campaign}`,
            label: [row.source, row.medium, row.campaign].map((part) => part || '–').join(' / '),
            visitors: row.visitors,
            orders: row.orders,
          }))}
        />
      </Col>
    </Row>
  );
}
