import Container from 'react-bootstrap/Container';
import { useSearchParams } from 'react-router-dom';
import { CATEGORY_NAMES, subcategoryName, type CategorySlug } from '@market/contracts';
import { ServiceGrid } from '../../services/components/service-grid';
import { useServices } from '../../services/components/use-services';
import { SubcategoryCards } from './subcategory-cards';

export function SearchPage() {
  const [params] = useSearchParams();
  const query = (params.get('query') ?? '').trim();
  const state = useServices(query ? { search: query } : null);
  return (
    <Container className="py-4">
      <h1 className="h3 mb-3">{`Search Results for "${query}"`}</h1>
      {query ? (
        <ServiceGrid state={state} emptyText="No services found for your search." />
      ) : (
        <p className="text-body-secondary">No services found for your search.</p>
      )}
    </Container>
  );
}

export function SubcategoryPage({ category, subcategory }: { category: CategorySlug; subcategory: string }) {
  const state = useServices({ category, subcategory });
  return (
    <Container className="py-4">
      <p className="small text-body-secondary mb-1">{CATEGORY_NAMES[category]}</p>
      <h1 className="h3 mb-3">{subcategoryName(subcategory)}</h1>
      <ServiceGrid state={state} emptyText="No services found for this subcategory." />
    </Container>
  );
}

const HERO_TEXT: Record<CategorySlug, string> = {
  'programming-tech': 'Build, launch and scale your software.',
  'graphics-design': 'Designs that make your brand stand out.',
  'digital-marketing': 'Reach more customers and grow your sales.',
  'video-animation': 'Bring your story to life with video.',
  business: 'Take your business to the next level.',
  'writing-translation': 'Words that speak to every audience.',
};

export function CategoryLandingPage({ category }: { category: CategorySlug }) {
  const state = useServices({ category });
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
        <h2 className="h4 mt-5 mb-3">Popular services</h2>
        <ServiceGrid
          state={state}
          emptyText="No services found for this category."
          lg={category === 'writing-translation' ? 3 : 4}
        />
      </Container>
    </>
  );
}
