import { Account } from './account';

/** The user object of the spec (never the password hash or provider ids). */
export interface UserView {
  _id: string;
  id: string;
  username: string;
  email?: string;
  country: string | null;
  phone?: string | null;
  img: string | null;
  /** Only to the user themself and admins: another user's role is not shown. */
  isAdmin?: boolean;
  createdAt: string;
  /** Only to the user themself and admins. */
  emailVerified?: boolean;
  /** True when the account has a password (Google/GitHub-only accounts cannot change one). */
  hasPassword?: boolean;
}

/** Full view for the user themself and admins; the public view hides e-mail and phone. */
export function toUserView(user: Account, options: { private: boolean }): UserView {
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
  }
  return view;
}
