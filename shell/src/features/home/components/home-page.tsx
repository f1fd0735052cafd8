import { useIntl } from 'react-intl';
import { absoluteUrl, type SiteInfo } from '@market/contracts';
import { usePageMeta } from '@market/ui';
import { CategoryCards } from './category-cards';
import { GallerySection } from './gallery-section';
import { HeroSection } from './hero-section';
import { PartnerLogos } from './partner-logos';
import { PromoVideo } from './promo-video';

/** Who runs the site, and its search box as search engines may offer it. */
function siteJsonLd(site: SiteInfo): object[] {
  const home = absoluteUrl(site, '/');
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: site.brand,
      url: home,
      logo: absoluteUrl(site, '/favicon.svg'),
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: site.brand,
      url: home,
      potentialAction: {
        '@type': 'SearchAction',
        target: {
          '@type': 'EntryPoint',
          urlTemplate: absoluteUrl(site, '/search?query={search_term_string}'),
        },
        'query-input': 'required name=search_term_string',
      },
    },
  ];
}

export function HomePage() {
  const intl = useIntl();
  // The same title and description index.html is served with, so the first paint does not flicker.
  usePageMeta(
    intl.formatMessage({ id: 'shell.home.metaTitle', defaultMessage: 'Digital services marketplace' }),
    intl.formatMessage({
      id: 'shell.home.metaDescription',
      defaultMessage:
        'Find the right freelancer service, right away: programming, design, marketing, video, business and writing.',
    }),
    { canonicalPath: '/', jsonLd: siteJsonLd },
  );
  return (
    <>
      <HeroSection />
      <PartnerLogos />
      <CategoryCards />
      <PromoVideo />
      <GallerySection />
    </>
  );
}
