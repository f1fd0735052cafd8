import {
  PACKAGE_NAMES,
  TRANSLATED_LOCALES,
  type PackageName,
  type ServiceTranslationBody,
  type ServiceTranslationsBody,
  type TranslatedLocale,
} from '@market/contracts';
import { FEATURE_COUNT, type ServiceDraft } from './service-validation';

/**
 * One other language's texts as typed: every translatable field of the English form, all optional
 * (an empty one shows the English text). Features and questions sit at the index of the English one.
 */
export interface ServiceTranslationDraft {
  title: string;
  shortTitle: string;
  desc: string;
  shortDesc: string;
  features: string[];
  packages: Record<PackageName, string>;
  requirements: string[];
}

export type ServiceTranslationDrafts = Record<TranslatedLocale, ServiceTranslationDraft>;

export type TranslationTextKey = 'title' | 'shortTitle' | 'desc' | 'shortDesc';

function draftOf(stored: ServiceTranslationBody | null | undefined): ServiceTranslationDraft {
  const features = [...(stored?.features ?? []).slice(0, FEATURE_COUNT)];
  while (features.length < FEATURE_COUNT) features.push('');
  return {
    title: stored?.title ?? '',
    shortTitle: stored?.shortTitle ?? '',
    desc: stored?.desc ?? '',
    shortDesc: stored?.shortDesc ?? '',
    features,
    packages: { basic: '', standard: '', premium: '', ...stored?.packages },
    requirements: [...(stored?.requirements ?? [])],
  };
}

/** The tabs' starting texts: the stored translations on an edit, empty ones on an add. */
export function translationDrafts(stored: ServiceTranslationsBody = {}): ServiceTranslationDrafts {
  return Object.fromEntries(
    TRANSLATED_LOCALES.map((locale) => [locale, draftOf(stored[locale])]),
  ) as ServiceTranslationDrafts;
}

/** The languages stored before the edit: one emptied in the form is removed (sent as null). */
export function storedLocales(stored: ServiceTranslationsBody = {}): TranslatedLocale[] {
  return TRANSLATED_LOCALES.filter((locale) => stored[locale]);
}

/** Pairs of (English text, translated text) of every translatable field, in form order. */
function pairs(english: ServiceDraft, t: ServiceTranslationDraft): Array<[string, string]> {
  return [
    [english.title, t.title],
    [english.shortTitle, t.shortTitle],
    [english.desc, t.desc],
    [english.shortDesc, t.shortDesc],
    ...english.features.map((feature, n): [string, string] => [feature, t.features[n] ?? '']),
    ...english.packages.map((pkg): [string, string] => [pkg.desc, t.packages[pkg.name] ?? '']),
    ...english.requirements.map((q, n): [string, string] => [q.question, t.requirements[n] ?? '']),
  ];
}

/** How many fields with an English text have none in this language yet (the tab's badge). */
export function missingFields(english: ServiceDraft, t: ServiceTranslationDraft): number {
  return pairs(english, t).filter(([en, translated]) => en.trim() !== '' && translated.trim() === '').length;
}

/** Texts at the index of their English one ('' keeps a place), none past the last one given. */
function inPlace(english: string[], translated: string[]): string[] | undefined {
  const texts = english.map((en, n) => (en.trim() ? (translated[n] ?? '').trim() : ''));
  while (texts.length > 0 && texts[texts.length - 1] === '') texts.pop();
  return texts.length ? texts : undefined;
}

/** One language as the API takes it: only the fields typed in. */
export function translationBody(english: ServiceDraft, t: ServiceTranslationDraft): ServiceTranslationBody {
  const body: ServiceTranslationBody = {};
  for (const key of ['title', 'shortTitle', 'desc', 'shortDesc'] as const) {
    if (t[key].trim()) body[key] = t[key].trim();
  }
  const features = inPlace(english.features, t.features);
  if (features) body.features = features;
  const packages = Object.fromEntries(
    PACKAGE_NAMES.flatMap((name) => (t.packages[name].trim() ? [[name, t.packages[name].trim()]] : [])),
  );
  if (Object.keys(packages).length) body.packages = packages;
  const requirements = inPlace(
    english.requirements.map((q) => q.question),
    t.requirements,
  );
  if (requirements) body.requirements = requirements;
  return body;
}

/**
 * The body's `translations`: each language with a text in it; a stored language now empty as null
 * (removed); undefined when there is nothing to say, so an edit keeps what is stored.
 */
export function translationsBody(
  english: ServiceDraft,
  drafts: ServiceTranslationDrafts,
  stored: readonly TranslatedLocale[] = [],
): ServiceTranslationsBody | undefined {
  const body: ServiceTranslationsBody = {};
  for (const locale of TRANSLATED_LOCALES) {
    const one = translationBody(english, drafts[locale]);
    if (Object.keys(one).length) body[locale] = one;
    else if (stored.includes(locale)) body[locale] = null;
  }
  return Object.keys(body).length ? body : undefined;
}

/** The translations follow an English question removed from the list. */
export function withoutRequirement(
  drafts: ServiceTranslationDrafts,
  index: number,
): ServiceTranslationDrafts {
  return Object.fromEntries(
    TRANSLATED_LOCALES.map((locale) => [
      locale,
      { ...drafts[locale], requirements: drafts[locale].requirements.filter((_, n) => n !== index) },
    ]),
  ) as ServiceTranslationDrafts;
}
