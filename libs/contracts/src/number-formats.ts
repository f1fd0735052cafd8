/** Number formats by locale and options, for the process or the page: building one costs far more than formatting with it. */
const formats = new Map<string, Intl.NumberFormat>();

/** `new Intl.NumberFormat(locale, options)`, built once per locale and options (it throws as that does). */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}\u0000${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    // Locales and currencies are few; a bound all the same.
    if (formats.size >= 1_000) formats.clear();
    formats.set(key, format);
  }
  return format;
}
