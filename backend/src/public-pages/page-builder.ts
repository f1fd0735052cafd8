import {
  CATEGORY_NAMES,
  CATEGORY_SLUGS,
  CategorySlug,
  effectivePrice,
  EXPLAINER_VIDEOS_PATH,
  formatDollars,
  isCategory,
  SUBCATEGORY_SLUGS,
  subcategoryName,
  subcategoryPath,
} from '@market/contracts';
import { CatalogService, Viewer } from '../catalog/catalog.service';

import { ServiceView } from '../catalog/dto/service.dto';
import { ContentService } from '../content/content.service';
import { DomainError } from '../common/domain-error';
import { isUuid } from '../common/ids';
import {
  breadcrumbJsonLd,
  breadcrumbNav,
  CARD_SIZES,
  Crumb,
  html,
  imageHtml,
  MAIN_SIZES,
  metaSummary,
  PageDocument,
  SafeHtml,
  SiteInfo,
  absoluteUrl,
} from './page-html';
import { PageRoute } from './page-routes';

/** What the builder answers: a page, or a redirect to the canonical path of what was asked. */
export type BuiltPage = { document: PageDocument } | { redirect: string };

const VISITOR: Viewer = { signedIn: false };
/** A landing card's link, as the catalog remote draws it (the spec puts video-animation's explainer-videos card under /digital-marketing). */
function landingCardPath(category: CategorySlug, sub: string): string {
  return category === 'video-animation' && sub === 'explainer-videos'
    ? EXPLAINER_VIDEOS_PATH
    : subcategoryPath(category, sub);
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** What a package costs, inline: the sale price with the regular one struck through, or the regular one. */
function priceText(pkg: { regularPrice: number; salePrice?: number }): SafeHtml {
  const price = effectivePrice({ regularPrice: pkg.regularPrice, salePrice: pkg.salePrice ?? 0 });
  return price < pkg.regularPrice
    ? html`${formatDollars(price)} <s>${formatDollars(pkg.regularPrice)}</s>`
    : html`${formatDollars(price)}`;
}

/** A package's price on the service page; nothing when the view has no prices (visitors). */
function packagePrice(pkg: { regularPrice?: number; salePrice?: number }): SafeHtml | '' {
  return typeof pkg.regularPrice === 'number'
    ? html`<p class="price">${priceText({ regularPrice: pkg.regularPrice, salePrice: pkg.salePrice })}</p>`
    : '';
}

/** A card's "Starting from" price (its first package); nothing when the view has no prices (visitors). */
function startingPrice(service: ServiceView): SafeHtml | '' {
  const first = service.packages[0];
  return first && typeof first.regularPrice === 'number'
    ? html`<p class="price">
        Starting from ${priceText({ regularPrice: first.regularPrice, salePrice: first.salePrice })}
      </p>`
    : '';
}
const LIST_SIZE = 24;
const LANDING_SERVICES = 12;
const HOME_DESCRIPTION =
  'Find the right freelancer service, right away: programming, design, marketing, video, business and writing.';

/** The hero lines of the landings (as mfe-catalog's category-landing-page.tsx shows them). */
export const HERO_TEXT: Record<CategorySlug, string> = {
  'programming-tech': 'Build, launch and scale your software.',
  'graphics-design': 'Designs that make your brand stand out.',
  'digital-marketing': 'Reach more customers and grow your sales.',
  'video-animation': 'Bring your story to life with video.',
  business: 'Take your business to the next level.',
  'writing-translation': 'Words that speak to every audience.',
};

const NOT_FOUND_EXPLANATION = 'The page you are looking for does not exist or has moved.';

/** The spec's not-found page: 'Oops! Page Not Found' with 'Back to Home' to /. */
export function notFoundDocument(): PageDocument {
  return {
    status: 404,
    title: 'Page Not Found',
    description: NOT_FOUND_EXPLANATION,
    jsonLd: [],
    robots: 'noindex',
    body: html`<section class="py-5 text-center">
      <p aria-hidden="true">404</p>
      <h1>Oops! Page Not Found</h1>
      <p>${NOT_FOUND_EXPLANATION}</p>
      <a href="/" class="btn btn-primary">Back to Home</a>
    </section>`.value,
  };
}

/** A row that is not there is a 404; any other failure (the database down) stays an error. */
async function missingAsUndefined<T>(lookup: Promise<T>): Promise<T | undefined> {
  try {
    return await lookup;
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'not_found') return undefined;
    throw error;
  }
}

