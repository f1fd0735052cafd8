import { HeaderLink } from './header-frame';
import { MessagesBadge } from './messages-badge';
import type { NavItem } from './nav-links';

/** Links of a signed-in header, Messages with its unread count. */
export function HeaderLinks({ items }: { items: NavItem[] }) {
  return items.map((item) => (
    <HeaderLink key={item.to} item={item} badge={item.to === '/messages' ? <MessagesBadge /> : undefined} />
  ));
}
