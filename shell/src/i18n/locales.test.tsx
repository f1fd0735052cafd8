/**
 * @jest-environment node
 */
// The shell's screens rendered as the server renders them, in every language and the
// pseudo-locale: a key missing in a language, or an English text left where a translation exists,
// fails here.
import { LOCALES, localizedPath, PSEUDO_LOCALE, type RenderLocale } from '@market/contracts';
import { setApiFetch } from '@market/api-client';
import { renderPage } from '../server';
import ar from './ar.json';
import de from './de.json';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';

const CATALOGS: Record<string, Record<string, string>> = { en, de, es, fr, ar };

// Screens the server renders with no data to load (the privacy page reads the API's cookie list).
const PAGES = ['/about', '/terms'];

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The page's chrome (header, footer, skip link): what the shell's catalogs cover so far. The static
 * pages' own bodies (about, privacy, terms) are still English: widen this to the whole page once
 * they are extracted.
 */
function chromeOf(html: string): string {
  const header = /<nav[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
  const footer = /<footer[\s\S]*?<\/footer>/.exec(html)?.[0] ?? '';
  const skip = /<a href="#main"[\s\S]*?<\/a>/.exec(html)?.[0] ?? '';
  return `${skip}${header}${footer}`;
}

/** The text nodes and attribute values of a rendered page. */
function textsOf(html: string): string[] {
  const texts = [...html.matchAll(/>([^<]+)</g)].map((match) => match[1].trim());
  const attributes = [...html.matchAll(/(?:aria-label|title|alt|placeholder)="([^"]*)"/g)].map((match) => match[1]);
  return [...texts, ...attributes].filter(Boolean);
}

async function render(path: string, locale?: RenderLocale) {
  return renderPage(path, {}, async () => ({ default: () => null }), 'light', null, locale);
}

beforeAll(() => {
  setApiFetch(async () => new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } }));
});

describe("the shell's catalogs", () => {
  it.each(LOCALES)('%s has every key of the English catalog, none more', (locale) => {
    expect(Object.keys(CATALOGS[locale]).sort()).toEqual(Object.keys(en).sort());
  });
});

describe.each(LOCALES.filter((locale) => locale !== 'en'))('the shell in %s', (locale) => {
  it.each(PAGES)('%s: rendered in the language, its links in it, no English left where a translation exists', async (page) => {
    const rendered = await render(localizedPath(page, locale));
    expect(rendered.errors).toEqual([]);
    expect(rendered.locale).toBe(locale);
    // Only this language's catalog is inlined.
    expect(rendered.messages.shell).toBe(rendered.messages.shell);
    expect(rendered.messages.shell?.['shell.nav.home']).toBe(CATALOGS[locale]['shell.nav.home']);
    const texts = new Set(textsOf(chromeOf(rendered.html)));
    // The header's and footer's texts in the language.
    expect(texts).toContain(escapeHtml(CATALOGS[locale]['shell.nav.home']));
    expect(texts).toContain(escapeHtml(CATALOGS[locale]['shell.footer.privacy']));
    // Links stay in the language.
    expect(rendered.html).toContain(`href="/${locale}/about"`);
    const english = Object.entries(en)
      .filter(([id, text]) => CATALOGS[locale][id] !== text && !/[{}]/.test(text))
      .map(([, text]) => escapeHtml(text));
    expect(english.filter((text) => texts.has(text))).toEqual([]);
  });
});

describe('the shell in English', () => {
  it.each(PAGES)('%s: unprefixed, the spec texts as they are', async (page) => {
    const rendered = await render(page);
    expect(rendered.errors).toEqual([]);
    expect(rendered.locale).toBe('en');
    const texts = new Set(textsOf(rendered.html));
    for (const text of ['Home', 'Services', 'Blog', 'About', 'Sign In', 'Sign Up']) expect(texts).toContain(text);
    expect(rendered.html).toContain('href="/about"');
  });
});

describe('the shell in the pseudo-locale', () => {
  it.each(PAGES)('%s: every catalog text accented and longer, none left in plain English', async (page) => {
    const rendered = await render(page, PSEUDO_LOCALE);
    expect(rendered.errors).toEqual([]);
    expect(rendered.locale).toBe(PSEUDO_LOCALE);
    const texts = textsOf(chromeOf(rendered.html));
    const english = new Set(Object.values(en).map(escapeHtml));
    expect(texts.filter((text) => english.has(text))).toEqual([]);
    expect(texts).toContain('[Ĥöɱé ~]');
  });
});
