import { DELETED_USER_NAME, ROLE_PERMISSIONS, type UserJson } from '@market/contracts';
import { Account } from './account';

/** The user object (never the password hash or provider ids), shared with the front ends. */
export type UserView = UserJson;

/** Full view for the user themself and admins; the public view hides e-mail and phone. */
export function toUserView(user: Account, options: { private: boolean }): UserView {
  if (user.deletedAt) {
    return {
      _id: user.id,
      id: user.id,
      username: DELETED_USER_NAME,
      country: null,
      img: null,
      createdAt: user.createdAt.toISOString(),
    };
  }
  const view: UserView = {
    _id: user.id,
    id: user.id,
    username: user.username,
    country: user.country,
    img: user.img,
    createdAt: user.createdAt.toISOString(),
  };
  if (options.private) {
    view.isAdmin = user.isAdmin;
    view.emailVerified = user.emailVerified;
    view.email = user.email;
    view.phone = user.phone;
    view.hasPassword = user.passwordHash !== null;
    view.billing = user.billing;
    if (user.staffRole) {
      view.role = user.staffRole;
      view.permissions = [...ROLE_PERMISSIONS[user.staffRole]];
    }
  }
  return view;
}
