import { isStandIn, ownPathOf, STAND_IN_USER_ID, standInUser } from './role-pages';

describe('role pages', () => {
  it("makes a path with the stand-in's id the user's own, and leaves others alone", () => {
    expect(ownPathOf(`/profile/${STAND_IN_USER_ID}`, 'u-1')).toBe('/profile/u-1');
    expect(ownPathOf(`/admin/profile/${STAND_IN_USER_ID}?tab=1`, 'a-1')).toBe('/admin/profile/a-1?tab=1');
    expect(ownPathOf('/profile/u-2', 'u-1')).toBe('/profile/u-2');
  });

  it('knows the stand-in of each role, and nobody else', () => {
    expect(standInUser('admin')).toMatchObject({ id: STAND_IN_USER_ID, username: '', isAdmin: true });
    expect(isStandIn(standInUser('buyer'))).toBe(true);
    expect(isStandIn({ id: 'u-1', username: 'buyer' })).toBe(false);
    expect(isStandIn(null)).toBe(false);
  });
});
