import type { AuthUser } from '@market/api-client';
import { ADMIN_SCREEN_PERMISSIONS, userCan } from '@market/contracts';

export interface NavItem {
  to: string;
  label: string;
}

/** Visitor header links: Home, /services, /blog, /about, sign-in, sign-up. */
export const VISITOR_LINKS: NavItem[] = [
  { to: '/', label: 'Home' },
  { to: '/services', label: 'Services' },
  { to: '/blog', label: 'Blog' },
  { to: '/about', label: 'About' },
  { to: '/auth/sign-in', label: 'Sign In' },
  { to: '/auth/sign-up', label: 'Sign Up' },
];

/** Signed-in buyer links (the menu's billing entry is filtered out, as the spec says). */
export function buyerLinks(user: AuthUser): NavItem[] {
  return [
    { to: '/messages', label: 'Messages' },
    { to: `/profile/${user.id}`, label: 'Profile' },
    { to: '/settings', label: 'Settings' },
    { to: '/orders', label: 'Orders' },
  ];
}

/** Whether the staff member's role may use the admin screen at `to` (screens with no permission: all). */
const usable = (user: AuthUser) => (item: NavItem) => {
  const permission = ADMIN_SCREEN_PERMISSIONS[item.to];
  return permission === undefined || userCan(user, permission);
};

/** Admin header links, grouped for a compact bar: only the screens the member's role can use. */
export function adminLinkGroups(user: AuthUser): {
  main: NavItem[];
  create: NavItem[];
  manage: NavItem[];
  account: NavItem[];
} {
  const groups = allAdminLinkGroups(user);
  return {
    main: groups.main,
    create: groups.create.filter(usable(user)),
    manage: groups.manage.filter(usable(user)),
    account: groups.account,
  };
}

function allAdminLinkGroups(user: AuthUser) {
  return {
    main: [{ to: '/admin', label: 'Dashboard' }],
    create: [
      { to: '/admin/add-service', label: 'Add Service' },
      { to: '/admin/add-blog', label: 'Add Blog' },
      { to: '/admin/add-gallery', label: 'Add Gallery' },
    ],
    manage: [
      { to: '/admin/services', label: 'Services' },
      { to: '/admin/blogs', label: 'Blogs' },
      { to: '/admin/galleries', label: 'Galleries' },
      { to: '/admin/orders', label: 'Orders' },
      { to: '/admin/coupons', label: 'Coupons' },
      { to: '/admin/invoices', label: 'Invoices' },
      { to: '/admin/staff', label: 'Staff' },
      { to: '/admin/audit', label: 'Audit log' },
    ],
    account: [
      { to: `/admin/profile/${user.id}`, label: 'Profile' },
      { to: '/admin/settings', label: 'Settings' },
      { to: '/messages', label: 'Messages' },
    ],
  };
}
