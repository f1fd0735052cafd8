import { Injectable } from '@nestjs/common';
import { CatalogRepository } from './catalog.repository';
import { buildTsQuery, searchTokens, tokensToCorrect } from './search-text';

/** Close known words tried per query token when correcting typos. */
const CORRECTIONS_PER_TOKEN = 3;

/** Turns a visitor's search text into the catalogue's full-text query. */
@Injectable()
export class CatalogSearch {
  constructor(private readonly repo: CatalogRepository) {}

  /**
   * A to_tsquery expression with prefixes and typo corrections from the catalogue's words;
   * undefined for text with no searchable token.
   */
  async toTsQuery(text: string): Promise<string | undefined> {
    const tokens = searchTokens(text);
    if (tokens.length === 0) return undefined;
    const known = await this.repo.knownWords(tokens);
    const unknown = tokens.filter((t) => !known.has(t));
    const corrections = await this.repo.similarWords(tokensToCorrect(unknown), CORRECTIONS_PER_TOKEN);
    return buildTsQuery(tokens, known, corrections);
  }
}