/** Builds each public page's document from the catalogue and content, as a visitor sees them. */
export class PageBuilder {
  constructor(
    private readonly catalog: CatalogService,
    private readonly content: ContentService,
    private readonly site: SiteInfo,
  ) {}

  /**
   * A page's document. A signed-in viewer's pages show prices (the spec shows visitors none), so
   * they are built per request and never cached.
   */
  async build(route: PageRoute, query: URLSearchParams, viewer: Viewer = VISITOR): Promise<BuiltPage> {
    switch (route.kind) {
      case 'home':
        return { document: await this.home() };
      case 'landing':
        return { document: await this.landing(route.category, viewer) };
      case 'services':
        return { document: await this.services(route.path, viewer) };
      case 'subcategory':
        return {
          document: await this.subcategory(route.category, route.subcategory, route.canonicalPath, viewer),
        };
      case 'service':
        return this.service(route.subcategory, route.serviceId, viewer);
      case 'search':
        return { document: await this.search((query.get('query') ?? '').trim().slice(0, 200), viewer) };
      case 'blogs':
        return { document: await this.blogs() };
      case 'blog':
        return this.blog(route.blogId);
      case 'static':
        return { document: this.staticPage(route.page) };
      case 'remote':
        return { document: this.remotePage() };
      default:
        return { document: notFoundDocument() };
    }
  }

  private crumbs(category?: CategorySlug, subcategory?: string): Crumb[] {
    const crumbs: Crumb[] = [{ name: 'Home', path: '/' }];
    if (category) crumbs.push({ name: CATEGORY_NAMES[category], path: `/${category}` });
    if (category && subcategory)
      crumbs.push({ name: subcategoryName(subcategory), path: subcategoryPath(category, subcategory) });
    return crumbs;
  }

  private serviceCards(services: ServiceView[], emptyText: string): SafeHtml {
    if (services.length === 0) return html`<p>${emptyText}</p>`;
    return html`<ul class="cards">
      ${services.map(
        (s, i) =>
          html`<li>
            <a href="/${s.subCategory}/${s._id}"
              >${
                /\.(mp4|webm)$/i.test(s.coverImage)
                  ? ''
                  : imageHtml(s.coverImage, {
                      alt: '',
                      width: 320,
                      height: 180,
                      sizes: CARD_SIZES,
                      priority: i === 0,
                    })
              }
              <h3>${s.shortTitle || s.title}</h3></a
            >
            <p>${s.shortDesc}</p>
            ${s.starNumber > 0 ? html`<p>${s.averageStars.toFixed(1)} ★ (${s.starNumber})</p>` : ''}
            ${startingPrice(s)}
          </li>`,
      )}
    </ul>`;
  }

