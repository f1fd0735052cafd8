import Container from 'react-bootstrap/Container';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '@market/router';
import { usePageMeta } from '@market/ui';

/**
 * Any path no remote declares: 'Oops! Page Not Found' with 'Back to Home' to /. The markup of
 * @market/ui's NotFoundScreen (which the remotes show, in English only) in the shell's words.
 */
export function NotFoundPage() {
  const intl = useIntl();
  const explanation = intl.formatMessage({
    id: 'shell.notFound.explanation',
    defaultMessage: 'The page you are looking for does not exist or has moved.',
  });
  usePageMeta(
    intl.formatMessage({ id: 'shell.notFound.metaTitle', defaultMessage: 'Page Not Found' }),
    explanation,
    {
      status: 404,
      robots: 'noindex',
    },
  );
  return (
    <Container className="py-5 text-center">
      <p className="display-1 fw-bold text-body-tertiary mb-0" aria-hidden="true">
        404
      </p>
      <h1 className="h2 mb-3">
        <FormattedMessage id="shell.notFound.title" defaultMessage="Oops! Page Not Found" />
      </h1>
      <p className="text-body-secondary">{explanation}</p>
      <Link to="/" className="btn btn-primary">
        <FormattedMessage id="shell.notFound.backHome" defaultMessage="Back to Home" />
      </Link>
    </Container>
  );
}
