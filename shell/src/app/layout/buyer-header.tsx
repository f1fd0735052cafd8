import { useIntl } from 'react-intl';
import type { AuthUser } from '@market/api-client';
import { SearchBox } from '@/components/search-box';
import { HEADER, HeaderFrame } from './header-frame';
import { HeaderLinks } from './header-links';
import { LogoutButton } from './logout-button';
import { NotificationBell } from './notification-bell';
import { buyerLinks } from './nav-links';

export function BuyerHeader({ user }: { user: AuthUser }) {
  const intl = useIntl();
  return (
    <HeaderFrame label={intl.formatMessage(HEADER.mainNav)} actions={<NotificationBell />}>
      <SearchBox size="sm" className="header-search my-2 my-lg-0 me-lg-2" />
      <HeaderLinks items={buyerLinks(user)} />
      <LogoutButton />
    </HeaderFrame>
  );
}
