import { Fragment } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { usePageMeta } from '@market/ui';
import { BRAND_NAME } from '@/config/brand';
import { COMPANY } from '@/config/company';
import { ContactBlock } from './contact-block';
import { PrivacyFacts } from './privacy-facts';
import { StaticPage } from './static-page';

/** The day this policy was last changed (a calendar date: written in UTC, so never a day off). */
const LAST_UPDATED = Date.UTC(2025, 6, 14);

const TITLES = defineMessages({
  collect: { id: 'shell.privacy.collectTitle', defaultMessage: 'Information we collect' },
  use: { id: 'shell.privacy.useTitle', defaultMessage: 'How we use it' },
  sharing: { id: 'shell.privacy.sharingTitle', defaultMessage: 'Sharing' },
  location: { id: 'shell.privacy.locationTitle', defaultMessage: 'Where data is processed' },
  children: { id: 'shell.privacy.childrenTitle', defaultMessage: 'Children' },
  requests: { id: 'shell.privacy.requestsTitle', defaultMessage: 'Your requests' },
});

/** Each section's text, by the same keys as its title, in the order the page gives them. */
const TEXTS: Record<keyof typeof TITLES, { id: string; defaultMessage: string }> = defineMessages({
  collect: {
    id: 'shell.privacy.collectText',
    defaultMessage:
      'Account details you give us (username, e-mail, country, phone, profile picture), the orders, messages and reviews you create in the app, and technical data such as device type, app version and crash reports.',
  },
  use: {
    id: 'shell.privacy.useText',
    defaultMessage:
      'To run your account, process orders and payments, connect you with sellers, send service e-mails, and keep the app secure.',
  },
  sharing: {
    id: 'shell.privacy.sharingText',
    defaultMessage:
      'We share data only with the payment providers and hosting services that operate the app, or when the law requires it. We never sell personal data.',
  },
  location: {
    id: 'shell.privacy.locationText',
    defaultMessage: 'Your information is stored and processed in the United States.',
  },
  children: {
    id: 'shell.privacy.childrenText',
    defaultMessage:
      'The app is not intended for children under 13, and we do not knowingly collect data from them.',
  },
  requests: {
    id: 'shell.privacy.requestsText',
    defaultMessage: 'To see, correct or delete your data, write to {email}. We answer within 30 days.',
  },
});

const SECTIONS = Object.keys(TITLES) as (keyof typeof TITLES)[];

export function PrivacyPage() {
  const intl = useIntl();
  const values = { brand: BRAND_NAME, company: COMPANY.legalName };
  const email = (
    <a href={`mailto:${COMPANY.supportEmail}`} translate="no">
      {COMPANY.supportEmail}
    </a>
  );
  const title = intl.formatMessage({ id: 'shell.privacy.title', defaultMessage: 'Privacy Policy' });
  usePageMeta(
    title,
    intl.formatMessage(
      {
        id: 'shell.privacy.metaDescription',
        defaultMessage: 'How {company} collects, uses and protects information when you use the {brand} app.',
      },
      values,
    ),
    { canonicalPath: '/privacy' },
  );
  return (
    <StaticPage
      title={title}
      dateline={intl.formatMessage(
        { id: 'shell.privacy.lastUpdated', defaultMessage: 'Last updated: {date}' },
        { date: intl.formatDate(LAST_UPDATED, { dateStyle: 'long', timeZone: 'UTC' }) },
      )}
    >
      <p>
        <FormattedMessage
          id="shell.privacy.intro"
          defaultMessage="This policy explains how {company} collects, uses and protects information when you use the {brand} mobile app and website (together, the app)."
          values={values}
        />
      </p>
      {SECTIONS.map((section) => (
        <Fragment key={section}>
          <h2 className="h4">
            <FormattedMessage {...TITLES[section]} />
          </h2>
          <p>
            <FormattedMessage {...TEXTS[section]} values={{ email }} />
          </p>
        </Fragment>
      ))}
      <h2 className="h4">
        <FormattedMessage id="shell.privacy.contactTitle" defaultMessage="Contact" />
      </h2>
      <ContactBlock />
      <PrivacyFacts />
    </StaticPage>
  );
}
