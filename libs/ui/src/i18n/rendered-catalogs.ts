import type { IntlShape } from 'react-intl';
import { numberFormat } from '@market/contracts';
import type { CatalogRecorder } from './message-store';
import type { Catalog } from './pseudo-locale';

/** What a server render keeps per shared intl: each label's text, each other message compiled. */
interface ServerFormats {
  texts: Map<string, unknown>;
  compiled: Map<string, { format(values?: Record<string, unknown>): unknown }>;
}
const serverFormats = new WeakMap<IntlShape, ServerFormats>();

const isPlainValue = (value: unknown) =>
  value === null || value instanceof Date || (typeof value !== 'object' && typeof value !== 'function');

/**
 * A server render's intl: `intl`, noting the id of each message it formats (the page inlines
 * those). The server's catalogs are whole, so a message's text cannot change: one without values
 * is formatted once per process, and one with values is compiled once and formatted directly
 * (react-intl's general path merges the formats and builds a JSON key for its cache on every call);
 * a number is formatted with the process's format for its locale and options (numberFormat).
 */
function recordingIntl(intl: IntlShape, note: (id: string) => void): IntlShape {
  let cache = serverFormats.get(intl);
  if (!cache) serverFormats.set(intl, (cache = { texts: new Map(), compiled: new Map() }));
  const { texts, compiled } = cache;
  const format = intl.formatMessage as (...args: unknown[]) => unknown;
  const formatMessage = ((
    descriptor: { id?: string | number },
    values?: Record<string, unknown>,
    options?: { ignoreTag?: boolean },
    ...rest: unknown[]
  ) => {
    if (descriptor.id === undefined || rest.length > 0) return format(descriptor, values, options, ...rest);
    const id = String(descriptor.id);
    note(id);
    const key = options?.ignoreTag ? `${id}\u0000ignoreTag` : id;
    if (values === undefined) {
      if (!texts.has(key)) texts.set(key, format(descriptor, values, options));
      return texts.get(key);
    }
    const message = Object.hasOwn(intl.messages, id) ? intl.messages[id] : undefined;
    // A missing or empty message takes the general path, which reports it and falls back; so do
    // rich-text values (tags, elements), whose parts react-intl keys.
    if (!message || message.length === 0 || !Object.values(values).every(isPlainValue))
      return format(descriptor, values, options);
    let messageFormat = compiled.get(key);
    if (!messageFormat)
      compiled.set(
        key,
        (messageFormat = intl.formatters.getMessageFormat(message, intl.locale, intl.formats, {
          formatters: intl.formatters,
          ...options,
        })),
      );
    try {
      const text = messageFormat.format(values);
      if (typeof text === 'string') return text;
    } catch {
      // The general path reports it and falls back.
    }
    return format(descriptor, values, options);
  }) as IntlShape['formatMessage'];
  // react-intl's own filters the options and builds a JSON key for its cache on every call: a page's
  // cards call it several times each (a rating, its count).
  const formatNumber = ((value: number | bigint, options?: Parameters<IntlShape['formatNumber']>[1]) => {
    if (options?.format === undefined) {
      try {
        return numberFormat(intl.locale, options as Intl.NumberFormatOptions).format(value);
      } catch {
        // The general path reports it and falls back.
      }
    }
    return intl.formatNumber(value, options);
  }) as IntlShape['formatNumber'];
  return { ...intl, formatMessage, $t: formatMessage, formatNumber };
}

/**
 * The messages a server render used, by catalog: the server inlines them in the page (only the
 * page's language, only the messages asked for), so the browser hydrates without fetching the
 * catalogs, and a page carries its own words rather than every screen's. Server code only (the
 * shell's server build): the browser never records.
 */
export class RenderedCatalogs implements CatalogRecorder {
  readonly catalogs: Record<string, Catalog> = {};

  intl(shared: IntlShape, sources: ReadonlyArray<readonly [name: string, catalog: Catalog]>): IntlShape {
    const used = this.catalogs;
    for (const [name] of sources) used[name] ??= {};
    return recordingIntl(shared, (id) => {
      const source = sources.find(([, catalog]) => Object.hasOwn(catalog, id));
      if (source) used[source[0]][id] = source[1][id];
    });
  }
}
