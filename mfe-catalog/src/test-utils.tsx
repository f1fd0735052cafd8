/** Helpers for the catalog's tests; never imported by code that ships. */
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { render as renderInDom, type RenderOptions } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from '@market/router';
import type { Locale } from '@market/contracts';
import { ServerPage, ServerPageContext } from '@market/ui';
import { TAXONOMY_MESSAGES, UI_MESSAGES } from '@market/ui/testing';
import type { Service } from '@/shared/services/api/services';
import ar from './i18n/ar.json';
import de from './i18n/de.json';
import en from './i18n/en.json';
import es from './i18n/es.json';
import fr from './i18n/fr.json';

/** The catalog's messages per language, as its catalogs hold them. */
export const CATALOGS: Record<Locale, Record<string, string>> = { en, de, es, fr, ar };

/**
 * A page's messages in `locale`: the catalog's, the taxonomy's names and the shared components'
 * texts, as AppMessages merges them.
 */
export const pageMessages = (locale: Locale) => ({
  ...UI_MESSAGES[locale],
  ...TAXONOMY_MESSAGES[locale],
  ...CATALOGS[locale],
});

/**
 * Testing Library's `render` inside the catalog's messages and the category names in `locale`
 * (English unless told), as a page has them; a test's own `wrapper` goes inside.
 */
export function render(
  ui: ReactElement,
  { locale = 'en', wrapper: Inner, ...options }: RenderOptions & { locale?: Locale } = {},
) {
  function Wrapper({ children }: { children: ReactNode }) {
    const content = Inner ? <Inner>{children}</Inner> : children;
    return (
      <IntlProvider locale={locale} defaultLocale="en" messages={pageMessages(locale)}>
        {content}
      </IntlProvider>
    );
  }
  return renderInDom(ui, { ...options, wrapper: Wrapper as ComponentType<{ children: ReactNode }> });
}

/**
 * `ui` drawn as the catalog's server render draws a page in `locale` (no effects, no fetches): its
 * HTML in a detached element, its head, and the names of its breadcrumb's crumbs (the first JSON-LD).
 */
export function renderOnServer(ui: ReactElement, locale: Locale = 'en') {
  const page = new ServerPage();
  const html = renderToString(
    <ServerPageContext.Provider value={page}>
      <IntlProvider locale={locale} defaultLocale="en" messages={pageMessages(locale)}>
        <MemoryRouter>{ui}</MemoryRouter>
      </IntlProvider>
    </ServerPageContext.Provider>,
  );
  const container = document.createElement('div');
  container.innerHTML = html;
  const [breadcrumb] = (page.head?.jsonLd?.({ brand: 'Gigly', origin: 'https://gigly.test' }) ?? []) as {
    itemListElement: { name: string }[];
  }[];
  return { container, head: page.head, crumbs: breadcrumb?.itemListElement.map((crumb) => crumb.name) };
}

/** A service as the API answers it: a logo design with one package, `fields` replacing any. */
export function testService(fields: Partial<Service> = {}): Service {
  return {
    _id: 's1',
    title: 'I will design a logo',
    userId: 'admin1',
    desc: 'd',
    description: 'd',
    shortTitle: 'Logo',
    shortDesc: 'sd',
    category: 'graphics-design',
    subCategory: 'logo-design',
    coverImage: '/c.png',
    otherImages: [],
    features: [],
    averageStars: 0,
    starNumber: 0,
    packages: [
      { name: 'basic', desc: 'B', deliveryTime: 2, revisionNumber: 1, regularPrice: 50, salePrice: 0 },
    ],
    createdAt: '2026-01-01T00:00:00Z',
    ...fields,
  };
}
