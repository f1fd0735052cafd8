/**
 * Second factor and sessions (issue 57, items 5 and 6): what /api/auth/2fa, /api/auth/passkeys,
 * /api/auth/login/2fa and /api/auth/sessions answer.
 */

/** How the second step of a sign-in can be given. */
export type SecondFactorMethod = 'totp' | 'recovery' | 'webauthn';

/**
 * POST /api/auth/login (and GET /api/auth/login/2fa) when the account has a second factor: no
 * session yet, a short-lived challenge cookie instead. `webauthn` holds the passkey request
 * options (PublicKeyCredentialRequestOptionsJSON) when the account has a passkey.
 */
export interface TwoFactorRequiredJson {
  twoFactorRequired: true;
  methods: SecondFactorMethod[];
  webauthn?: Record<string, unknown>;
}

/** POST /api/auth/2fa/totp/setup: scan `qrSvg` (or type `secret`), then enable with a code. */
export interface TotpSetupJson {
  secret: string;
  otpauthUrl: string;
  qrSvg: string;
}

/** POST /api/auth/2fa/totp/enable: shown once, never again. */
export interface RecoveryCodesJson {
  recoveryCodes: string[];
}

export interface PasskeyJson {
  _id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** GET /api/auth/2fa: the factors the signed-in user has. */
export interface TwoFactorStatusJson {
  totp: boolean;
  recoveryCodesLeft: number;
  passkeys: PasskeyJson[];
  /** A staff member who must set a factor before anything else (STAFF_2FA=required). */
  enrolmentRequired: boolean;
}

/** GET /api/auth/sessions: one row per signed-in browser, newest first. */
export interface SessionJson {
  _id: string;
  current: boolean;
  userAgent: string | null;
  ip: string | null;
  createdAt: string;
  lastSeenAt: string;
}
