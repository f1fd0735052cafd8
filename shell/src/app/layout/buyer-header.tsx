import { useIntl } from 'react-intl';
import type { AuthUser } from '@market/api-client';
import { SearchBox } from '@/components/search-box';
import { HEADER, HeaderFrame, HeaderLink } from './header-frame';
import { LogoutButton } from './logout-button';
import { MessagesBadge } from './messages-badge';
import { NotificationBell } from './notification-bell';
import { buyerLinks } from './nav-links';

export function BuyerHeader({ user }: { user: AuthUser }) {
  const intl = useIntl();
  return (
    <HeaderFrame label={intl.formatMessage(HEADER.mainNav)} actions={<NotificationBell />}>
      <SearchBox size="sm" className="header-search my-2 my-lg-0 me-lg-2" />
      {buyerLinks(user).map((item) => (
        <HeaderLink
          key={item.to}
          item={item}
          badge={item.to === '/messages' ? <MessagesBadge /> : undefined}
        />
      ))}
      <LogoutButton />
    </HeaderFrame>
  );
}
