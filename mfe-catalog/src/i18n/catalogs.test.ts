import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { LOCALES } from '@market/contracts';
import ar from './ar.json';
import de from './de.json';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';

const CATALOGS: Record<string, Record<string, string>> = { en, de, es, fr, ar };

/**
 * Messages that are rightly the same as the English in a language (a number in brackets, a word
 * both languages write alike). Anything else equal to the English is a text left untranslated.
 */
// The extras' option line is only its title and price; "Extras" is German and Spanish too.
const SAME_IN_EVERY_LANGUAGE = [
  'catalog.serviceCard.reviewCount',
  'catalog.extras.option',
  'catalog.extras.optionNoPrice',
];
const SAME_AS_ENGLISH: Record<string, string[]> = {
  de: [...SAME_IN_EVERY_LANGUAGE, 'catalog.sidebar.services', 'catalog.extras.heading'],
  es: [...SAME_IN_EVERY_LANGUAGE, 'catalog.extras.heading'],
  fr: [...SAME_IN_EVERY_LANGUAGE, 'catalog.pager.pages', 'catalog.pager.page', 'catalog.sidebar.services'],
  ar: SAME_IN_EVERY_LANGUAGE,
};

/** Every `id: 'catalog.…'` and `id="catalog.…"` the catalog's sources use. */
function idsInSources(dir: string): string[] {
  const ids: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) ids.push(...idsInSources(path));
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
      const text = readFileSync(path, 'utf8');
      for (const match of text.matchAll(/\bid[:=]\s*['"](catalog\.[\w.]+)['"]/g)) ids.push(match[1]);
    }
  }
  return ids;
}

describe("the catalog remote's message catalogs", () => {
  it('has one per language, each with exactly the English keys, sorted', () => {
    expect(Object.keys(CATALOGS)).toEqual([...LOCALES]);
    const keys = Object.keys(en);
    expect(keys).toEqual([...keys].sort());
    for (const locale of LOCALES) expect([locale, Object.keys(CATALOGS[locale])]).toEqual([locale, keys]);
  });

  it('names every message the sources use, and nothing they do not', () => {
    const used = new Set(idsInSources(join(__dirname, '..')));
    expect([...used].sort()).toEqual(Object.keys(en));
  });

  it('holds valid ICU in every language, with the English placeholders', () => {
    // The arguments a message reads (a plural's branches are its text, not arguments).
    type Element = { type: number; value?: unknown; options?: Record<string, { value: Element[] }> };
    const argumentsOf = (elements: Element[]): string[] =>
      elements.flatMap((element) => [
        ...(element.type >= 1 && element.type <= 6 ? [String(element.value)] : []),
        ...Object.values(element.options ?? {}).flatMap((option) => argumentsOf(option.value)),
      ]);
    const placeholders = (message: string) =>
      [...new Set(argumentsOf(new IntlMessageFormat(message, 'en').getAst() as Element[]))].sort();
    for (const locale of LOCALES) {
      for (const [id, message] of Object.entries(CATALOGS[locale])) {
        expect(() => new IntlMessageFormat(message, locale)).not.toThrow();
        expect([locale, id, placeholders(message)]).toEqual([
          locale,
          id,
          placeholders(en[id as keyof typeof en]),
        ]);
      }
    }
  });

  it('leaves no English text untranslated', () => {
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      const same = Object.keys(en).filter(
        (id) => CATALOGS[locale][id] === en[id as keyof typeof en] && !SAME_AS_ENGLISH[locale].includes(id),
      );
      expect([locale, same]).toEqual([locale, []]);
    }
  });

  it('keeps the spec texts exactly in English', () => {
    expect(en['catalog.serviceCard.startingFrom']).toBe('Starting from');
    expect(en['catalog.serviceCard.notAvailable']).toBe('N/A');
    expect(en['catalog.blogList.title']).toBe('Our Blogs');
    expect(en['catalog.search.empty']).toBe('No services found for your search.');
  });
});
