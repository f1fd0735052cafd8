import { HeaderFrame, HeaderLink } from './header-frame';
import { VISITOR_LINKS } from './nav-links';

export function VisitorHeader() {
  return (
    <HeaderFrame label="Main">
      {VISITOR_LINKS.map((item) => (
        <HeaderLink key={item.to} item={item} />
      ))}
    </HeaderFrame>
  );
}
