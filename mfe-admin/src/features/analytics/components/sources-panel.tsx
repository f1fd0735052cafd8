import { useIntl } from 'react-intl';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import Table from 'react-bootstrap/Table';
import type { AnalyticsSourcesJson } from '@market/contracts';
import { m } from '../messages';

/** Referring sites and utm_ campaigns with their visitors and orders. */
export function SourcesPanel({ sources }: { sources: AnalyticsSourcesJson }) {
  const intl = useIntl();
  const n = (value: number) => intl.formatNumber(value);
  const heads = (first: string) => (
    <thead>
      <tr>
        <th scope="col">{first}</th>
        <th scope="col" className="text-end">
          {intl.formatMessage(m.visitors)}
        </th>
        <th scope="col" className="text-end">
          {intl.formatMessage(m.orders)}
        </th>
      </tr>
    </thead>
  );
  return (
    <Row xs={1} lg={2} className="g-3">
      <Col>
        <Card className="h-100 shadow-sm">
          <Card.Header>
            <h2 className="h6 mb-0">{intl.formatMessage(m.sourcesTitle)}</h2>
          </Card.Header>
          {sources.referrers.length === 0 ? (
            <Card.Body className="text-body-secondary">{intl.formatMessage(m.noSources)}</Card.Body>
          ) : (
            <Table className="mb-0" data-testid="referrers-table">
              {heads(intl.formatMessage(m.referrer))}
              <tbody>
                {sources.referrers.map((row) => (
                  <tr key={row.domain}>
                    <th scope="row" className="fw-normal text-break">
                      {row.domain || intl.formatMessage(m.direct)}
                    </th>
                    <td className="text-end">{n(row.visitors)}</td>
                    <td className="text-end">{n(row.orders)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
        </Card>
      </Col>
      <Col>
        <Card className="h-100 shadow-sm">
          <Card.Header>
            <h2 className="h6 mb-0">{intl.formatMessage(m.campaignsTitle)}</h2>
          </Card.Header>
          {sources.campaigns.length === 0 ? (
            <Card.Body className="text-body-secondary">{intl.formatMessage(m.noCampaigns)}</Card.Body>
          ) : (
            <Table className="mb-0" data-testid="campaigns-table">
              {heads(intl.formatMessage(m.campaign))}
              <tbody>
                {sources.campaigns.map((row) => (
                  <tr key={`${row.source}/${row.medium}/${row.campaign}`}>
                    <th scope="row" className="fw-normal text-break">
                      {[row.source, row.medium, row.campaign].map((part) => part || '–').join(' / ')}
                    </th>
                    <td className="text-end">{n(row.visitors)}</td>
                    <td className="text-end">{n(row.orders)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
        </Card>
      </Col>
    </Row>
  );
}
