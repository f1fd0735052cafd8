import {
  absoluteUrl,
  isCategory,
  subcategoryPath,
  type PageHeadExtras,
  type SiteInfo,
} from '@market/contracts';
import { breadcrumbJsonLd, metaSummary } from '@market/ui';
import type { Service } from '@/shared/services/api/services';

const isVideo = (src: string) => /\.(mp4|webm)$/i.test(src);

/** A service page's own address: its subcategory and its id. */
export const servicePath = (service: Service) => `/${service.subCategory}/${service._id}`;

/** The words of a service's breadcrumb, in the page's language. */
export interface ServiceCrumbNames {
  home: string;
  category: string;
  subcategory: string;
}

/**
 * What a service page tells search engines and link previews: its breadcrumb (home, the service's
 * category and subcategory, named as `names` say) and a schema.org Service.
 */
export function serviceHead(service: Service, names: ServiceCrumbNames): PageHeadExtras {
  const path = servicePath(service);
  const images = [service.coverImage, ...service.otherImages].filter((src) => !isVideo(src));
  return {
    canonicalPath: path,
    image: images[0],
    ogType: 'product',
    jsonLd: (site: SiteInfo) => {
      const crumbs = [{ name: names.home, path: '/' }];
      const data: Record<string, unknown> = {
        '@context': 'https://schema.org',
        '@type': 'Service',
        name: service.title,
        description: metaSummary(service.desc, 5000),
        url: absoluteUrl(site, path),
        provider: { '@type': 'Organization', name: site.brand, url: `${site.origin}/` },
      };
      if (isCategory(service.category)) {
        const category = service.category;
        crumbs.push(
          { name: names.category, path: `/${category}` },
          { name: names.subcategory, path: subcategoryPath(category, service.subCategory) },
        );
        data.category = `${names.category} > ${names.subcategory}`;
      }
      crumbs.push({ name: service.title, path });
      if (images.length) data.image = images.map((src) => absoluteUrl(site, src));
      if (service.starNumber > 0) {
        data.aggregateRating = {
          '@type': 'AggregateRating',
          ratingValue: service.averageStars,
          reviewCount: service.starNumber,
          bestRating: 5,
          worstRating: 1,
        };
      }
      return [breadcrumbJsonLd(site, crumbs), data];
    },
  };
}
