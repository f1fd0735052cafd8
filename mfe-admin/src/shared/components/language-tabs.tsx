import type { ReactNode } from 'react';
import Badge from 'react-bootstrap/Badge';
import Nav from 'react-bootstrap/Nav';
import Tab from 'react-bootstrap/Tab';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { TRANSLATED_LOCALES, type TranslatedLocale } from '@market/contracts';

export type TabKey = 'en' | TranslatedLocale;

const descriptors = defineMessages({
  tabs: { id: 'admin.translations.tabs', defaultMessage: 'Languages' },
  language: {
    id: 'admin.translations.language',
    defaultMessage:
      '{locale, select, en {English} de {German} es {Spanish} fr {French} ar {Arabic} other {{locale}}}',
  },
  missing: {
    id: 'admin.translations.missing',
    defaultMessage: '{count, plural, one {# field missing} other {# fields missing}}',
  },
  intro: {
    id: 'admin.translations.intro',
    defaultMessage: 'Optional: a field left empty shows the English text, given as its placeholder.',
  },
});
/** The language tabs' texts (plain descriptors: the values are checked by the catalogs' ICU). */
export const languageTabMessages = descriptors as { [K in keyof typeof descriptors]: MessageDescriptor };

interface Props {
  id: string;
  active: TabKey;
  onSelect: (key: TabKey) => void;
  /** Per other language, how many of its fields have no text yet. */
  missing: Record<TranslatedLocale, number>;
  english: ReactNode;
  translation: (locale: TranslatedLocale) => ReactNode;
}

/**
 * The add and edit forms' languages (services, blogs): English (the form as it always was) and a tab per other language. The English pane stays mounted
 * (its uploads and focus live there); another language's pane is drawn only while it is open.
 */
export function LanguageTabs({ id, active, onSelect, missing, english, translation }: Props) {
  const t = useIntl().formatMessage;
  return (
    <Tab.Container
      id={id}
      activeKey={active}
      onSelect={(key) => key && onSelect(key as TabKey)}
      transition={false}
    >
      <Nav variant="tabs" className="mb-3" aria-label={t(languageTabMessages.tabs)}>
        {(['en', ...TRANSLATED_LOCALES] as const).map((locale) => (
          <Nav.Item key={locale}>
            <Nav.Link eventKey={locale}>
              {t(languageTabMessages.language, { locale })}
              {locale !== 'en' && missing[locale] > 0 && (
                <Badge
                  pill
                  bg="warning"
                  text="dark"
                  className="ms-1"
                  title={t(languageTabMessages.missing, { count: missing[locale] })}
                >
                  <span aria-hidden="true">{missing[locale]}</span>
                  <span className="visually-hidden">
                    {t(languageTabMessages.missing, { count: missing[locale] })}
                  </span>
                </Badge>
              )}
            </Nav.Link>
          </Nav.Item>
        ))}
      </Nav>
      <Tab.Content>
        <Tab.Pane eventKey="en">{english}</Tab.Pane>
        {TRANSLATED_LOCALES.map((locale) => (
          <Tab.Pane key={locale} eventKey={locale} mountOnEnter unmountOnExit>
            {translation(locale)}
          </Tab.Pane>
        ))}
      </Tab.Content>
    </Tab.Container>
  );
}
