import type { Locale } from '@market/contracts';
import ar from '../i18n/ui/ar.json';
import de from '../i18n/ui/de.json';
import en from '../i18n/ui/en.json';
import es from '../i18n/ui/es.json';
import fr from '../i18n/ui/fr.json';

/**
 * The shared components' catalogs (`ui.*`) in every language, for a test's own react-intl
 * provider: `{ ...UI_MESSAGES[locale], ...appCatalog }`, as AppMessages merges them on a page.
 */
export const UI_MESSAGES: Record<Locale, Record<string, string>> = { en, de, es, fr, ar };
