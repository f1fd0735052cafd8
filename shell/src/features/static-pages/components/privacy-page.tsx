import { usePageMeta } from '@market/ui';
import { BRAND_NAME } from '@/config/brand';
import { COMPANY } from '@/config/company';
import { ContactBlock } from './contact-block';
import { PrivacyFacts } from './privacy-facts';
import { StaticPage } from './static-page';

export function PrivacyPage() {
  usePageMeta(
    'Privacy Policy',
    `How ${COMPANY.legalName} collects, uses and protects information when you use the ${BRAND_NAME} app.`,
    { canonicalPath: '/privacy' },
  );
  return (
    <StaticPage title="Privacy Policy" dateline="Last updated: July 14, 2025">
      <p>
        This policy explains how {COMPANY.legalName} collects, uses and protects information when you use the{' '}
        {BRAND_NAME} mobile app and website (together, the app).
      </p>
      <h2 className="h4">Information we collect</h2>
      <p>
        Account details you give us (username, e-mail, country, phone, profile picture), the orders, messages
        and reviews you create in the app, and technical data such as device type, app version and crash
        reports.
      </p>
      <h2 className="h4">How we use it</h2>
      <p>
        To run your account, process orders and payments, connect you with sellers, send service e-mails, and
        keep the app secure.
      </p>
      <h2 className="h4">Sharing</h2>
      <p>
        We share data only with the payment providers and hosting services that operate the app, or when the
        law requires it. We never sell personal data.
      </p>
      <h2 className="h4">Where data is processed</h2>
      <p>Your information is stored and processed in the United States.</p>
      <h2 className="h4">Children</h2>
      <p>The app is not intended for children under 13, and we do not knowingly collect data from them.</p>
      <h2 className="h4">Your requests</h2>
      <p>
        To see, correct or delete your data, write to{' '}
        <a href={`mailto:${COMPANY.supportEmail}`}>{COMPANY.supportEmail}</a>. We answer within 30 days.
      </p>
      <h2 className="h4">Contact</h2>
      <ContactBlock />
      <PrivacyFacts />
    </StaticPage>
  );
}
