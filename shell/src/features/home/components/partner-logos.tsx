import Container from 'react-bootstrap/Container';
import { FormattedMessage, useIntl } from 'react-intl';

const PARTNERS = [
  'Northwind',
  'Lumen Labs',
  'Bluepeak',
  'Orbitra',
  'Kestrel & Co',
  'Mintwave',
  'Stratus',
  'Fieldstone',
];

/** A row of partner word-marks that scrolls sideways (and holds still for reduced-motion users). */
export function PartnerLogos() {
  const intl = useIntl();
  return (
    <section
      className="partner-strip py-4 border-bottom"
      aria-label={intl.formatMessage({ id: 'shell.home.partnersLabel', defaultMessage: 'Trusted by' })}
    >
      <Container className="d-flex align-items-center gap-4">
        <span className="text-body-secondary text-nowrap small fw-semibold">
          <FormattedMessage id="shell.home.partnersLead" defaultMessage="Trusted by:" />
        </span>
        <div className="partner-viewport">
          <ul className="partner-track list-unstyled mb-0" translate="no">
            {[...PARTNERS, ...PARTNERS].map((name, index) => (
              <li key={`${name}-${index}`} className="partner-logo" aria-hidden={index >= PARTNERS.length}>
                {name}
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </section>
  );
}