  private async home(): Promise<PageDocument> {
    const gallery = await this.content.listGalleries(undefined, 1, 8);
    const origin = this.site.origin;
    return {
      status: 200,
      title: 'Digital services marketplace',
      description: HOME_DESCRIPTION,
      canonicalPath: '/',
      image: gallery.items[0]?.imageUrl,
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Organization',
          name: this.site.brand,
          url: `${origin}/`,
          logo: `${origin}/favicon.svg`,
        },
        {
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          name: this.site.brand,
          url: `${origin}/`,
          potentialAction: {
            '@type': 'SearchAction',
            target: { '@type': 'EntryPoint', urlTemplate: `${origin}/search?query={search_term_string}` },
            'query-input': 'required name=search_term_string',
          },
        },
      ],
      body: html`<section>
          <h1>Find the right freelancer service, right away</h1>
          <form action="/search" method="get" role="search">
            <input name="query" aria-label="Search services" /> <button type="submit">Search</button>
          </form>
        </section>
        <section>
          <h2>Categories</h2>
          <ul class="cards">
            ${CATEGORY_SLUGS.map(
              (c) =>
                html`<li>
                  <a href="/${c}"><h3>${CATEGORY_NAMES[c]}</h3></a>
                  <p>${HERO_TEXT[c]}</p>
                </li>`,
            )}
          </ul>
        </section>
        <section>
          <h2>Made on ${this.site.brand}</h2>
          <ul class="cards">
            ${gallery.items.map(
              (g) =>
                html`<li>
                  ${imageHtml(g.imageUrl, {
                    alt: g.imageTitle,
                    width: 320,
                    height: 240,
                    sizes: CARD_SIZES,
                    priority: false,
                  })}
                  <p>${g.imageTitle}</p>
                </li>`,
            )}
          </ul>
        </section>`.value,
    };
  }

  private async landing(category: CategorySlug, viewer: Viewer): Promise<PageDocument> {
    const { items, total } = await this.catalog.list({ category, limit: LANDING_SERVICES }, viewer);
    const crumbs = this.crumbs(category);
    return {
      status: 200,
      title: CATEGORY_NAMES[category],
      description: `${HERO_TEXT[category]} Hire ${CATEGORY_NAMES[category]} freelancers.`,
      canonicalPath: `/${category}`,
      image: items[0]?.coverImage,
      jsonLd: [breadcrumbJsonLd(this.site, crumbs)],
      body: html`${breadcrumbNav(crumbs)}
        <section>
          <h1>${CATEGORY_NAMES[category]}</h1>
          <p>${HERO_TEXT[category]}</p>
        </section>
        <section>
          <h2>Featured in ${CATEGORY_NAMES[category]}</h2>
          <ul class="cards">
            ${SUBCATEGORY_SLUGS[category].map(
              (sub) =>
                html`<li>
                  <a href="${landingCardPath(category, sub)}"><h3>${subcategoryName(sub)}</h3></a>
                </li>`,
            )}
          </ul>
        </section>
        <section>
          <h2>Popular services</h2>
          ${this.serviceCards(items, 'No services found for this category.')}${
            total > items.length
              ? html`<p><a href="/services?category=${category}">See all ${total}</a></p>`
              : ''
          }
        </section>`.value,
    };
  }

  private async services(path: '/services' | '/service-list', viewer: Viewer): Promise<PageDocument> {
    const category = CATEGORY_SLUGS[0];
    const { items } = await this.catalog.list({ category, limit: LIST_SIZE }, viewer);
    return {
      status: 200,
      title: 'Services',
      description:
        'Browse digital services by category: programming, design, marketing, video, business and writing.',
      // The two list routes show the same screen: one canonical URL.
      canonicalPath: path === '/service-list' ? '/services' : path,
      jsonLd: [],
      body: html`<h1>Services</h1>
        <nav>
          <ul>
            ${CATEGORY_SLUGS.map((c) => html`<li><a href="/${c}">${CATEGORY_NAMES[c]}</a></li>`)}
          </ul>
        </nav>
        <h2>${CATEGORY_NAMES[category]}</h2>
        ${this.serviceCards(items, 'No services found for this category.')}`.value,
    };
  }

  private async subcategory(
    category: CategorySlug,
    subcategory: string,
    canonicalPath: string,
    viewer: Viewer,
  ): Promise<PageDocument> {
    const { items } = await this.catalog.list({ category, subcategory, limit: LIST_SIZE }, viewer);
    const name = subcategoryName(subcategory);
    const crumbs = this.crumbs(category, subcategory);
    return {
      status: 200,
      title: `${name} services`,
      description: `${name} services in ${CATEGORY_NAMES[category]}: compare packages, delivery times and reviews.`,
      canonicalPath,
      image: items[0]?.coverImage,
      jsonLd: [breadcrumbJsonLd(this.site, crumbs)],
      body: html`${breadcrumbNav(crumbs)}
        <h1>${name}</h1>
        ${this.serviceCards(items, 'No services found for this subcategory.')}`.value,
    };
  }

  private async service(subcategory: string, id: string, viewer: Viewer): Promise<BuiltPage> {
    const service = isUuid(id) ? await missingAsUndefined(this.catalog.get(id, viewer)) : undefined;
    if (!service || !isCategory(service.category)) return { document: notFoundDocument() };
    const path = `/${service.subCategory}/${service._id}`;
    // Another subcategory or a capitalised id: one URL per service (and one cache entry).
    if (subcategory !== service.subCategory || id !== service._id) return { redirect: path };
    const category = service.category;
    const crumbs = [...this.crumbs(category, service.subCategory), { name: service.title, path }];
    const isVideo = /\.(mp4|webm)$/i.test(service.coverImage);
    const serviceLd: Record<string, unknown> = {
      '@context': 'https://schema.org',
      '@type': 'Service',
      name: service.title,
      description: metaSummary(service.desc, 5000),
      category: `${CATEGORY_NAMES[category]} > ${subcategoryName(service.subCategory)}`,
      url: absoluteUrl(this.site, path),
      provider: { '@type': 'Organization', name: this.site.brand, url: `${this.site.origin}/` },
    };
    const images = [service.coverImage, ...service.otherImages].filter((src) => !/\.(mp4|webm)$/i.test(src));
    if (images.length) serviceLd.image = images.map((src) => absoluteUrl(this.site, src));
    if (service.starNumber > 0) {
      serviceLd.aggregateRating = {
        '@type': 'AggregateRating',
        ratingValue: service.averageStars,
        reviewCount: service.starNumber,
        bestRating: 5,
        worstRating: 1,
      };
    }
    return {
      document: {
        status: 200,
        title: service.title,
        description: service.shortDesc || service.desc,
        canonicalPath: path,
        image: images[0],
        ogType: 'product',
        jsonLd: [breadcrumbJsonLd(this.site, crumbs), serviceLd],
        body: html`${breadcrumbNav(crumbs)}
          <article>
            <h1>${service.title}</h1>
            ${
              service.starNumber > 0
                ? html`<p>${service.averageStars.toFixed(1)} ★ (${service.starNumber} reviews)</p>`
                : ''
            }${
              isVideo
                ? ''
                : imageHtml(service.coverImage, {
                    alt: service.title,
                    width: 800,
                    height: 450,
                    sizes: MAIN_SIZES,
                    priority: true,
                  })
            }
            <p>
              <a href="/${category}">${CATEGORY_NAMES[category]}</a> ·
              <a href="${subcategoryPath(category, service.subCategory)}"
                >${subcategoryName(service.subCategory)}</a
              >
            </p>
            <p>${service.shortDesc}</p>
            <div>${service.desc.split(/\n+/).map((para) => html`<p>${para}</p>`)}</div>
            <ul>
              ${service.features.map((f) => html`<li>${f}</li>`)}
            </ul>
            <section>
              <h2>Packages</h2>
              ${service.packages.map(
                (p) =>
                  html`<section>
                    <h3>${p.name.charAt(0).toUpperCase()}${p.name.slice(1)}</h3>
                    ${packagePrice(p)}
                    <p>${p.desc}</p>
                    <p>${plural(p.deliveryTime, 'day')} delivery · ${plural(p.revisionNumber, 'revision')}</p>
                  </section>`,
              )}
              ${viewer.signedIn ? '' : html`<p><a href="/auth/sign-in">Sign in to see prices and order</a></p>`}
            </section>
          </article>`.value,
      },
    };
  }

  private async search(query: string, viewer: Viewer): Promise<PageDocument> {
    const { items } = query
      ? await this.catalog.list({ search: query, limit: LIST_SIZE }, viewer)
      : { items: [] };
    return {
      status: 200,
      title: `Search Results for "${query}"`,
      description: `Services matching "${query}".`,
      canonicalPath: `/search${query ? `?query=${encodeURIComponent(query)}` : ''}`,
      robots: 'noindex, follow',
      jsonLd: [],
      body: html`<h1>Search Results for "${query}"</h1>
        ${this.serviceCards(items, 'No services found for your search.')}`.value,
    };
  }

  private async blogs(): Promise<PageDocument> {
    const { items } = await this.content.listBlogs(1, 50);
    return {
      status: 200,
      title: 'Our Blogs',
      description: 'Voices Behind the Screen: stories, tips and news from our freelancers and buyers.',
      canonicalPath: '/blog',
      image: items[0]?.images[0],
      jsonLd: [],
      body: html`<section><h1>Voices Behind the Screen</h1></section>
        <h2>Our Blogs</h2>
        ${
          items.length === 0
            ? html`<p>No blogs available.</p>`
            : html`<ul class="cards">
                ${items.map(
                  (b, i) =>
                    html`<li>
                      <a href="/blog/${b._id}"
                        >${
                          b.images[0]
                            ? imageHtml(b.images[0], {
                                alt: '',
                                width: 320,
                                height: 180,
                                sizes: CARD_SIZES,
                                priority: i === 0,
                              })
                            : ''
                        }
                        <h3>${b.title}</h3></a
                      >
                      <p>
                        ${b.description.length > 100 ? `${b.description.slice(0, 100)}...` : b.description}
                      </p>
                    </li>`,
                )}
              </ul>`
        }`.value,
    };
  }

  private async blog(id: string): Promise<BuiltPage> {
    const blog = isUuid(id) ? await missingAsUndefined(this.content.getBlog(id)) : undefined;
    if (!blog) return { document: notFoundDocument() };
    const path = `/blog/${blog._id}`;
    if (id !== blog._id) return { redirect: path };
    return {
      document: {
        status: 200,
        title: blog.title,
        description: blog.description,
        canonicalPath: path,
        image: blog.images[0],
        ogType: 'article',
        jsonLd: [
          {
            '@context': 'https://schema.org',
            '@type': 'BlogPosting',
            headline: blog.title.slice(0, 110),
            description: metaSummary(blog.description),
            image: blog.images.map((src) => absoluteUrl(this.site, src)),
            datePublished: blog.createdAt,
            url: absoluteUrl(this.site, path),
            mainEntityOfPage: absoluteUrl(this.site, path),
            author: { '@type': 'Organization', name: this.site.brand },
            publisher: { '@type': 'Organization', name: this.site.brand },
          },
        ],
        body: html`<nav><a href="/blog">Our Blogs</a></nav>
          <article>
            <h1>${blog.title}</h1>
            <p><time datetime="${blog.createdAt}">${new Date(blog.createdAt).toDateString()}</time></p>
            ${blog.images.map((src, i) =>
              imageHtml(src, { alt: '', width: 800, height: 450, sizes: MAIN_SIZES, priority: i === 0 }),
            )}${blog.description.split(/\n+/).map((para) => html`<p>${para}</p>`)}
          </article>`.value,
      },
    };
  }

  /** A remote's own public page: its content comes from the server render, its title from the app. */
  private remotePage(): PageDocument {
    return {
      status: 200,
      title: 'Digital services',
      description: HOME_DESCRIPTION,
      jsonLd: [],
      body: '',
    };
  }

  private staticPage(page: 'about' | 'privacy' | 'terms'): PageDocument {
    const brand = this.site.brand;
    const pages = {
      about: [
        'About',
        `${brand} helps businesses find the right freelancer service, right away: an agency founded in 2018, now a marketplace for digital services.`,
      ],
      privacy: [
        'Privacy Policy',
        `How ${brand} Digital Services LLC collects, uses and protects information when you use the ${brand} app.`,
      ],
      terms: ['Terms of Service', `The terms for using the ${brand} app and website.`],
    } as const;
    const [title, description] = pages[page];
    return {
      status: 200,
      title,
      description,
      canonicalPath: `/${page}`,
      jsonLd: [],
      body: html`<h1>${title}</h1>
        <p>${description}</p>`.value,
    };
  }
}
