import Container from 'react-bootstrap/Container';
import { FormattedMessage } from 'react-intl';
import { SearchBox } from '@/components/search-box';

export function HeroSection() {
  return (
    <section className="home-hero text-white d-flex align-items-center">
      <Container>
        <h1 className="display-5 fw-bold mb-4 home-hero-title">
          <FormattedMessage
            id="shell.home.heroTitle"
            defaultMessage="Find the right freelancer service, right away"
          />
        </h1>
        <SearchBox size="lg" className="home-hero-search" />
      </Container>
    </section>
  );
}
