import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { FormattedMessage, IntlProvider } from 'react-intl';
import { parse } from '@formatjs/icu-messageformat-parser';
import {
  CATEGORY_NAMES,
  CATEGORY_SLUGS,
  LOCALES,
  SUBCATEGORY_SLUGS,
  subcategoryName,
  type RenderLocale,
} from '@market/contracts';
import { clearCatalogs, loadCatalog, primeCatalogs } from './message-store';
import {
  categoryNameIn,
  loadTaxonomyMessages,
  TAXONOMY_CATALOG,
  useCategoryName,
  useSubcategoryName,
} from './taxonomy';
import { hydrateWith, inApp, languagesLoaded, pseudo, renderOnServer, TAXONOMY_MESSAGES } from '../testing';
import { loadUiMessages, UI_CATALOG } from './ui';

const { en, es, ar } = TAXONOMY_MESSAGES;

const SUBCATEGORIES = CATEGORY_SLUGS.flatMap((category) => SUBCATEGORY_SLUGS[category]);

/** Every id the slugs of @market/contracts need, and today's English name of each. */
const ENGLISH: Record<string, string> = Object.fromEntries([
  ...CATEGORY_SLUGS.map((slug) => [`category.${slug}`, CATEGORY_NAMES[slug]]),
  ...SUBCATEGORIES.map((slug) => [`subcategory.${slug}`, subcategoryName(slug)]),
]);

describe('the taxonomy catalogs', () => {
  it('speaks English exactly as CATEGORY_NAMES and subcategoryName do', () => {
    expect(en).toEqual(ENGLISH);
  });

  it.each(LOCALES)('%s names every category and subcategory, nothing more, keys sorted', (locale) => {
    const catalog = TAXONOMY_MESSAGES[locale];
    const keys = Object.keys(catalog);
    expect([...keys].sort()).toEqual(Object.keys(ENGLISH).sort());
    expect(keys).toEqual([...keys].sort());
  });

  it.each(LOCALES)('%s: every name is plain text (valid ICU, no placeholders)', (locale) => {
    for (const [id, name] of Object.entries(TAXONOMY_MESSAGES[locale])) {
      expect([id, name.trim().length > 0]).toEqual([id, true]);
      const elements = parse(name);
      expect([id, elements.every((element) => element.type === 0)]).toEqual([id, true]);
    }
  });
});

function Names({ category, subcategory }: { category: string; subcategory: string }) {
  const categoryName = useCategoryName();
  const subcategoryNameOf = useSubcategoryName();
  return (
    <p>
      {categoryName(category)} | {subcategoryNameOf(subcategory)}
    </p>
  );
}

/** `ui` in the catalog's messages (`own`: its own catalog) in `locale`. */
const inCatalog = (locale: RenderLocale, ui: ReactNode, own: Record<string, string> = {}) =>
  inApp(locale, ui, { app: 'catalog', own });

describe('category and subcategory names in the page’s language', () => {
  beforeEach(() => clearCatalogs());

  it('German: loads only the German taxonomy, beside the app’s own messages', async () => {
    render(
      inCatalog(
        'de',
        <>
          <Names category="graphics-design" subcategory="logo-design" />
          <FormattedMessage id="catalog.test.title" defaultMessage="Title" />
        </>,
        { 'catalog.test.title': 'Titel' },
      ),
    );
    await screen.findByText('Grafik & Design | Logo-Design');
    screen.getByText('Titel');
    expect(languagesLoaded(TAXONOMY_CATALOG)).toEqual(['de']);
  });

  it('Arabic', async () => {
    render(inCatalog('ar', <Names category="programming-tech" subcategory="ios-app-development" />));
    await screen.findByText('البرمجة والتقنية | تطوير تطبيقات iOS');
  });

  it('the pseudo-locale: made from English, accented and longer', async () => {
    render(inCatalog('en-XA', <Names category="graphics-design" subcategory="logo-design" />));
    await screen.findByText(`${pseudo('Graphics & Design')} | ${pseudo('Logo Design')}`);
    expect(pseudo('Graphics & Design')).toMatch(/^\[Ĝŕàþĥîçš & Đéšîĝñ ~+\]$/);
  });

  it('an unknown slug: the English subcategoryName (a category: the slug), never a crash', async () => {
    render(inCatalog('fr', <Names category="no-such-category" subcategory="quantum-seo-audit" />));
    await screen.findByText('no-such-category | Quantum SEO Audit');
  });

  it('outside any provider, and inside one without the taxonomy (an app’s fallback): English', () => {
    render(<Names category="graphics-design" subcategory="t-shirt-marchandise" />);
    screen.getByText('Graphics & Design | T-Shirt & Merchandise');
    render(
      <IntlProvider locale="de" messages={{ 'catalog.x': 'x' }}>
        <Names category="writing-translation" subcategory="book-ebook-writing" />
      </IntlProvider>,
    );
    screen.getByText('Writing & Translation | Book eBook Writing');
  });

  it('outside a component: categoryNameIn takes an intl', async () => {
    const { createIntl } = await import('react-intl');
    expect(categoryNameIn(createIntl({ locale: 'es', messages: es }), 'video-animation')).toBe(
      'Vídeo y animación',
    );
    expect(categoryNameIn(undefined, 'video-animation')).toBe('Video & Animation');
  });

  it('a server render records the names it used beside the app’s messages; the page hydrates with them', async () => {
    const own = { 'catalog.test.title': 'عنوان' };
    await loadCatalog(TAXONOMY_CATALOG, 'ar', loadTaxonomyMessages);
    await loadCatalog(UI_CATALOG, 'ar', loadUiMessages);
    primeCatalogs('ar', { catalog: own });
    const { view: first, rendered } = renderOnServer(
      inCatalog('ar', <Names category="business" subcategory="sales" />),
    );
    screen.getByText('الأعمال | المبيعات');
    expect(rendered.catalogs).toEqual({
      catalog: {},
      [TAXONOMY_CATALOG]: {
        'category.business': ar['category.business'],
        'subcategory.sales': ar['subcategory.sales'],
      },
      [UI_CATALOG]: {},
    });
    first.unmount();

    const load = hydrateWith('ar', rendered, 'catalog', <Names category="business" subcategory="sales" />);
    screen.getByText('الأعمال | المبيعات');
    // Rendered at once; the app's whole catalog is fetched when the person first acts.
    expect(load).not.toHaveBeenCalled();
    fireEvent.keyDown(document.body, { key: 'Tab' });
    await waitFor(() => expect(load).toHaveBeenCalledWith('ar'));
  });

  it('a language switch shows the new language’s names', async () => {
    const view = render(inCatalog('de', <Names category="digital-marketing" subcategory="web-analytics" />));
    await screen.findByText('Digitales Marketing | Webanalyse');
    view.rerender(inCatalog('fr', <Names category="digital-marketing" subcategory="web-analytics" />));
    await screen.findByText('Marketing digital | Analyse web');
  });
});
