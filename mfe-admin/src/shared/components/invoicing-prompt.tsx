import Alert from 'react-bootstrap/Alert';
import { FormattedMessage } from 'react-intl';
import { Link } from '@market/router';

/**
 * Asks the owner to save the shop's invoicing details while they are missing: until then every
 * invoice names no seller. On the invoicing page itself (`here`) it needs no link.
 */
export function InvoicingPrompt({ here = false }: { here?: boolean }) {
  return (
    <Alert variant="warning" data-testid="invoicing-prompt">
      {here ? (
        <FormattedMessage
          id="admin.invoicingPrompt.here"
          defaultMessage="Your invoices name no seller yet: add your legal name and address below."
        />
      ) : (
        <FormattedMessage
          id="admin.invoicingPrompt.elsewhere"
          defaultMessage="Your invoices name no seller yet: add your legal name and address in <link>Invoicing settings</link>."
          values={{
            link: (text) => (
              <Link className="alert-link" to="/admin/settings/invoicing">
                {text}
              </Link>
            ),
          }}
        />
      )}
    </Alert>
  );
}
