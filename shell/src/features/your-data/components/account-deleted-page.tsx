import Card from 'react-bootstrap/Card';
import Container from 'react-bootstrap/Container';
import { Link } from '@market/router';
import { usePageMeta } from '@market/ui';

/** Where a deleted account lands, signed out. */
export function AccountDeletedPage() {
  usePageMeta('Account deleted');
  return (
    <Container className="py-5 page-narrow">
      <Card className="shadow-sm">
        <Card.Body className="p-4">
          <h1 className="h3 mb-3">Your account is deleted</h1>
          <p>
            Your personal data is erased and you are signed out everywhere. Your orders, invoices, messages
            and reviews stay, shown as by “Deleted user”.
          </p>
          <p className="mb-0">
            You can register again with the same e-mail address at any time.{' '}
            <Link to="/">Back to the home page</Link>
          </p>
        </Card.Body>
      </Card>
    </Container>
  );
}
