import { useIntl } from 'react-intl';
import { HEADER, HeaderFrame, HeaderLink } from './header-frame';
import { VISITOR_LINKS } from './nav-links';

export function VisitorHeader() {
  const intl = useIntl();
  return (
    <HeaderFrame label={intl.formatMessage(HEADER.mainNav)}>
      {VISITOR_LINKS.map((item) => (
        <HeaderLink key={item.to} item={item} />
      ))}
    </HeaderFrame>
  );
}
