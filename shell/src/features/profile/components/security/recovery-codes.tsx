import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { FormattedMessage, useIntl } from 'react-intl';
import { BRAND_NAME } from '@/config/brand';

/** The recovery codes, shown once after TOTP is turned on, with a download. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const intl = useIntl();
  const download = () => {
    const title = intl.formatMessage(
      { id: 'shell.security.recoveryFileTitle', defaultMessage: '{brand} recovery codes' },
      { brand: BRAND_NAME },
    );
    const note = intl.formatMessage({
      id: 'shell.security.recoveryFileNote',
      defaultMessage: 'Each code works once, when your authenticator app is not at hand.',
    });
    const text = `${title}\n${note}\n\n${codes.join('\n')}\n`;
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `${BRAND_NAME.toLowerCase()}-recovery-codes.txt`;
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <div>
      <Alert variant="info">
        <FormattedMessage
          id="shell.security.recoverySave"
          defaultMessage="Save these recovery codes somewhere safe. Each works once if you lose your phone. They are not shown again."
        />
      </Alert>
      <ul
        className="recovery-codes list-unstyled row row-cols-2 g-1 font-monospace mb-3"
        aria-label={intl.formatMessage({
          id: 'shell.security.recoveryCodes',
          defaultMessage: 'Recovery codes',
        })}
      >
        {codes.map((code) => (
          <li key={code} className="col">
            {code}
          </li>
        ))}
      </ul>
      <div className="d-flex flex-wrap gap-2">
        <Button variant="outline-primary" onClick={download}>
          <FormattedMessage id="shell.security.recoveryDownload" defaultMessage="Download recovery codes" />
        </Button>
        <Button onClick={onDone}>
          <FormattedMessage id="shell.security.recoverySaved" defaultMessage="I have saved them" />
        </Button>
      </div>
    </div>
  );
}
