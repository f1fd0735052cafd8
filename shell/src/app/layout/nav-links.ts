import type { AuthUser } from '@market/api-client';

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

/** Admin header links, grouped for a compact bar. */
export function adminLinkGroups(user: AuthUser): {
  main: NavItem[];
  create: NavItem[];
  manage: NavItem[];
  account: NavItem[];
} {
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
    ],
    account: [
      { to: `/admin/profile/${user.id}`, label: 'Profile' },
      { to: '/admin/settings', label: 'Settings' },
      { to: '/messages', label: 'Messages' },
    ],
  };
}
