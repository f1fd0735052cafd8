import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useIntl } from 'react-intl';
import { LoadingBlock } from '@market/ui';
import { LoadFailed } from '@/shared/components/load-failed';
import type { ServicesState } from '../api/use-services';
import { cardSizes, ServiceCard } from './service-card';

/** The responsive grid of service cards with its loading, error and empty states. */
export function ServiceGrid({
  state,
  emptyText,
  lg = 4,
}: {
  state: ServicesState;
  emptyText: string;
  lg?: number;
}) {
  const intl = useIntl();
  if (state.status === 'loading') {
    return (
      <LoadingBlock
        label={intl.formatMessage({ id: 'catalog.serviceGrid.loading', defaultMessage: 'Loading services…' })}
      />
    );
  }
  if (state.status === 'error') {
    return <LoadFailed message={state.message} onRetry={state.retry} />;
  }
  if (state.services.length === 0) return <p className="text-body-secondary py-4">{emptyText}</p>;
  return (
    <Row xs={1} sm={2} md={3} lg={lg} className="g-3" data-testid="service-grid">
      {state.services.map((service, index) => (
        <Col key={service._id}>
          <ServiceCard service={service} sizes={cardSizes(lg)} priority={index === 0} />
        </Col>
      ))}
    </Row>
  );
}
