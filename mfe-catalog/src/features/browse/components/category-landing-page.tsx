import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import Container from 'react-bootstrap/Container';
import { Link } from '@market/router';
import type { CategorySlug } from '@market/contracts';
import { breadcrumbJsonLd, useCategoryName, usePageMeta } from '@market/ui';
import { COMMON_MESSAGES } from '@/shared/i18n/common-messages';
import { useServices } from '@/shared/services/api/use-services';
import { ServiceGrid } from '@/shared/services/components/service-grid';
import { SubcategoryCards } from './subcategory-cards';

const HERO_TEXT = defineMessages({
  'programming-tech': {
    id: 'catalog.landing.heroProgrammingTech',
    defaultMessage: 'Build, launch and scale your software.',
  },
  'graphics-design': {
    id: 'catalog.landing.heroGraphicsDesign',
    defaultMessage: 'Designs that make your brand stand out.',
  },
  'digital-marketing': {
    id: 'catalog.landing.heroDigitalMarketing',
    defaultMessage: 'Reach more customers and grow your sales.',
  },
  'video-animation': {
    id: 'catalog.landing.heroVideoAnimation',
    defaultMessage: 'Bring your story to life with video.',
  },
  business: { id: 'catalog.landing.heroBusiness', defaultMessage: 'Take your business to the next level.' },
  'writing-translation': {
    id: 'catalog.landing.heroWritingTranslation',
    defaultMessage: 'Words that speak to every audience.',
  },
}) satisfies Record<CategorySlug, MessageDescriptor>;

const messages: Record<string, MessageDescriptor> = defineMessages({
  description: { id: 'catalog.landing.description', defaultMessage: '{hero} Hire {name} freelancers.' },
  featured: { id: 'catalog.landing.featured', defaultMessage: 'Featured in {name}' },
  popular: { id: 'catalog.landing.popular', defaultMessage: 'Popular services' },
  seeAll: { id: 'catalog.landing.seeAll', defaultMessage: 'See all {total}' },
  empty: { id: 'catalog.landing.empty', defaultMessage: 'No services found for this category.' },
});

const LANDING_SERVICES = 12;

export function CategoryLandingPage({ category }: { category: CategorySlug }) {
  const intl = useIntl();
  const state = useServices({ category, limit: LANDING_SERVICES });
  const name = useCategoryName()(category);
  const hero = intl.formatMessage(HERO_TEXT[category]);
  usePageMeta(name, intl.formatMessage(messages.description, { hero, name }), {
    canonicalPath: `/${category}`,
    image: state.status === 'ready' ? state.services[0]?.coverImage : undefined,
    jsonLd: (site) => [
      breadcrumbJsonLd(site, [
        { name: intl.formatMessage(COMMON_MESSAGES.home), path: '/' },
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
          <h1 className="display-6 fw-bold">{name}</h1>
          <p className="lead mb-0">{hero}</p>
        </Container>
      </section>
      <Container className="py-4">
        <h2 className="h4 mb-3">
          <FormattedMessage {...messages.featured} values={{ name }} />
        </h2>
        <SubcategoryCards category={category} limit={8} />
        <div className="d-flex justify-content-between align-items-baseline mt-5 mb-3">
          <h2 className="h4 mb-0">
            <FormattedMessage {...messages.popular} />
          </h2>
          {state.status === 'ready' && state.total > state.services.length && (
            <Link to={`/services?category=${category}`}>
              <FormattedMessage {...messages.seeAll} values={{ total: intl.formatNumber(state.total) }} />
            </Link>
          )}
        </div>
        <ServiceGrid
          state={state}
          emptyText={intl.formatMessage(messages.empty)}
          lg={category === 'writing-translation' ? 3 : 4}
        />
      </Container>
    </>
  );
}
