import { CatalogSearch } from './catalog-search.service';
import { CatalogRepository } from './catalog.repository';

/** A catalogue whose words are `words`, counting what the search asks of it. */
function catalogue(words: string[]) {
  const asked: string[][] = [];
  const repo = {
    knownWords: async (tokens: string[]) => {
      asked.push(tokens);
      return new Set(tokens.filter((token) => words.includes(token)));
    },
    similarWords: async (tokens: string[]) => new Map(tokens.map((token) => [token, [] as string[]])),
  };
  return { search: new CatalogSearch(repo as unknown as CatalogRepository), asked, words };
}

describe('CatalogSearch', () => {
  it('asks the database only about tokens it has not seen to be catalogue words', async () => {
    const { search, asked } = catalogue(['logo', 'design']);
    expect(await search.toTsQuery('logo design')).toBe('logo & design');
    expect(await search.toTsQuery('Design LOGO')).toBe('design & logo');
    expect(await search.toTsQuery('logo wordp')).toBe('logo & (wordp:*)');
    expect(asked).toEqual([['logo', 'design'], [], ['wordp']]);
  });

  it('asks again about a token that was no word, which a later service may have added', async () => {
    const { search, asked, words } = catalogue(['logo']);
    expect(await search.toTsQuery('wordpress')).toBe('(wordpress:*)');
    words.push('wordpress');
    expect(await search.toTsQuery('wordpress')).toBe('wordpress');
    expect(asked).toEqual([['wordpress'], ['wordpress']]);
  });
});
