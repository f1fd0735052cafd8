import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { isLocale, LOCALE_NAMES, LOCALES } from '@market/contracts';
import { useLocale } from '@market/ui';

/**
 * The language menu (header and footer): each language in its own name. Choosing one keeps the
 * page, at its address in that language, and remembers the choice (LocaleRoot's setLocale). A
 * native select: no dropdown code for a visitor to download, and a phone's own picker.
 */
export function LanguageMenu({ className = '' }: { className?: string }) {
  const { locale, setLocale } = useLocale();
  const id = useId();
  return (
    <div className={`language-menu ${className}`}>
      <label htmlFor={id} className="visually-hidden">
        <FormattedMessage id="shell.language.menu" defaultMessage="Language" />
      </label>
      <select
        id={id}
        className="form-select form-select-sm"
        value={isLocale(locale) ? locale : 'en'}
        onChange={(event) => {
          const next = event.target.value;
          if (isLocale(next) && next !== locale) setLocale(next);
        }}
      >
        {LOCALES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LOCALE_NAMES[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
