import { FormattedMessage, useIntl } from 'react-intl';
import { usePageMeta } from '@market/ui';
import { BRAND_NAME } from '@/config/brand';
import { COMPANY } from '@/config/company';
import { ContactBlock } from './contact-block';
import { PrivacyFacts } from './privacy-facts';
import { StaticPage } from './static-page';

/** The day this policy was last changed (a calendar date: written in UTC, so never a day off). */
const LAST_UPDATED = Date.UTC(2025, 6, 14);

export function PrivacyPage() {
  const intl = useIntl();
  const values = { brand: BRAND_NAME, company: COMPANY.legalName };
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
      <h2 className="h4">
        <FormattedMessage id="shell.privacy.collectTitle" defaultMessage="Information we collect" />
      </h2>
      <p>
        <FormattedMessage
          id="shell.privacy.collectText"
          defaultMessage="Account details you give us (username, e-mail, country, phone, profile picture), the orders, messages and reviews you create in the app, and technical data such as device type, app version and crash reports."
        />
      </p>
      <h2 className="h4">
        <FormattedMessage id="shell.privacy.useTitle" defaultMessage="How we use it" />
      </h2>
      <p>
        <FormattedMessage
          id="shell.privacy.useText"
          defaultMessage="To run your account, process orders and payments, connect you with sellers, send service e-mails, and keep the app secure."
        />
      </p>
      <h2 className="h4">
        <FormattedMessage id="shell.privacy.sharingTitle" defaultMessage="Sharing" />
      </h2>
      <p>
        <FormattedMessage
          id="shell.privacy.sharingText"
          defaultMessage="We share data only with the payment providers and hosting services that operate the app, or when the law requires it. We never sell personal data."
        />
      </p>
      <h2 className="h4">
        <FormattedMessage id="shell.privacy.locationTitle" defaultMessage="Where data is processed" />
      </h2>
      <p>
        <FormattedMessage
          id="shell.privacy.locationText"
          defaultMessage="Your information is stored and processed in the United States."
        />
      </p>
      <h2 className="h4">
        <FormattedMessage id="shell.privacy.childrenTitle" defaultMessage="Children" />
      </h2>
      <p>
        <FormattedMessage
          id="shell.privacy.childrenText"
          defaultMessage="The app is not intended for children under 13, and we do not knowingly collect data from them."
        />
      </p>
      <h2 className="h4">
        <FormattedMessage id="shell.privacy.requestsTitle" defaultMessage="Your requests" />
      </h2>
      <p>
        <FormattedMessage
          id="shell.privacy.requestsText"
          defaultMessage="To see, correct or delete your data, write to {email}. We answer within 30 days."
          values={{
            email: (
              <a href={`mailto:${COMPANY.supportEmail}`} translate="no">
                {COMPANY.supportEmail}
              </a>
            ),
          }}
        />
      </p>
      <h2 className="h4">
        <FormattedMessage id="shell.privacy.contactTitle" defaultMessage="Contact" />
      </h2>
      <ContactBlock />
      <PrivacyFacts />
    </StaticPage>
  );
}
