import { COMPANY } from '@/config/company';

export function ContactBlock() {
  return (
    <address>
      {COMPANY.legalName}
      <br />
      {COMPANY.address}
      <br />
      E-mail: <a href={`mailto:${COMPANY.supportEmail}`}>{COMPANY.supportEmail}</a>
      <br />
      Phone: <a href={COMPANY.phoneHref}>{COMPANY.phone}</a>
    </address>
  );
}
