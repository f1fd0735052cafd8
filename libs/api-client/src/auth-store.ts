import { createContext, useContext, useSyncExternalStore } from 'react';
import type { Permission, StaffRole } from '@market/contracts';

/** The user object the API answers for the signed-in person (`/api/auth/login`, `/api/auth/me`, `/api/auth/session`). */
export interface AuthUser {
  _id: string;
  id: string;
  username: string;
  email?: string;
  country?: string | null;
  phone?: string | null;
  img?: string | null;
  isAdmin: boolean;
  createdAt?: string;
  /** False for accounts created through Google or GitHub: they cannot change a password. */
  hasPassword?: boolean;
  /** Whether the e-mail address was confirmed through its mailed link (own account only). */
  emailVerified?: boolean;
  /** A staff member who must set a second factor first (STAFF_2FA=required): only enrolment opens. */
  twoFactorEnrolmentRequired?: boolean;
  /** Staff only: the role and what it may do (the admin screens show only that). */
  role?: StaffRole;
  permissions?: Permission[];
}

const STORAGE_KEY = 'user';

/** A stored or received user is trusted for display only when it has the fields every screen reads. */
export function isAuthUser(value: unknown): value is AuthUser {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  return (
    typeof user.id === 'string' && user.id !== '' && typeof user.username === 'string' && user.username !== ''
  );
}

function normalise(user: AuthUser): AuthUser {
  return { ...user, _id: user._id ?? user.id, isAdmin: user.isAdmin === true };
}

function readStored(): AuthUser | null {
  try {
    const parsed: unknown = JSON.parse(globalThis.localStorage?.getItem(STORAGE_KEY) ?? 'null');
    return isAuthUser(parsed) ? normalise(parsed) : null;
  } catch {
    return null;
  }
}

let current: AuthUser | null = readStored();
const listeners = new Set<() => void>();

/**
 * The signed-in user, kept in localStorage so a reload shows the right header at once;
 * the shell re-validates it with GET /api/auth/session on every load (a page the server rendered for
 * its user carries that answer already), and a null user (or a 401) clears it.
 */
export const authStore = {
  get(): AuthUser | null {
    return current;
  },
  set(user: AuthUser): void {
    current = normalise(user);
    globalThis.localStorage?.setItem(STORAGE_KEY, JSON.stringify(current));
    listeners.forEach((listener) => listener());
  },
  clear(): void {
    if (current === null) return;
    current = null;
    globalThis.localStorage?.removeItem(STORAGE_KEY);
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/**
 * Who a server-rendered page was rendered for: on the server, the request's session user (null
 * for a visitor); in the browser, while hydrating, the same user as the server wrote it into the
 * page. Hydration then matches the server's HTML before the hook shows the stored user.
 */
export const RenderedUserContext = createContext<AuthUser | null>(null);

export function useAuthUser(): AuthUser | null {
  const rendered = useContext(RenderedUserContext);
  return useSyncExternalStore(authStore.subscribe, authStore.get, () => rendered);
}
