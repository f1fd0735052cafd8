import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import NavDropdown from 'react-bootstrap/NavDropdown';
import { Link } from '@market/router';
import type { AuthUser } from '@market/api-client';
import { HEADER, HeaderFrame } from './header-frame';
import { HeaderLinks } from './header-links';
import { LogoutButton } from './logout-button';
import { NotificationBell } from './notification-bell';
import { adminLinkGroups, type NavItem } from './nav-links';

function LinkMenu({ id, title, items }: { id: string; title: MessageDescriptor; items: NavItem[] }) {
  return (
    <NavDropdown title={<FormattedMessage {...title} />} id={`admin-${id}`}>
      {items.map((item) => (
        <NavDropdown.Item key={item.to} as={Link} to={item.to}>
          <FormattedMessage {...item.label} />
        </NavDropdown.Item>
      ))}
    </NavDropdown>
  );
}

export function AdminHeader({ user }: { user: AuthUser }) {
  const groups = adminLinkGroups(user);
  const intl = useIntl();
  return (
    <HeaderFrame label={intl.formatMessage(HEADER.adminNav)} actions={<NotificationBell />}>
      <HeaderLinks items={groups.main} />
      {groups.create.length > 0 && <LinkMenu id="create" title={HEADER.create} items={groups.create} />}
      <LinkMenu id="manage" title={HEADER.manage} items={groups.manage} />
      <HeaderLinks items={groups.account} />
      <LogoutButton />
    </HeaderFrame>
  );
}
