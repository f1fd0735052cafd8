import Container from 'react-bootstrap/Container';
import { Link } from '@market/router';
import { usePageMeta } from './use-page-meta';

const EXPLANATION = 'The page you are looking for does not exist or has moved.';

/** Any unknown path: 'Oops! Page Not Found' with 'Back to Home' to /. */
export function NotFoundScreen() {
  usePageMeta('Page Not Found', EXPLANATION, { status: 404, robots: 'noindex' });
  return (
    <Container className="py-5 text-center">
      <p className="display-1 fw-bold text-body-tertiary mb-0" aria-hidden="true">
        404
      </p>
      <h1 className="h2 mb-3">Oops! Page Not Found</h1>
      <p className="text-body-secondary">{EXPLANATION}</p>
      <Link to="/" className="btn btn-primary">
        Back to Home
      </Link>
    </Container>
  );
}
