import Card from 'react-bootstrap/Card';
import Container from 'react-bootstrap/Container';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '@market/router';
import { usePageMeta } from '@market/ui';

/** Where a deleted account lands, signed out. */
export function AccountDeletedPage() {
  const intl = useIntl();
  usePageMeta(intl.formatMessage({ id: 'shell.yourData.deletedTitle', defaultMessage: 'Account deleted' }));
  return (
    <Container className="py-5 page-narrow">
      <Card className="shadow-sm">
        <Card.Body className="p-4">
          <h1 className="h3 mb-3">
            <FormattedMessage id="shell.yourData.deletedHeading" defaultMessage="Your account is deleted" />
          </h1>
          <p>
            <FormattedMessage
              id="shell.yourData.deletedErased"
              defaultMessage="Your personal data is erased and you are signed out everywhere. Your orders, invoices, messages and reviews stay, shown as by “Deleted user”."
            />
          </p>
          <p className="mb-0">
            <FormattedMessage
              id="shell.yourData.deletedRegisterAgain"
              defaultMessage="You can register again with the same e-mail address at any time."
            />{' '}
            <Link to="/">
              <FormattedMessage id="shell.yourData.deletedHome" defaultMessage="Back to the home page" />
            </Link>
          </p>
        </Card.Body>
      </Card>
    </Container>
  );
}
