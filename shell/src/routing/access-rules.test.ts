import type { AuthUser } from '@market/api-client';
import { accessRedirect, homeOf, rootRedirect } from './access-rules';

const buyer: AuthUser = { _id: 'u1', id: 'u1', username: 'buyer', isAdmin: false };
const admin: AuthUser = { ...buyer, id: 'a1', _id: 'a1', username: 'admin', isAdmin: true };

describe('routing rules', () => {
  it('sends a visitor from a protected route to /auth/sign-in', () => {
    expect(accessRedirect('user', null)).toBe('/auth/sign-in');
    expect(accessRedirect('user', buyer)).toBeNull();
  });

  it('sends non-admins and visitors from an admin route to /', () => {
    expect(accessRedirect('admin', null)).toBe('/');
    expect(accessRedirect('admin', buyer)).toBe('/');
    expect(accessRedirect('admin', admin)).toBeNull();
  });

  it('lets everyone into public routes', () => {
    expect(accessRedirect('public', null)).toBeNull();
  });

  it('sends a signed-in user opening / to /admin or /service-list', () => {
    expect(rootRedirect(null)).toBeNull();
    expect(rootRedirect(buyer)).toBe('/service-list');
    expect(rootRedirect(admin)).toBe('/admin');
    expect(homeOf(admin)).toBe('/admin');
  });

  it('sends a staff member without a second factor to enrolment, and lets them open only it', () => {
    const enrolling: AuthUser = { ...admin, twoFactorEnrolmentRequired: true };
    expect(accessRedirect('admin', enrolling)).toBe('/admin/settings/security');
    expect(accessRedirect('admin', enrolling, { enrolment: true })).toBeNull();
    expect(accessRedirect('user', enrolling)).toBeNull();
    expect(homeOf(enrolling)).toBe('/admin/settings/security');
  });
});
