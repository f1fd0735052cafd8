import { CategoryCards } from './category-cards';
import { GallerySection } from './gallery-section';
import { HeroSection } from './hero-section';
import { PartnerLogos } from './partner-logos';
import { PromoVideo } from './promo-video';

export function HomePage() {
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
