import {
  adminScreenPermission,
  can,
  isStaff,
  PERMISSIONS,
  ROLE_PERMISSIONS,
  STAFF_ROLES,
  userCan,
} from './staff';

describe('staff roles', () => {
  it('gives each role the permissions of the issue table', () => {
    expect(ROLE_PERMISSIONS.owner).toEqual([...PERMISSIONS]);
    expect(ROLE_PERMISSIONS.fulfilment).toEqual(['orders.read', 'orders.work', 'messages.staff']);
    expect(ROLE_PERMISSIONS.support).toEqual([
      'orders.read',
      'orders.cancel',
      'content.write',
      'messages.staff',
    ]);
    expect(ROLE_PERMISSIONS.finance).toEqual([
      'orders.read',
      'orders.refund',
      'invoices.read',
      'settings.write',
      'audit.read',
      'analytics.read',
    ]);
    expect(ROLE_PERMISSIONS.manager).toContain('analytics.read');
    expect(ROLE_PERMISSIONS.manager).not.toContain('orders.delete');
    expect(ROLE_PERMISSIONS.manager).not.toContain('staff.manage');
  });

  it('allows nothing without a role', () => {
    for (const permission of PERMISSIONS) {
      expect(can(null, permission)).toBe(false);
      expect(can(undefined, permission)).toBe(false);
    }
    expect(STAFF_ROLES.every((role) => can(role, 'orders.read'))).toBe(true);
    expect(isStaff({ isAdmin: true })).toBe(true);
    expect(isStaff({ isAdmin: false })).toBe(false);
    expect(isStaff(null)).toBe(false);
  });

  it('names the permission of each admin screen, also below it', () => {
    expect(adminScreenPermission('/admin/orders/:id')).toBe('orders.read');
    expect(adminScreenPermission('/admin/services/edit/:id')).toBe('catalog.write');
    expect(adminScreenPermission('/admin/settings/invoicing')).toBe('invoices.read');
    expect(adminScreenPermission('/admin/settings')).toBeUndefined();
    expect(adminScreenPermission('/admin')).toBeUndefined();
    expect(adminScreenPermission('/admin/analytics')).toBe('analytics.read');
    expect(adminScreenPermission('/admin/ordersx')).toBeUndefined();
    const studio = { isAdmin: true, permissions: [...ROLE_PERMISSIONS.fulfilment] };
    expect(userCan(studio, 'orders.work')).toBe(true);
    expect(userCan(studio, 'orders.refund')).toBe(false);
    expect(userCan({ isAdmin: false, permissions: ['orders.read'] }, 'orders.read')).toBe(false);
  });
});
