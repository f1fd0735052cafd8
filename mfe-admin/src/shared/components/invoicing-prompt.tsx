import Alert from 'react-bootstrap/Alert';
import { Link } from '@market/router';

/**
 * Asks the owner to save the shop's invoicing details while they are missing: until then every
 * invoice names no seller. On the invoicing page itself (`here`) it needs no link.
 */
export function InvoicingPrompt({ here = false }: { here?: boolean }) {
  return (
    <Alert variant="warning" data-testid="invoicing-prompt">
      Your invoices name no seller yet: add your legal name and address
      {here ? (
        ' below'
      ) : (
        <>
          {' '}
          in{' '}
          <Link className="alert-link" to="/admin/settings/invoicing">
            Invoicing settings
          </Link>
        </>
      )}
      .
    </Alert>
  );
}
