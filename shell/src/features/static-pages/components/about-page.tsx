import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { usePageMeta } from '@market/ui';
import { BRAND_NAME } from '@/config/brand';
import { COMPANY } from '@/config/company';
import { StaticPage } from './static-page';

const MILESTONE_TEXTS = defineMessages({
  founded: {
    id: 'shell.about.milestoneFounded',
    defaultMessage: 'The agency is founded by a small team of developers and marketers.',
  },
  brand: {
    id: 'shell.about.milestoneBrand',
    defaultMessage: 'The {brand} brand launches as a marketplace for digital services.',
  },
  clients: {
    id: 'shell.about.milestoneClients',
    defaultMessage: 'Clients served across startups, shops and established companies.',
  },
  ai: {
    id: 'shell.about.milestoneAi',
    defaultMessage: 'AI integration: chatbots and AI-assisted workflows join the offering.',
  },
});

const MILESTONES: { year: string; text: MessageDescriptor }[] = [
  { year: '2018', text: MILESTONE_TEXTS.founded },
  { year: '2019', text: MILESTONE_TEXTS.brand },
  { year: '100+', text: MILESTONE_TEXTS.clients },
  { year: '2024', text: MILESTONE_TEXTS.ai },
];

const SERVICES = defineMessages({
  marketing: { id: 'shell.about.serviceMarketing', defaultMessage: 'Digital marketing' },
  seo: { id: 'shell.about.serviceSeo', defaultMessage: 'Search engine optimisation (SEO)' },
  apps: { id: 'shell.about.serviceApps', defaultMessage: 'App development' },
  branding: { id: 'shell.about.serviceBranding', defaultMessage: 'Branding' },
  analytics: { id: 'shell.about.serviceAnalytics', defaultMessage: 'Analytics' },
  security: { id: 'shell.about.serviceSecurity', defaultMessage: 'Cybersecurity' },
  chatbots: { id: 'shell.about.serviceChatbots', defaultMessage: 'AI chatbots' },
});

const SELLING_POINTS = defineMessages({
  vetted: { id: 'shell.about.pointVetted', defaultMessage: 'Vetted specialists for every category' },
  packages: {
    id: 'shell.about.pointPackages',
    defaultMessage: 'Clear packages with fixed prices and delivery times',
  },
  payment: { id: 'shell.about.pointPayment', defaultMessage: 'Secure payment by card or wallet' },
  chat: { id: 'shell.about.pointChat', defaultMessage: 'Direct chat with your seller and custom offers' },
  support: { id: 'shell.about.pointSupport', defaultMessage: 'Support from brief to delivery' },
});

export function AboutPage() {
  const intl = useIntl();
  const values = { brand: BRAND_NAME, founded: String(COMPANY.founded) };
  usePageMeta(
    intl.formatMessage({ id: 'shell.about.metaTitle', defaultMessage: 'About' }),
    intl.formatMessage(
      {
        id: 'shell.about.metaDescription',
        defaultMessage:
          '{brand} helps businesses find the right freelancer service, right away: an agency founded in {founded}, now a marketplace for digital services.',
      },
      values,
    ),
    { canonicalPath: '/about' },
  );
  return (
    <StaticPage
      title={intl.formatMessage({ id: 'shell.about.title', defaultMessage: 'About {brand}' }, values)}
    >
      <p className="lead">
        <FormattedMessage
          id="shell.about.lead"
          defaultMessage="{brand} helps businesses find the right freelancer service, right away. Founded in {founded}, we grew from an agency into a marketplace where buyers compare packages and work directly with specialists."
          values={values}
        />
      </p>
      <Row xs={2} md={4} className="g-3 my-4">
        {MILESTONES.map((item) => (
          <Col key={item.year}>
            <div className="milestone h-100 p-3 rounded border">
              <div className="h4 mb-1">{item.year}</div>
              <p className="small mb-0">
                <FormattedMessage {...item.text} values={values} />
              </p>
            </div>
          </Col>
        ))}
      </Row>
      <h2 className="h4">
        <FormattedMessage id="shell.about.whatWeDo" defaultMessage="What we do" />
      </h2>
      <p>
        <FormattedMessage
          id="shell.about.whatWeDoIntro"
          defaultMessage="We cover the digital needs of a growing business:"
        />
      </p>
      <ul>
        {Object.entries(SERVICES).map(([key, service]) => (
          <li key={key}>
            <FormattedMessage {...service} />
          </li>
        ))}
      </ul>
      <h2 className="h4">
        <FormattedMessage id="shell.about.vision" defaultMessage="Our vision" />
      </h2>
      <p>
        <FormattedMessage
          id="shell.about.visionText"
          defaultMessage="A world where every business, whatever its size, can reach world-class digital talent in a few clicks."
        />
      </p>
      <h2 className="h4">
        <FormattedMessage id="shell.about.mission" defaultMessage="Our mission" />
      </h2>
      <p>
        <FormattedMessage
          id="shell.about.missionText"
          defaultMessage="To make buying digital services simple, transparent and safe, with fair prices for buyers and steady work for specialists."
        />
      </p>
      <h2 className="h4">
        <FormattedMessage id="shell.about.whyUs" defaultMessage="Why choose us" />
      </h2>
      <ol>
        {Object.entries(SELLING_POINTS).map(([key, point]) => (
          <li key={key}>
            <FormattedMessage {...point} />
          </li>
        ))}
      </ol>
    </StaticPage>
  );
}
