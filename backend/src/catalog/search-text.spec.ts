import {
  buildTsQuery,
  catalogueWords,
  localSearchTokens,
  localWords,
  searchTokens,
  tokensToCorrect,
} from './search-text';

describe('search text', () => {
  it('tokenizes to lower-case alphanumerics without accents, operators or duplicates', () => {
    expect(searchTokens("  Logo & | ! :* ( ) 'Désign' logo ")).toEqual(['logo', 'design']);
    expect(searchTokens('a b c d e f g h i j')).toHaveLength(8);
    expect(searchTokens('!!!')).toEqual([]);
  });

  it('keeps catalogue words of 3 to 24 letters', () => {
    expect(catalogueWords('I will build a WordPress site in 3 days', 'Node.js')).toEqual([
      'will',
      'build',
      'wordpress',
      'site',
      'days',
      'node',
    ]);
  });

  it('asks for known words exactly, and prefixes or corrections for the others', () => {
    const known = new Set(['logo']);
    const corrections = new Map([['desgn', ['design', 'designer']]]);
    expect(buildTsQuery(['logo', 'desgn'], known, corrections)).toBe('logo & (desgn:* | design | designer)');
    expect(buildTsQuery(['wordp'], new Set(), new Map())).toBe('(wordp:*)');
    expect(buildTsQuery([], known, corrections)).toBeUndefined();
  });

  it('corrects only alphabetic tokens of 4 letters or more', () => {
    expect(tokensToCorrect(['seo', 'desgn', '3d', 'wordp', 'x2y2'])).toEqual(['desgn', 'wordp']);
  });

  it('keeps the letters of other languages, accents and all, and drops Arabic short vowels', () => {
    expect(localSearchTokens('Entwürfe für Logos')).toEqual(['entwürfe', 'für', 'logos']);
    expect(localSearchTokens('Création & logo:* |')).toEqual(['création', 'logo']);
    expect(localSearchTokens('شعارًا احترافيًا')).toEqual(['شعارا', 'احترافيا']);
    expect(localWords('Ein Logo für Sie', 'سأصمم شعارًا')).toEqual([
      'ein',
      'logo',
      'für',
      'sie',
      'سأصمم',
      'شعارا',
    ]);
    expect(tokensToCorrect(['logos', 'شعار', 'x2y2'])).toEqual(['logos', 'شعار']);
  });
});
