/**
 * Turning free text into search terms. Pure functions: the repository supplies the known
 * words, these decide what the full-text query asks for.
 */

export const MAX_SEARCH_TOKENS = 8;
const MIN_WORD = 3;
const MAX_WORD = 24;

/** The words of catalogue text kept for typo correction: letters only, 3 to 24 long. */
export function catalogueWords(...texts: string[]): string[] {
  const words = new Set<string>();
  for (const text of texts) {
    for (const word of allTokens(text)) {
      if (word.length >= MIN_WORD && word.length <= MAX_WORD && /^[a-z]+$/.test(word)) words.add(word);
    }
  }
  return [...words];
}

/** Arabic short vowels, tanween and shadda: left out of search documents and queries alike. */
const ARABIC_MARKS = /[\u064B-\u0652]/g;

/**
 * Tokens of text in another language: letters of any script and digits, accents kept (the
 * French and Spanish stemmers keep them, the German one folds umlauts itself), Arabic marks
 * dropped, lower case.
 */
function localTokens(text: string): string[] {
  return text
    .normalize('NFC')
    .replace(ARABIC_MARKS, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** The words of translated text kept for typo correction: letters of any script, 3 to 24 long. */
export function localWords(...texts: string[]): string[] {
  const words = new Set<string>();
  for (const text of texts) {
    for (const word of localTokens(text)) {
      if (word.length >= MIN_WORD && word.length <= MAX_WORD && /^\p{L}+$/u.test(word)) words.add(word);
    }
  }
  return [...words];
}

/** A query's tokens in another language (see localTokens), at most MAX_SEARCH_TOKENS. */
export function localSearchTokens(text: string): string[] {
  const tokens = localTokens(text).filter((t) => t.length <= MAX_WORD * 2);
  return [...new Set(tokens)].slice(0, MAX_SEARCH_TOKENS);
}

function allTokens(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** Lower-case alphanumeric tokens of a query, accents removed, at most MAX_SEARCH_TOKENS. */
export function searchTokens(text: string): string[] {
  const tokens = allTokens(text).filter((t) => t.length <= MAX_WORD * 2);
  return [...new Set(tokens)].slice(0, MAX_SEARCH_TOKENS);
}

/**
 * A to_tsquery expression: every token must match (AND). A word of the catalogue matches
 * itself (stemmed); any other token matches the words it starts (prefix, "wordp" →
 * WordPress) or close known words (typo, "desgn" → design; German "logos" → logo, which the
 * German stemmer leaves apart). Known words get no prefix: a prefix scan of a common word
 * costs far more and adds little. Tokens are letters and digits only, so the expression
 * cannot carry operators of its own.
 */
export function buildTsQuery(
  tokens: string[],
  known: ReadonlySet<string>,
  corrections: Map<string, string[]>,
): string | undefined {
  const terms = tokens.map((token) => {
    if (known.has(token)) return token;
    const alternatives = new Set<string>([token.length >= 2 ? `${token}:*` : token]);
    for (const word of corrections.get(token) ?? []) {
      if (/^[\p{L}\p{N}]+$/u.test(word)) alternatives.add(word);
    }
    return `(${[...alternatives].join(' | ')})`;
  });
  return terms.length ? terms.join(' & ') : undefined;
}

/** Tokens worth correcting: long enough for trigrams to mean something, not numbers. */
export function tokensToCorrect(tokens: string[]): string[] {
  return tokens.filter((t) => t.length >= 4 && /^\p{L}+$/u.test(t));
}
