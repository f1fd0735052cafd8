import { usePageMeta } from '@market/ui';
import { CategoryCards } from './category-cards';
import { GallerySection } from './gallery-section';
import { HeroSection } from './hero-section';
import { PartnerLogos } from './partner-logos';
import { PromoVideo } from './promo-video';

export function HomePage() {
  // The same title and description index.html is served with, so the first paint does not flicker.
  usePageMeta(
    'Digital services marketplace',
    'Find the right freelancer service, right away: programming, design, marketing, video, business and writing.',
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
