import {
  TRANSLATED_LOCALES,
  type BlogTranslationBody,
  type BlogTranslationsBody,
  type TranslatedLocale,
} from '@market/contracts';
import type { BlogDraft } from './blog-validation';

/** A blog's texts in one other language as typed; an empty one shows the English text. */
export interface BlogTranslationDraft {
  title: string;
  description: string;
}

export type BlogTranslationDrafts = Record<TranslatedLocale, BlogTranslationDraft>;

const FIELDS = ['title', 'description'] as const;

/** The tabs' starting texts: the stored translations on an edit, empty ones on an add. */
export function blogTranslationDrafts(stored: BlogTranslationsBody = {}): BlogTranslationDrafts {
  return Object.fromEntries(
    TRANSLATED_LOCALES.map((locale) => [
      locale,
      { title: stored[locale]?.title ?? '', description: stored[locale]?.description ?? '' },
    ]),
  ) as BlogTranslationDrafts;
}

/** How many fields with an English text have none in this language yet (the tab's badge). */
export function missingBlogFields(english: BlogDraft, t: BlogTranslationDraft): number {
  return FIELDS.filter((key) => english[key].trim() !== '' && t[key].trim() === '').length;
}

/**
 * The body's `translations`: each language with a text in it (only the fields typed in); a stored
 * language now empty as null (removed); undefined when there is nothing to say, so an edit keeps
 * what is stored.
 */
export function blogTranslationsBody(
  drafts: BlogTranslationDrafts,
  stored: BlogTranslationsBody = {},
): BlogTranslationsBody | undefined {
  const body: BlogTranslationsBody = {};
  for (const locale of TRANSLATED_LOCALES) {
    const one: BlogTranslationBody = {};
    for (const key of FIELDS) {
      const text = drafts[locale][key].trim();
      if (text) one[key] = text;
    }
    if (Object.keys(one).length) body[locale] = one;
    else if (stored[locale]) body[locale] = null;
  }
  return Object.keys(body).length ? body : undefined;
}
