import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { usePageMeta } from '@market/ui';
import { BRAND_NAME } from '@/config/brand';
import { COMPANY } from '@/config/company';
import { StaticPage } from './static-page';

const MILESTONES = [
  { year: '2018', text: 'The agency is founded by a small team of developers and marketers.' },
  { year: '2019', text: `The ${BRAND_NAME} brand launches as a marketplace for digital services.` },
  { year: '100+', text: 'Clients served across startups, shops and established companies.' },
  { year: '2024', text: 'AI integration: chatbots and AI-assisted workflows join the offering.' },
];

const SERVICES = [
  'Digital marketing',
  'Search engine optimisation (SEO)',
  'App development',
  'Branding',
  'Analytics',
  'Cybersecurity',
  'AI chatbots',
];

const SELLING_POINTS = [
  'Vetted specialists for every category',
  'Clear packages with fixed prices and delivery times',
  'Secure payment by card or wallet',
  'Direct chat with your seller and custom offers',
  'Support from brief to delivery',
];

export function AboutPage() {
  usePageMeta(
    'About',
    `${BRAND_NAME} helps businesses find the right freelancer service, right away: an agency founded in ${COMPANY.founded}, now a marketplace for digital services.`,
    { canonicalPath: '/about' },
  );
  return (
    <StaticPage title={`About ${BRAND_NAME}`}>
      <p className="lead">
        {BRAND_NAME} helps businesses find the right freelancer service, right away. Founded in{' '}
        {COMPANY.founded}, we grew from an agency into a marketplace where buyers compare packages and work
        directly with specialists.
      </p>
      <Row xs={2} md={4} className="g-3 my-4">
        {MILESTONES.map((item) => (
          <Col key={item.year}>
            <div className="milestone h-100 p-3 rounded border">
              <div className="h4 mb-1">{item.year}</div>
              <p className="small mb-0">{item.text}</p>
            </div>
          </Col>
        ))}
      </Row>
      <h2 className="h4">What we do</h2>
      <p>We cover the digital needs of a growing business:</p>
      <ul>
        {SERVICES.map((service) => (
          <li key={service}>{service}</li>
        ))}
      </ul>
      <h2 className="h4">Our vision</h2>
      <p>
        A world where every business, whatever its size, can reach world-class digital talent in a few clicks.
      </p>
      <h2 className="h4">Our mission</h2>
      <p>
        To make buying digital services simple, transparent and safe, with fair prices for buyers and steady
        work for specialists.
      </p>
      <h2 className="h4">Why choose us</h2>
      <ol>
        {SELLING_POINTS.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ol>
    </StaticPage>
  );
}
