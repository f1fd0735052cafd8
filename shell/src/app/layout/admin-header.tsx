import NavDropdown from 'react-bootstrap/NavDropdown';
import { Link } from '@market/router';
import type { AuthUser } from '@market/api-client';
import { HeaderFrame, HeaderLink } from './header-frame';
import { LogoutButton } from './logout-button';
import { MessagesBadge } from './messages-badge';
import { NotificationBell } from './notification-bell';
import { adminLinkGroups, type NavItem } from './nav-links';

function LinkMenu({ title, items }: { title: string; items: NavItem[] }) {
  return (
    <NavDropdown title={title} id={`admin-${title.toLowerCase()}`}>
      {items.map((item) => (
        <NavDropdown.Item key={item.to} as={Link} to={item.to}>
          {item.label}
        </NavDropdown.Item>
      ))}
    </NavDropdown>
  );
}

export function AdminHeader({ user }: { user: AuthUser }) {
  const groups = adminLinkGroups(user);
  return (
    <HeaderFrame label="Admin" actions={<NotificationBell />}>
      {groups.main.map((item) => (
        <HeaderLink key={item.to} item={item} />
      ))}
      {groups.create.length > 0 && <LinkMenu title="Create" items={groups.create} />}
      <LinkMenu title="Manage" items={groups.manage} />
      {groups.account.map((item) => (
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
