import { createIntl, type MessageDescriptor } from 'react-intl';

/** Formats a message in the reader's language: `useIntl().formatMessage`, or `inEnglish` outside React. */
export type Say = (descriptor: MessageDescriptor, values?: Record<string, string | number>) => string;

const english = createIntl({ locale: 'en', defaultLocale: 'en', messages: {}, onError: () => undefined });

/** A message's English (its defaultMessage): what a rule module answers when no language is given. */
export const inEnglish: Say = (descriptor, values) => english.formatMessage(descriptor, values);
