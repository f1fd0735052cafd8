import { FormattedMessage } from 'react-intl';
import { COMPANY } from '@/config/company';

export function ContactBlock() {
  return (
    <address>
      <span translate="no">{COMPANY.legalName}</span>
      <br />
      <span translate="no" dir="ltr">
        {COMPANY.address}
      </span>
      <br />
      <FormattedMessage
        id="shell.contact.email"
        defaultMessage="E-mail: {email}"
        values={{
          email: (
            <a href={`mailto:${COMPANY.supportEmail}`} translate="no">
              {COMPANY.supportEmail}
            </a>
          ),
        }}
      />
      <br />
      <FormattedMessage
        id="shell.contact.phone"
        defaultMessage="Phone: {phone}"
        values={{
          phone: (
            <a href={COMPANY.phoneHref} dir="ltr">
              {COMPANY.phone}
            </a>
          ),
        }}
      />
    </address>
  );
}
