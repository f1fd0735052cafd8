import { useId, useMemo } from 'react';
import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import { COUNTRIES } from '@market/contracts';
import { COUNTRY_CODES } from './country-codes';
import { FieldFrame } from './field-frame';

interface CountrySelectProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
}

/** Region names in `locale`, or null for English (the stored names are English) or without Intl.DisplayNames. */
function regionNames(locale: string): Intl.DisplayNames | null {
  if (locale.startsWith('en') || typeof Intl.DisplayNames !== 'function') return null;
  try {
    return new Intl.DisplayNames([locale], { type: 'region' });
  } catch {
    return null;
  }
}

/** A stored country name (English, from the contracts' COUNTRIES) in `locale`; other text as it is. */
export function countryLabel(name: string, locale: string, names = regionNames(locale)): string {
  const code = COUNTRY_CODES[name];
  return (names && code && names.of(code)) || name;
}

/**
 * The countries as `{ value, label }`: the value is the English name the API stores; the label is
 * that name in `locale`, sorted in its order. English keeps the list as it is.
 */
function countryOptions(locale: string): { value: string; label: string }[] {
  const names = regionNames(locale);
  const options = COUNTRIES.map((name) => ({ value: name, label: countryLabel(name, locale, names) }));
  if (!names) return options;
  const collator = new Intl.Collator(locale);
  return options.sort((a, b) => collator.compare(a.label, b.label));
}

/** The country list of the contracts lib (about 190 countries) with the 'Select a country' placeholder. */
export function CountrySelect({ value, onChange, error, required = true }: CountrySelectProps) {
  const id = useId();
  const intl = useIntl();
  const options = useMemo(() => countryOptions(intl.locale), [intl.locale]);
  return (
    <FieldFrame
      id={id}
      label={<FormattedMessage id="shell.form.country" defaultMessage="Country" />}
      error={error}
    >
      <Form.Select
        id={id}
        name="country"
        value={value}
        required={required}
        isInvalid={Boolean(error)}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">
          {intl.formatMessage({ id: 'shell.form.selectCountry', defaultMessage: 'Select a country' })}
        </option>
        {options.map((country) => (
          <option key={country.value} value={country.value}>
            {country.label}
          </option>
        ))}
      </Form.Select>
    </FieldFrame>
  );
}
