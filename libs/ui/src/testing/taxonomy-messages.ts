import type { Locale } from '@market/contracts';
import ar from '../i18n/taxonomy/ar.json';
import de from '../i18n/taxonomy/de.json';
import en from '../i18n/taxonomy/en.json';
import es from '../i18n/taxonomy/es.json';
import fr from '../i18n/taxonomy/fr.json';

/**
 * The taxonomy's catalogs (category and subcategory names) in every language, for a test's own
 * react-intl provider: `{ ...TAXONOMY_MESSAGES[locale], ...appCatalog }`, as AppMessages merges
 * them on a page.
 */
export const TAXONOMY_MESSAGES: Record<Locale, Record<string, string>> = { en, de, es, fr, ar };
