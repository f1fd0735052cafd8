import Container from 'react-bootstrap/Container';
import { defineMessages } from 'react-intl';
import { Link } from '@market/router';
import { useIntlOrDefault } from './i18n/intl-or-default';
import { usePageMeta } from './use-page-meta';

const messages = defineMessages({
  title: { id: 'ui.notFound.title', defaultMessage: 'Page Not Found' },
  explanation: {
    id: 'ui.notFound.explanation',
    defaultMessage: 'The page you are looking for does not exist or has moved.',
  },
  heading: { id: 'ui.notFound.heading', defaultMessage: 'Oops! Page Not Found' },
  home: { id: 'ui.notFound.home', defaultMessage: 'Back to Home' },
});

/** Any unknown path: 'Oops! Page Not Found' with 'Back to Home' to /. */
export function NotFoundScreen() {
  const intl = useIntlOrDefault();
  const explanation = intl.formatMessage(messages.explanation);
  usePageMeta(intl.formatMessage(messages.title), explanation, { status: 404, robots: 'noindex' });
  return (
    <Container className="py-5 text-center">
      <p className="display-1 fw-bold text-body-tertiary mb-0" aria-hidden="true">
        404
      </p>
      <h1 className="h2 mb-3">{intl.formatMessage(messages.heading)}</h1>
      <p className="text-body-secondary">{explanation}</p>
      <Link to="/" className="btn btn-primary">
        {intl.formatMessage(messages.home)}
      </Link>
    </Container>
  );
}
