import Card from 'react-bootstrap/Card';
import { FormattedMessage } from 'react-intl';
import { DeleteMyAccount } from './delete-my-account';
import { DownloadMyData } from './download-my-data';

/** "Your data" in /settings: a copy of everything, and the way out. */
export function YourDataSection() {
  return (
    <Card className="shadow-sm mt-4" id="your-data">
      <Card.Body className="p-4">
        <h2 className="h5 mb-3">
          <FormattedMessage id="shell.yourData.heading" defaultMessage="Your data" />
        </h2>
        <DownloadMyData />
        <hr className="my-4" />
        <DeleteMyAccount />
      </Card.Body>
    </Card>
  );
}
