import { usePageMeta } from '@market/ui';
import { BRAND_NAME } from '@/config/brand';
import { COMPANY } from '@/config/company';
import { ContactBlock } from './contact-block';
import { StaticPage } from './static-page';

const SECTIONS: { title: string; text: string }[] = [
  {
    title: 'Acceptance of terms',
    text: `By creating an account or using the ${BRAND_NAME} app you agree to these terms. If you do not agree, do not use the app.`,
  },
  {
    title: 'Use of the app',
    text: 'You must be at least 13 years old to use the app. Keep your sign-in details private and use the app only for lawful purposes.',
  },
  {
    title: 'Intellectual property',
    text: `The app, its design and its brand belong to ${COMPANY.legalName}. Work you buy is licensed to you as stated in the service package.`,
  },
  {
    title: 'User content',
    text: 'You keep the rights to the messages, reviews and files you upload, and you give us the right to show them in the app. Do not post unlawful or misleading content.',
  },
  {
    title: 'Termination',
    text: 'We may suspend or close an account that breaks these terms. You may close your account at any time.',
  },
  {
    title: 'Disclaimer',
    text: 'The app is provided "as is". We do our best to keep it available and accurate but make no warranty that it will be uninterrupted or error-free.',
  },
  {
    title: 'Changes to these terms',
    text: 'We may update these terms. We will announce material changes in the app; continuing to use it means you accept the new terms.',
  },
  { title: 'Governing law', text: 'These terms are governed by the laws of the State of California, USA.' },
  { title: 'Contact', text: 'Questions about these terms can be sent to us at:' },
];

export function TermsPage() {
  usePageMeta('Terms of Service', `The terms for using the ${BRAND_NAME} app and website.`, {
    canonicalPath: '/terms',
  });
  return (
    <StaticPage title="Terms of Service" dateline="Effective date: July 14, 2025">
      <ol className="terms-list ps-3">
        {SECTIONS.map((section) => (
          <li key={section.title} className="mb-3">
            <h2 className="h5">{section.title}</h2>
            <p className="mb-1">{section.text}</p>
          </li>
        ))}
      </ol>
      <ContactBlock />
    </StaticPage>
  );
}
