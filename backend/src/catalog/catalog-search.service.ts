import { Injectable } from '@nestjs/common';
import { RecentlyUsed } from '../common/recently-used';
import { CatalogRepository } from './catalog.repository';
import { buildTsQuery, localSearchTokens, searchTokens, tokensToCorrect } from './search-text';

/** Close known words tried per query token when correcting typos. */
const CORRECTIONS_PER_TOKEN = 3;

/** Catalogue words this process remembers having seen (a few MB at most). */
const KNOWN_WORDS_REMEMBERED = 50_000;

/** Turns a visitor's search text into the catalogue's full-text query. */
@Injectable()
export class CatalogSearch {
  /**
   * Tokens the database said are catalogue words. Words are only ever added to the catalogue's
   * list, so a word seen once stays one: a search of remembered words skips that round trip.
   */
  private readonly knownWords = new RecentlyUsed<true>(KNOWN_WORDS_REMEMBERED);

  constructor(private readonly repo: CatalogRepository) {}

  /**
   * A to_tsquery expression with prefixes and typo corrections from the catalogue's words;
   * undefined for text with no searchable token.
   */
  async toTsQuery(text: string): Promise<string | undefined> {
    return this.query(searchTokens(text));
  }

  /**
   * The same for the translations of another language: tokens of any script with their accents
   * (for that language's configuration), corrected against the words of the translations too.
   */
  async toLocalTsQuery(text: string): Promise<string | undefined> {
    return this.query(localSearchTokens(text));
  }

  private async query(tokens: string[]): Promise<string | undefined> {
    if (tokens.length === 0) return undefined;
    const known = await this.known(tokens);
    const unknown = tokens.filter((t) => !known.has(t));
    const corrections = await this.repo.similarWords(tokensToCorrect(unknown), CORRECTIONS_PER_TOKEN);
    return buildTsQuery(tokens, known, corrections);
  }

  /** Which tokens are catalogue words; the database is asked only about those not remembered. */
  private async known(tokens: string[]): Promise<Set<string>> {
    const known = new Set(tokens.filter((token) => this.knownWords.get(token)));
    const asked = tokens.filter((token) => !known.has(token));
    for (const word of await this.repo.knownWords(asked)) {
      known.add(word);
      this.knownWords.set(word, true, 1);
    }
    return known;
  }
}
