import { FormattedMessage } from 'react-intl';
import { Link } from '@market/router';
import { AdminScreen } from './admin-screen';

/** What a staff member sees on a direct URL to a screen their role cannot use. */
export function NoAccessScreen() {
  return (
    <AdminScreen className="text-center">
      <h1 className="h2 mb-3">
        <FormattedMessage id="admin.noAccess.title" defaultMessage="You don't have access to this page" />
      </h1>
      <p className="text-body-secondary">
        <FormattedMessage
          id="admin.noAccess.text"
          defaultMessage="Your role does not include this part of the shop."
        />
      </p>
      <Link to="/admin" className="btn btn-primary">
        <FormattedMessage id="admin.noAccess.back" defaultMessage="Back to the dashboard" />
      </Link>
    </AdminScreen>
  );
}
