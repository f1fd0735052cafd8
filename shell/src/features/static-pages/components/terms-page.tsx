import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { usePageMeta } from '@market/ui';
import { BRAND_NAME } from '@/config/brand';
import { COMPANY } from '@/config/company';
import { ContactBlock } from './contact-block';
import { StaticPage } from './static-page';

/** The day these terms took effect (a calendar date: written in UTC, so never a day off). */
const EFFECTIVE = Date.UTC(2025, 6, 14);

const TITLES = defineMessages({
  acceptance: { id: 'shell.terms.acceptanceTitle', defaultMessage: 'Acceptance of terms' },
  use: { id: 'shell.terms.useTitle', defaultMessage: 'Use of the app' },
  property: { id: 'shell.terms.propertyTitle', defaultMessage: 'Intellectual property' },
  content: { id: 'shell.terms.contentTitle', defaultMessage: 'User content' },
  termination: { id: 'shell.terms.terminationTitle', defaultMessage: 'Termination' },
  disclaimer: { id: 'shell.terms.disclaimerTitle', defaultMessage: 'Disclaimer' },
  changes: { id: 'shell.terms.changesTitle', defaultMessage: 'Changes to these terms' },
  law: { id: 'shell.terms.lawTitle', defaultMessage: 'Governing law' },
  contact: { id: 'shell.terms.contactTitle', defaultMessage: 'Contact' },
});

/** Each section's text, by the same keys as its title, in the order the spec gives them. */
const TEXTS: Record<keyof typeof TITLES, { id: string; defaultMessage: string }> = defineMessages({
  acceptance: {
    id: 'shell.terms.acceptanceText',
    defaultMessage:
      'By creating an account or using the {brand} app you agree to these terms. If you do not agree, do not use the app.',
  },
  use: {
    id: 'shell.terms.useText',
    defaultMessage:
      'You must be at least 13 years old to use the app. Keep your sign-in details private and use the app only for lawful purposes.',
  },
  property: {
    id: 'shell.terms.propertyText',
    defaultMessage:
      'The app, its design and its brand belong to {company}. Work you buy is licensed to you as stated in the service package.',
  },
  content: {
    id: 'shell.terms.contentText',
    defaultMessage:
      'You keep the rights to the messages, reviews and files you upload, and you give us the right to show them in the app. Do not post unlawful or misleading content.',
  },
  termination: {
    id: 'shell.terms.terminationText',
    defaultMessage:
      'We may suspend or close an account that breaks these terms. You may close your account at any time.',
  },
  disclaimer: {
    id: 'shell.terms.disclaimerText',
    defaultMessage:
      'The app is provided "as is". We do our best to keep it available and accurate but make no warranty that it will be uninterrupted or error-free.',
  },
  changes: {
    id: 'shell.terms.changesText',
    defaultMessage:
      'We may update these terms. We will announce material changes in the app; continuing to use it means you accept the new terms.',
  },
  law: {
    id: 'shell.terms.lawText',
    defaultMessage: 'These terms are governed by the laws of the State of California, USA.',
  },
  contact: {
    id: 'shell.terms.contactText',
    defaultMessage: 'Questions about these terms can be sent to us at:',
  },
});

const SECTIONS = Object.keys(TITLES) as (keyof typeof TITLES)[];

export function TermsPage() {
  const intl = useIntl();
  const values = { brand: BRAND_NAME, company: COMPANY.legalName };
  const title = intl.formatMessage({ id: 'shell.terms.title', defaultMessage: 'Terms of Service' });
  usePageMeta(
    title,
    intl.formatMessage(
      {
        id: 'shell.terms.metaDescription',
        defaultMessage: 'The terms for using the {brand} app and website.',
      },
      values,
    ),
    { canonicalPath: '/terms' },
  );
  return (
    <StaticPage
      title={title}
      dateline={intl.formatMessage(
        { id: 'shell.terms.effectiveDate', defaultMessage: 'Effective date: {date}' },
        { date: intl.formatDate(EFFECTIVE, { dateStyle: 'long', timeZone: 'UTC' }) },
      )}
    >
      <ol className="terms-list ps-3">
        {SECTIONS.map((section) => (
          <li key={section} className="mb-3">
            <h2 className="h5">
              <FormattedMessage {...TITLES[section]} />
            </h2>
            <p className="mb-1">
              <FormattedMessage {...TEXTS[section]} values={values} />
            </p>
          </li>
        ))}
      </ol>
      <ContactBlock />
    </StaticPage>
  );
}
