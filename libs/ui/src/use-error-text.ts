import { useCallback } from 'react';
import type { IntlShape } from 'react-intl';
import { hasServerMessage, setRefusalPreparation } from '@market/api-client';
import type { errorMessageOf as ErrorMessageOf } from './i18n/error-messages';
import { useIntlOrDefault } from './i18n/intl-or-default';

let errorMessageOf: typeof ErrorMessageOf | undefined;
let loading: Promise<void> | undefined;

/**
 * Loads the table of the server's refusals (./i18n/error-messages.ts, about 4 KB compressed with
 * the English it matches against) in its own chunk, on demand: no page needs it to draw, so it
 * stays out of the first load. A request the server refuses with a code waits for it before it
 * rejects (setRefusalPreparation below), as do the server render and a hydration whose server
 * render met a refusal; until it is in, errorTextIn shows the server's English. A failed load is
 * tried again on the next call.
 */
export function loadErrorMessages(): Promise<void> {
  loading ??= import('./i18n/error-messages').then(
    (table) => {
      errorMessageOf = table.errorMessageOf;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

setRefusalPreparation(loadErrorMessages);

/** How a screen words a failed request: `(error, fallback) => text`. */
export type ErrorText = (error: unknown, fallback: string) => string;

/**
 * What the reader is told about a failed request, in `intl`'s language: the translation of the
 * server's refusal when its code and English are in the shared catalog (./i18n/error-messages.ts,
 * once loadErrorMessages has brought it), else the server's own message, else `fallback` (the
 * screen's text, already in the reader's language) when the server sent no message (network
 * failure, an empty or non-JSON body).
 */
export function errorTextIn(intl: IntlShape, error: unknown, fallback: string): string {
  if (!hasServerMessage(error)) return fallback;
  const known = error.code ? errorMessageOf?.(error.code, error.message) : undefined;
  return known ? intl.formatMessage(known) : error.message;
}

/** errorTextIn in the page's language (English where no provider is mounted). */
export function useErrorText(): ErrorText {
  const intl = useIntlOrDefault();
  return useCallback((error, fallback) => errorTextIn(intl, error, fallback), [intl]);
}
