import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { localizedPath, PSEUDO_LOCALE, textDirection, type Locale } from '@market/contracts';
import { newPage } from '../src/browser';
import { serverAndBrowser } from '../src/harness';
import { REPO_ROOT } from '../src/server';

/**
 * Every public page in every language and in the pseudo-locale, as the browser shows it: a text
 * still in English where its language has a translation, a key missing from a catalog (react-intl
 * then shows the English default), or a text written outside the catalogs fails here.
 */
const e2e = serverAndBrowser();

/** Each app's catalogs and the shared components' (`ui.*`, libs/ui). */
const CATALOG_FOLDERS = [
  ...['shell', 'mfe-catalog', 'mfe-checkout', 'mfe-messaging', 'mfe-admin'].map((app) => `${app}/src/i18n`),
  'libs/ui/src/i18n/ui',
];
const LANGUAGES: Locale[] = ['de', 'es', 'fr', 'ar'];

const catalogOf = (locale: string): Record<string, string> =>
  Object.assign(
    {},
    ...CATALOG_FOLDERS.map((folder) =>
      JSON.parse(readFileSync(join(REPO_ROOT, folder, `${locale}.json`), 'utf8')),
    ),
  );
const ENGLISH = catalogOf('en');
/** The catalogs' plain English texts (no argument or tag: those are never shown as written). */
const plain = (text: string) => !/[{}<]/.test(text);

/** The English texts a page in `locale` must not show: those its catalog says otherwise. */
function untranslatedIn(locale: Locale): Set<string> {
  const own = catalogOf(locale);
  return new Set(
    Object.entries(ENGLISH)
      .filter(([id, text]) => plain(text) && own[id] !== text)
      .map(([, text]) => text),
  );
}

let servicePath: string;
let blogPath: string;

beforeAll(async () => {
  const get = async (path: string) => (await fetch(`${e2e.server.url}${path}`)).json();
  const [service] = (await get('/api/services?subcategory=logo-design')) as {
    _id: string;
    subCategory: string;
  }[];
  const [blog] = (await get('/api/blogs')) as { _id: string }[];
  servicePath = `/${service.subCategory}/${service._id}`;
  blogPath = `/blog/${blog._id}`;
}, 180_000);

/** Every public page (by its English path): each kind once. */
const ROUTES: [string, () => string][] = [
  ...[
    '/',
    '/graphics-design',
    '/graphics-design/logo-design',
    '/blog',
    '/about',
    '/privacy',
    '/terms',
    '/search?query=logo',
    '/auth/sign-in',
    '/auth/sign-up',
    '/auth/forgot-password',
    '/no-such-page',
  ].map((path): [string, () => string] => [path, () => path]),
  ['a service page', () => servicePath],
  ['a blog post', () => blogPath],
];

/**
 * What a person reads on the page once its heading shows: its visible text, and the labels of its
 * controls and images (aria-label, placeholder, title, alt). Left out, as the page marks them:
 * what is never translated (`translate="no"`: the brand, the address, partner names) and what is
 * in a language of its own (`lang`: the language menu's names, content written in one language).
 */
async function textsOf(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await page.locator('h1').first().waitFor();
  await page.locator('footer, form').first().waitFor();
  return page.evaluate(() => {
    const kept = (element: Element | null) =>
      !element?.closest(
        '[translate="no"], body [lang], script, style, template, [hidden], [aria-hidden="true"]',
      );
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!kept(parent) || parent?.closest('option, select')) continue;
      const box = parent?.getBoundingClientRect();
      if (box && box.width === 0 && box.height === 0) continue;
      texts.push(node.textContent ?? '');
    }
    for (const element of document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
      if (!kept(element)) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt'])
        texts.push(element.getAttribute(name) ?? '');
    }
    return texts.map((text) => text.trim()).filter(Boolean);
  });
}

/** The page's uncaught errors and console errors (a visitor's session check answers 401 by design). */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const from = message.location().url;
    if (from.endsWith('/api/auth/me') || /status of 40[14]/.test(message.text())) return;
    errors.push(`${page.url()}: ${message.text()}`);
  });
  return errors;
}

describe('every public page in every language', () => {
  it.each(ROUTES)(
    '%s: in German, Spanish, French, Arabic and the pseudo-locale, nothing left in English',
    async (_name, pathOf) => {
      const route = pathOf();
      const { context, page } = await newPage(e2e.browser, e2e.server.url);
      const errors = errorsOf(page);
      try {
        const shown: Record<string, string[]> = {};
        for (const locale of LANGUAGES) {
          const texts = await textsOf(page, localizedPath(route, locale));
          const html = page.locator('html');
          expect([locale, await html.getAttribute('lang'), await html.getAttribute('dir')]).toEqual([
            locale,
            locale,
            textDirection(locale),
          ]);
          const english = untranslatedIn(locale);
          expect([locale, texts.filter((text) => english.has(text))]).toEqual([locale, []]);
          shown[locale] = texts;
        }

        // The pseudo-locale: every catalog text accented and bracketed, so English shows what the
        // catalogs do not hold. A text the same here as on the German page, in plain words, is
        // written outside the catalogs (the content is German there, English here).
        const pseudo = await textsOf(
          page,
          `${route}${route.includes('?') ? '&' : '?'}locale=${PSEUDO_LOCALE}`,
        );
        expect(await page.locator('html').getAttribute('lang')).toBe(PSEUDO_LOCALE);
        const anyEnglish = new Set(Object.values(ENGLISH).filter(plain));
        expect(pseudo.filter((text) => anyEnglish.has(text))).toEqual([]);
        const german = new Set(shown.de);
        const words = /[A-Za-z]{3,}/;
        expect(pseudo.filter((text) => words.test(text) && german.has(text))).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});
