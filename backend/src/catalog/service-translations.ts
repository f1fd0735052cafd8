import { Locale, TRANSLATED_LOCALES, TranslatedLocale } from '@market/contracts';
import type { NewServiceTranslation } from './catalog.repository';
import type { ServiceTranslationRow } from './catalog.schema';
import type { ServiceTranslationDto, ServiceTranslationsDto, ServiceView } from './dto/service.dto';
import { localWords } from './search-text';

/** The input of one language as stored: absent fields are null (the English text shows). */
export function toTranslationRow(
  locale: TranslatedLocale,
  input: ServiceTranslationDto,
): NewServiceTranslation {
  const packages = input.packages ?? {};
  const packageDescs = Object.fromEntries(
    (['basic', 'standard', 'premium'] as const).flatMap((name) =>
      packages[name] ? [[name, packages[name]]] : [],
    ),
  );
  return {
    locale,
    title: input.title ?? null,
    shortTitle: input.shortTitle ?? null,
    desc: input.desc ?? null,
    shortDesc: input.shortDesc ?? null,
    features: input.features?.length ? input.features : null,
    packageDescs: Object.keys(packageDescs).length ? packageDescs : null,
    requirementQuestions: input.requirements?.length ? input.requirements : null,
  };
}

/** The body's translations as rows by language (null: remove that language); undefined when none were sent. */
export function translationRows(
  input: ServiceTranslationsDto | undefined,
): Partial<Record<TranslatedLocale, NewServiceTranslation | null>> | undefined {
  if (!input) return undefined;
  const rows: Partial<Record<TranslatedLocale, NewServiceTranslation | null>> = {};
  for (const locale of TRANSLATED_LOCALES) {
    const given = input[locale];
    if (given === undefined) continue;
    rows[locale] = given === null ? null : toTranslationRow(locale, given);
  }
  return rows;
}

/** Words of the translations, for typo correction (letters of any script). */
export function translationWords(input: ServiceTranslationsDto | undefined): string[] {
  if (!input) return [];
  return TRANSLATED_LOCALES.flatMap((locale) => {
    const t = input[locale];
    if (!t) return [];
    return localWords(
      t.title ?? '',
      t.shortTitle ?? '',
      t.shortDesc ?? '',
      t.desc ?? '',
      (t.features ?? []).join(' '),
    );
  });
}

/** A stored translation as the edit form reads it. */
export function toTranslationBody(row: ServiceTranslationRow): ServiceTranslationDto {
  const body: ServiceTranslationDto = {};
  if (row.title) body.title = row.title;
  if (row.shortTitle) body.shortTitle = row.shortTitle;
  if (row.desc) body.desc = row.desc;
  if (row.shortDesc) body.shortDesc = row.shortDesc;
  if (row.features) body.features = row.features;
  if (row.packageDescs) body.packages = row.packageDescs;
  if (row.requirementQuestions) body.requirements = row.requirementQuestions;
  return body;
}

/** English for a whole view: every group "translated" (it is the base language). */
const ALL = { title: true, description: true, features: true, packages: true, requirements: true };
const NONE = { title: false, description: false, features: false, packages: false, requirements: false };

/** Which groups a translation covers fully for the English service it translates. */
function groups(
  view: Pick<ServiceView, 'features' | 'packages' | 'requirements'>,
  row: ServiceTranslationRow,
) {
  const features = view.features.every((f, n) => f === '' || !!row.features?.[n]);
  const packages = view.packages.every((p) => !!row.packageDescs?.[p.name as 'basic']);
  const requirements = view.requirements.every((_, n) => !!row.requirementQuestions?.[n]);
  return {
    title: !!row.title && !!row.shortTitle,
    description: !!row.desc && !!row.shortDesc,
    features: features && (view.features.length === 0 || !!row.features),
    packages,
    requirements: requirements && (view.requirements.length === 0 || !!row.requirementQuestions),
  };
}

/**
 * The view in a language: each field its translation where there is one, else the English text;
 * `translated` tells per group. English (or no translation) leaves the texts as they are.
 */
export function inLocale(
  view: ServiceView,
  locale: Locale,
  row: ServiceTranslationRow | undefined,
): ServiceView {
  if (locale === 'en') return { ...view, locale, translated: { ...ALL } };
  if (!row) return { ...view, locale, translated: { ...NONE } };
  const desc = row.desc ?? view.desc;
  return {
    ...view,
    locale,
    title: row.title ?? view.title,
    shortTitle: row.shortTitle ?? view.shortTitle,
    desc,
    description: desc,
    shortDesc: row.shortDesc ?? view.shortDesc,
    features: view.features.map((f, n) => (f && row.features?.[n]) || f),
    packages: view.packages.map((p) => ({ ...p, desc: row.packageDescs?.[p.name as 'basic'] ?? p.desc })),
    // '' keeps an untranslated question's place (a later one is translated): English shows there.
    requirements: view.requirements.map((r, n) => ({
      ...r,
      question: row.requirementQuestions?.[n] || r.question,
    })),
    translated: groups(view, row),
  };
}

/** How many of the other languages lack a full translation of the service. */
export function missingTranslations(view: ServiceView, rows: ServiceTranslationRow[]): number {
  return TRANSLATED_LOCALES.filter((locale) => {
    const row = rows.find((r) => r.locale === locale);
    return !row || Object.values(groups(view, row)).includes(false);
  }).length;
}
