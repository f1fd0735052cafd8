import Container from 'react-bootstrap/Container';
import { Link } from '@market/router';
import { CATEGORY_NAMES, type CategorySlug } from '@market/contracts';
import { breadcrumbJsonLd, usePageMeta } from '@market/ui';
import { useServices } from '@/shared/services/api/use-services';
import { ServiceGrid } from '@/shared/services/components/service-grid';
import { SubcategoryCards } from './subcategory-cards';

const HERO_TEXT: Record<CategorySlug, string> = {
  'programming-tech': 'Build, launch and scale your software.',
  'graphics-design': 'Designs that make your brand stand out.',
  'digital-marketing': 'Reach more customers and grow your sales.',
  'video-animation': 'Bring your story to life with video.',
  business: 'Take your business to the next level.',
  'writing-translation': 'Words that speak to every audience.',
};

const LANDING_SERVICES = 12;

export function CategoryLandingPage({ category }: { category: CategorySlug }) {
  const state = useServices({ category, limit: LANDING_SERVICES });
  const name = CATEGORY_NAMES[category];
  usePageMeta(name, `${HERO_TEXT[category]} Hire ${name} freelancers.`, {
    canonicalPath: `/${category}`,
    image: state.status === 'ready' ? state.services[0]?.coverImage : undefined,
    jsonLd: (site) => [
      breadcrumbJsonLd(site, [
        { name: 'Home', path: '/' },
        { name, path: `/${category}` },
      ]),
    ],
  });
  return (
    <>
      <section
        className="d-flex align-items-center text-white"
        style={{ height: 300, background: 'linear-gradient(135deg, #1d3557, #2a9d8f)' }}
        data-testid="category-hero"
      >
        <Container>
          <h1 className="display-6 fw-bold">{CATEGORY_NAMES[category]}</h1>
          <p className="lead mb-0">{HERO_TEXT[category]}</p>
        </Container>
      </section>
      <Container className="py-4">
        <h2 className="h4 mb-3">Featured in {CATEGORY_NAMES[category]}</h2>
        <SubcategoryCards category={category} limit={8} />
        <div className="d-flex justify-content-between align-items-baseline mt-5 mb-3">
          <h2 className="h4 mb-0">Popular services</h2>
          {state.status === 'ready' && state.total > state.services.length && (
            <Link to={`/services?category=${category}`}>{`See all ${state.total}`}</Link>
          )}
        </div>
        <ServiceGrid
          state={state}
          emptyText="No services found for this category."
          lg={category === 'writing-translation' ? 3 : 4}
        />
      </Container>
    </>
  );
}
