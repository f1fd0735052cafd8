import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { AuthUser } from '@market/api-client';
import { ADMIN_SCREEN_PERMISSIONS, userCan } from '@market/contracts';

export interface NavItem {
  to: string;
  label: MessageDescriptor;
}

export const NAV = defineMessages({
  home: { id: 'shell.nav.home', defaultMessage: 'Home' },
  services: { id: 'shell.nav.services', defaultMessage: 'Services' },
  blog: { id: 'shell.nav.blog', defaultMessage: 'Blog' },
  about: { id: 'shell.nav.about', defaultMessage: 'About' },
  signIn: { id: 'shell.nav.signIn', defaultMessage: 'Sign In' },
  signUp: { id: 'shell.nav.signUp', defaultMessage: 'Sign Up' },
  messages: { id: 'shell.nav.messages', defaultMessage: 'Messages' },
  profile: { id: 'shell.nav.profile', defaultMessage: 'Profile' },
  settings: { id: 'shell.nav.settings', defaultMessage: 'Settings' },
  orders: { id: 'shell.nav.orders', defaultMessage: 'Orders' },
  dashboard: { id: 'shell.nav.dashboard', defaultMessage: 'Dashboard' },
  addService: { id: 'shell.nav.addService', defaultMessage: 'Add Service' },
  addBlog: { id: 'shell.nav.addBlog', defaultMessage: 'Add Blog' },
  addGallery: { id: 'shell.nav.addGallery', defaultMessage: 'Add Gallery' },
  blogs: { id: 'shell.nav.blogs', defaultMessage: 'Blogs' },
  galleries: { id: 'shell.nav.galleries', defaultMessage: 'Galleries' },
  coupons: { id: 'shell.nav.coupons', defaultMessage: 'Coupons' },
  invoices: { id: 'shell.nav.invoices', defaultMessage: 'Invoices' },
  staff: { id: 'shell.nav.staff', defaultMessage: 'Staff' },
  auditLog: { id: 'shell.nav.auditLog', defaultMessage: 'Audit log' },
  analytics: { id: 'shell.nav.analytics', defaultMessage: 'Analytics' },
});

/** Visitor header links: Home, /services, /blog, /about, sign-in, sign-up. */
export const VISITOR_LINKS: NavItem[] = [
  { to: '/', label: NAV.home },
  { to: '/services', label: NAV.services },
  { to: '/blog', label: NAV.blog },
  { to: '/about', label: NAV.about },
  { to: '/auth/sign-in', label: NAV.signIn },
  { to: '/auth/sign-up', label: NAV.signUp },
];

/** Signed-in buyer links (the menu's billing entry is filtered out, as the spec says). */
export function buyerLinks(user: AuthUser): NavItem[] {
  return [
    { to: '/messages', label: NAV.messages },
    { to: `/profile/${user.id}`, label: NAV.profile },
    { to: '/settings', label: NAV.settings },
    { to: '/orders', label: NAV.orders },
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
    main: [{ to: '/admin', label: NAV.dashboard }],
    create: [
      { to: '/admin/add-service', label: NAV.addService },
      { to: '/admin/add-blog', label: NAV.addBlog },
      { to: '/admin/add-gallery', label: NAV.addGallery },
    ],
    manage: [
      { to: '/admin/services', label: NAV.services },
      { to: '/admin/blogs', label: NAV.blogs },
      { to: '/admin/galleries', label: NAV.galleries },
      { to: '/admin/orders', label: NAV.orders },
      { to: '/admin/coupons', label: NAV.coupons },
      { to: '/admin/invoices', label: NAV.invoices },
      { to: '/admin/staff', label: NAV.staff },
      { to: '/admin/audit', label: NAV.auditLog },
      { to: '/admin/analytics', label: NAV.analytics },
    ],
    account: [
      { to: `/admin/profile/${user.id}`, label: NAV.profile },
      { to: '/admin/settings', label: NAV.settings },
      { to: '/messages', label: NAV.messages },
    ],
  };
}
