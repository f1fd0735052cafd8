/**
 * A person's own data (issue 59): "Download my data" archives, "Delete my account", and the
 * privacy page's generated section (what is stored, why, for how long, who receives what).
 */

export const DATA_EXPORT_STATUSES = ['pending', 'ready', 'failed'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

/** POST /api/me/exports answers `{ _id, status }`; GET /api/me/exports lists these, newest first. */
export interface DataExportJson {
  _id: string;
  status: DataExportStatus;
  createdAt: string;
  /** When the archive is deleted (7 days after it was ready); null while pending. */
  expiresAt: string | null;
  /** Bytes of the zip; null while pending. */
  size: number | null;
  /** Site-relative download link, only for its owner; null until ready. */
  downloadUrl: string | null;
}

/** The word typed to confirm `DELETE /api/me`. */
export const DELETE_ACCOUNT_WORD = 'DELETE';

/** Body of `DELETE /api/me`. */
export interface DeleteAccountBody {
  /** The account's password (accounts without one confirm by a sign-in within the last 10 minutes). */
  password?: string;
  /** Must be exactly `DELETE`. */
  confirm: string;
  /** When an authenticator app is on: a current 6-digit code or an unused recovery code. */
  code?: string;
}

/** `details` of the 409 `ACCOUNT.OPEN_ORDERS` answer. */
export interface OpenOrdersDetails {
  orders: Array<{ _id: string; title: string; status: string }>;
}

/** How a deleted account is named wherever it is shown (messages, reviews, admin lists). */
export const DELETED_USER_NAME = 'Deleted user';

/** One kind of personal data on the privacy page. */
export interface StoredDataJson {
  what: string;
  why: string;
  /** In words, from the retention settings: "90 days", "until you delete your account". */
  keptFor: string;
}

/** A processor that receives personal data (only those this shop has configured). */
export interface ProcessorJson {
  name: string;
  receives: string;
}

/** A cookie the shop sets; all are necessary, so no consent banner is shown. */
export interface CookieJson {
  name: string;
  purpose: string;
}

/**
 * Every cookie the shop sets, each strictly necessary for something the visitor asked for: so no
 * consent banner. A browser test fails when a page sets any other (`oauth_state_` is a prefix:
 * one per sign-in provider).
 */
export const NECESSARY_COOKIES: readonly CookieJson[] = [
  { name: 'token', purpose: 'Keeps you signed in; set when you sign in, removed when you sign out' },
  {
    name: 'device',
    purpose:
      'Recognises a browser that signed in before, so a lock after wrong passwords does not lock you out',
  },
  { name: 'oauth_state_', purpose: 'Protects a Google or GitHub sign-in in progress (10 minutes)' },
  { name: 'color-mode', purpose: 'Remembers light or dark mode, when you choose one' },
];

/** Whether a cookie name is one of NECESSARY_COOKIES. */
export function isNecessaryCookie(name: string): boolean {
  return NECESSARY_COOKIES.some((cookie) =>
    cookie.name.endsWith('_') ? name.startsWith(cookie.name) : name === cookie.name,
  );
}

/** GET /api/privacy: the generated part of the privacy page. */
export interface PrivacyFactsJson {
  stored: StoredDataJson[];
  processors: ProcessorJson[];
  cookies: CookieJson[];
}
