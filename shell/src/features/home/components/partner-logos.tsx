import Container from 'react-bootstrap/Container';

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
  return (
    <section className="partner-strip py-4 border-bottom" aria-label="Trusted by">
      <Container className="d-flex align-items-center gap-4">
        <span className="text-body-secondary text-nowrap small fw-semibold">Trusted by:</span>
        <div className="partner-viewport">
          <ul className="partner-track list-unstyled mb-0">
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
