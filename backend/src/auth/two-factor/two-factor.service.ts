import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type {
  PasskeyJson,
  SecondFactorMethod,
  TotpSetupJson,
  TwoFactorRequiredJson,
  TwoFactorStatusJson,
} from '@market/contracts';
import { toString as qrSvgOf } from 'qrcode';
import { conflict, DomainError, invalid, notFound } from '../../common/domain-error';
import { APP_CONFIG } from '../../config/config.module';
import { AppConfig } from '../../config/app-config';
import { Account } from '../../users/account';
import { AuditService, Transaction } from '../../audit/audit.service';
import { UsersService } from '../../users/users.service';
import { isStaff } from '../staff';
import { StaffEnrolment } from '../staff-enrolment';
import { hashRecoveryCode, matchTotp, newRecoveryCodes, newTotpSecret, otpauthUrl } from './totp';
import { isSealed, open, seal, SecretUnreadableError } from './secret-box';
import { ChallengePurpose, PasskeyRow, TwoFactorRepository } from './two-factor.repository';

/** How long the second step of a sign-in (or a passkey ceremony) may take. */
export const CHALLENGE_SECONDS = 5 * 60;

/** What finishes the second step: a TOTP code, a recovery code, or a passkey's assertion. */
export type SecondFactorProof =
  { code: string } | { recoveryCode: string } | { webauthn: AuthenticationResponseJSON };

export type TwoFactorAuditAction = 'auth.2fa_enable' | 'auth.2fa_disable';

const toPasskeyJson = (row: PasskeyRow): PasskeyJson => ({
  _id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const badCode = () => invalid('AUTH.2FA_CODE_INVALID', 'That code is not right. Please try again.');
const unreadableSecret = () =>
  new DomainError(
    'AUTH.2FA_SECRET_UNREADABLE',
    'unavailable',
    'The authenticator app cannot be checked right now. Please use a recovery code or a passkey, or contact the shop.',
  );

/**
 * The second factor of an account: a TOTP authenticator with its recovery codes, and passkeys
 * (WebAuthn), which are a second factor after a password or, alone, a passwordless sign-in.
 */
@Injectable()
export class TwoFactorService implements OnModuleInit {
  private readonly logger = new Logger('TwoFactor');

  constructor(
    private readonly rows: TwoFactorRepository,
    private readonly users: UsersService,
    private readonly audit: AuditService,
    private readonly enrolment: StaffEnrolment,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Seals the TOTP secrets an older version stored in the clear (a restored backup too), at each start. */
  async onModuleInit(): Promise<void> {
    try {
      await this.sealPlainSecrets();
    } catch (error) {
      this.logger.error(`Could not seal the stored TOTP secrets: ${(error as Error).message}`);
    }
  }

  /**
   * Replaces every TOTP secret still stored in the clear by its sealed form; answers how many.
   * Replicas starting together each seal a row at most once (the update names the plain value).
   */
  async sealPlainSecrets(): Promise<number> {
    let sealed = 0;
    for (const row of await this.rows.plainSecrets()) {
      const done = await this.rows.replaceSecret(
        row.userId,
        row.secret,
        seal(this.config.twoFactorKey, row.secret, row.userId),
      );
      if (done) sealed += 1;
    }
    if (sealed > 0) this.logger.log(`Sealed ${sealed} TOTP secrets stored in the clear`);
    return sealed;
  }

  /** The plain TOTP secret of a stored row; a secret the key cannot open is a clear 503, never a 500. */
  private async secretOf(row: { userId: string; secret: string }): Promise<string> {
    if (!isSealed(row.secret)) {
      // Written in the clear by an older replica still running: sealed now.
      await this.rows.replaceSecret(
        row.userId,
        row.secret,
        seal(this.config.twoFactorKey, row.secret, row.userId),
      );
      return row.secret;
    }
    try {
      return open(this.config.twoFactorKey, row.secret, row.userId);
    } catch (error) {
      if (!(error instanceof SecretUnreadableError)) throw error;
      this.logger.error(
        `The TOTP secret of user ${row.userId} does not open with the configured key (was TWO_FACTOR_KEY or JWT_SECRET changed?)`,
      );
      throw unreadableSecret();
    }
  }

  /** The relying party of passkeys: this site's host name and origin. */
  private get rp() {
    return { id: new URL(this.config.publicUrl).hostname, origin: this.config.publicOrigin };
  }

  async hasFactor(userId: string): Promise<boolean> {
    const { totp, passkeys } = await this.rows.factorsOf(userId);
    return totp || passkeys > 0;
  }

  /** Which of these users have a second factor on (the staff list), in one read. */
  withFactor(userIds: string[]): Promise<Set<string>> {
    return this.rows.usersWithFactor(userIds);
  }

  /** A staff member who must set a second factor before anything else (STAFF_2FA=required). */
  enrolmentRequired(user: { id: string; isAdmin?: boolean }): Promise<boolean> {
    return this.enrolment.required(user);
  }

  async statusOf(user: Account): Promise<TwoFactorStatusJson> {
    const [totp, passkeys, recoveryCodesLeft, enrolmentRequired] = await Promise.all([
      this.rows.totpOf(user.id),
      this.rows.passkeysOf(user.id),
      this.rows.unusedRecoveryCodes(user.id),
      this.enrolmentRequired(user),
    ]);
    return {
      totp: Boolean(totp?.enabledAt),
      recoveryCodesLeft,
      passkeys: passkeys.map(toPasskeyJson),
      enrolmentRequired,
    };
  }

  /** A new TOTP secret (replacing one set up but never enabled); refused while one is enabled. */
  async setupTotp(user: Account): Promise<TotpSetupJson> {
    const secret = newTotpSecret();
    if (!(await this.rows.savePendingTotp(user.id, seal(this.config.twoFactorKey, secret, user.id)))) {
      throw conflict(
        'AUTH.2FA_ALREADY_ENABLED',
        'An authenticator app is already set up. Turn it off first to set up another.',
      );
    }
    const url = otpauthUrl(this.config.brandName, user.username, secret);
    const qrSvg = await qrSvgOf(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    return { secret, otpauthUrl: url, qrSvg };
  }

  /** Turns the pending TOTP on with its first code; answers the recovery codes (their only showing). */
  async enableTotp(user: Account, code: string): Promise<string[]> {
    const totp = await this.rows.totpOf(user.id);
    if (!totp) throw invalid('AUTH.2FA_NOT_SET_UP', 'Set up the authenticator app first.');
    if (totp.enabledAt) throw conflict('AUTH.2FA_ALREADY_ENABLED', 'The authenticator app is already on.');
    const step = await matchTotp(await this.secretOf(totp), code);
    if (step === undefined || !(await this.rows.acceptTimeStep(user.id, step))) throw badCode();
    const codes = newRecoveryCodes();
    const enabled = await this.rows.enableTotp(
      user.id,
      codes.map((code) => hashRecoveryCode(user.id, code)),
      (tx) => this.recordAudit(tx, user, 'auth.2fa_enable', { method: 'totp' }),
    );
    if (!enabled) throw conflict('AUTH.2FA_ALREADY_ENABLED', 'The authenticator app is already on.');
    return codes;
  }

  /** Turns TOTP off (and drops its recovery codes) after the password and a current code. */
  async disableTotp(user: Account, password: string | undefined, code: string): Promise<void> {
    const totp = await this.rows.totpOf(user.id);
    if (!totp?.enabledAt) throw invalid('AUTH.2FA_NOT_ENABLED', 'The authenticator app is not on.');
    if (user.passwordHash && !(password && (await this.users.verifyPassword(user.passwordHash, password)))) {
      throw invalid('AUTH.PASSWORD_INCORRECT', 'Password is incorrect');
    }
    if (!(await this.checkTotpOrRecovery(user.id, code))) throw badCode();
    await this.assertMayLoseFactor(user, { totp: true });
    await this.rows.removeTotp(user.id, (tx) =>
      this.recordAudit(tx, user, 'auth.2fa_disable', { method: 'totp' }),
    );
  }

  /** The second step's check: true when the proof is right (a code or a recovery code is used up). */
  async check(userId: string, proof: SecondFactorProof, webauthnChallenge: string | null): Promise<boolean> {
    if ('code' in proof) return this.checkTotp(userId, proof.code);
    if ('recoveryCode' in proof)
      return this.rows.useRecoveryCode(userId, hashRecoveryCode(userId, proof.recoveryCode));
    if (!webauthnChallenge) return false;
    const passkeyUser = await this.verifyAssertion(proof.webauthn, webauthnChallenge, false);
    return passkeyUser === userId;
  }

  private async checkTotp(userId: string, code: string): Promise<boolean> {
    const totp = await this.rows.totpOf(userId);
    if (!totp?.enabledAt) return false;
    const step = await matchTotp(await this.secretOf(totp), code);
    return step !== undefined && (await this.rows.acceptTimeStep(userId, step));
  }

  /** Which factors the user has on: the authenticator app, and how many passkeys. */
  factorsOf(userId: string): Promise<{ totp: boolean; passkeys: number }> {
    return this.rows.factorsOf(userId);
  }

  /**
   * Checks a 6-digit TOTP code or a recovery code of the user outside a sign-in (e.g. to delete
   * the account): a code's time step is accepted once, a recovery code is used up.
   */
  verifyCode(userId: string, code: string): Promise<boolean> {
    return this.checkTotpOrRecovery(userId, code.trim());
  }

  private checkTotpOrRecovery(userId: string, code: string): Promise<boolean> {
    return /^\d{6}$/.test(code)
      ? this.checkTotp(userId, code)
      : this.rows.useRecoveryCode(userId, hashRecoveryCode(userId, code));
  }

  /** The methods a sign-in's second step offers this user. */
  async methodsOf(userId: string): Promise<SecondFactorMethod[]> {
    const { totp, passkeys } = await this.rows.factorsOf(userId);
    return [
      ...(totp ? (['totp', 'recovery'] as const) : []),
      ...(passkeys > 0 ? (['webauthn'] as const) : []),
    ];
  }

  /** Opens the second step of a sign-in: the challenge row the cookie names. */
  async openSignInChallenge(
    userId: string,
  ): Promise<{ id: string; userId: string; webauthnChallenge: string | null }> {
    const { passkeys } = await this.rows.factorsOf(userId);
    const webauthnChallenge = passkeys > 0 ? randomBytes(32).toString('base64url') : null;
    const id = await this.rows.openChallenge({
      userId,
      purpose: 'second-factor',
      webauthnChallenge: webauthnChallenge ?? undefined,
      expiresAt: new Date(Date.now() + CHALLENGE_SECONDS * 1000),
    });
    return { id, userId, webauthnChallenge };
  }

  /** The live challenge a cookie names, or undefined. */
  async liveChallenge(id: string | undefined, purpose: ChallengePurpose) {
    return id && UUID.test(id) ? this.rows.liveChallenge(id, purpose) : undefined;
  }

  consumeChallenge(id: string): Promise<boolean> {
    return this.rows.consumeChallenge(id);
  }

  /** What the second step shows: the methods and, with a passkey, the request options for the challenge. */
  async secondStepOf(challenge: {
    userId: string | null;
    webauthnChallenge: string | null;
  }): Promise<TwoFactorRequiredJson> {
    const userId = challenge.userId!;
    const methods = await this.methodsOf(userId);
    const answer: TwoFactorRequiredJson = { twoFactorRequired: true, methods };
    if (methods.includes('webauthn') && challenge.webauthnChallenge) {
      const credentials = (await this.rows.passkeysOf(userId)).map((row) => ({
        id: row.credentialId,
        transports: row.transports,
      }));
      answer.webauthn = { ...(await this.requestOptions(challenge.webauthnChallenge, credentials)) };
    }
    return answer;
  }

  private requestOptions(challenge: string, allowCredentials: { id: string; transports?: string[] }[]) {
    return generateAuthenticationOptions({
      rpID: this.rp.id,
      challenge: Buffer.from(challenge, 'base64url'),
      allowCredentials,
      userVerification: 'preferred',
      timeout: CHALLENGE_SECONDS * 1000,
    });
  }

  /** A passwordless sign-in: options for any passkey of this site, and the challenge row. */
  async passkeySignInOptions(): Promise<{ challengeId: string; options: Record<string, unknown> }> {
    const options = await generateAuthenticationOptions({
      rpID: this.rp.id,
      userVerification: 'required',
      timeout: CHALLENGE_SECONDS * 1000,
    });
    const challengeId = await this.rows.openChallenge({
      userId: null,
      purpose: 'passkey-sign-in',
      webauthnChallenge: options.challenge,
      expiresAt: new Date(Date.now() + CHALLENGE_SECONDS * 1000),
    });
    return { challengeId, options: { ...options } };
  }

  /** The user a passwordless assertion proves (user verification required), or undefined. */
  async passkeySignIn(
    challengeId: string | undefined,
    response: AuthenticationResponseJSON,
  ): Promise<string | undefined> {
    const challenge = await this.liveChallenge(challengeId, 'passkey-sign-in');
    if (!challenge?.webauthnChallenge) return undefined;
    const userId = await this.verifyAssertion(response, challenge.webauthnChallenge, true);
    if (!userId || !(await this.rows.consumeChallenge(challenge.id))) return undefined;
    return userId;
  }

  /** Checks an assertion against the stored credential; answers its owner and moves its counter. */
  private async verifyAssertion(
    response: AuthenticationResponseJSON,
    expectedChallenge: string,
    requireUserVerification: boolean,
  ): Promise<string | undefined> {
    if (typeof response.id !== 'string' || response.id.length > 1_000) return undefined;
    const passkey = await this.rows.passkeyByCredentialId(response.id);
    if (!passkey) return undefined;
    try {
      const { verified, authenticationInfo } = await verifyAuthenticationResponse({
        response,
        expectedChallenge,
        expectedOrigin: this.rp.origin,
        expectedRPID: this.rp.id,
        requireUserVerification,
        credential: {
          id: passkey.credentialId,
          publicKey: Buffer.from(passkey.publicKey, 'base64url'),
          counter: passkey.counter,
          transports: passkey.transports,
        },
      });
      if (!verified) return undefined;
      await this.rows.passkeyUsed(passkey.id, authenticationInfo.newCounter);
      return passkey.userId;
    } catch (error) {
      this.logger.warn(`Passkey assertion refused: ${(error as Error).message}`);
      return undefined;
    }
  }

  /** Options to create a passkey for the signed-in user (their existing ones excluded). */
  async registrationOptions(user: Account): Promise<Record<string, unknown>> {
    const existing = await this.rows.passkeysOf(user.id);
    const options = await generateRegistrationOptions({
      rpName: this.config.brandName,
      rpID: this.rp.id,
      userName: user.username,
      userID: Buffer.from(user.id),
      attestationType: 'none',
      excludeCredentials: existing.map((row) => ({ id: row.credentialId, transports: row.transports })),
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
      timeout: CHALLENGE_SECONDS * 1000,
    });
    await this.rows.openChallenge({
      userId: user.id,
      purpose: 'passkey-register',
      webauthnChallenge: options.challenge,
      expiresAt: new Date(Date.now() + CHALLENGE_SECONDS * 1000),
    });
    return { ...options };
  }

  /** Stores the passkey the browser created for the latest registration options. */
  async registerPasskey(
    user: Account,
    response: RegistrationResponseJSON,
    name: string | undefined,
  ): Promise<PasskeyJson> {
    const challenge = await this.rows.latestChallengeOf(user.id, 'passkey-register');
    if (!challenge) {
      throw invalid('AUTH.PASSKEY_CHALLENGE_EXPIRED', 'The passkey request has expired. Please try again.');
    }
    let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
    try {
      verification = await verifyRegistrationResponse({
        response,
        expectedChallenge: challenge.webauthnChallenge!,
        expectedOrigin: this.rp.origin,
        expectedRPID: this.rp.id,
        requireUserVerification: false,
      });
    } catch (error) {
      this.logger.warn(`Passkey registration refused: ${(error as Error).message}`);
      throw invalid('AUTH.PASSKEY_INVALID', 'This passkey could not be verified.');
    }
    if (!verification.verified || !(await this.rows.consumeChallenge(challenge.id))) {
      throw invalid('AUTH.PASSKEY_INVALID', 'This passkey could not be verified.');
    }
    const { credential } = verification.registrationInfo;
    const count = (await this.rows.passkeysOf(user.id)).length;
    const created = await this.rows.addPasskey(
      {
        userId: user.id,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: credential.transports ?? [],
        name: name?.trim() || `Passkey ${count + 1}`,
      },
      (tx, row) => this.recordAudit(tx, user, 'auth.2fa_enable', { method: 'passkey', passkeyId: row.id }),
    );
    if (!created) throw conflict('AUTH.PASSKEY_EXISTS', 'This passkey is already registered.');
    return toPasskeyJson(created);
  }

  async renamePasskey(user: Account, id: string, name: string): Promise<PasskeyJson> {
    const row = UUID.test(id) ? await this.rows.renamePasskey(user.id, id, name.trim()) : undefined;
    if (!row) throw notFound('AUTH.PASSKEY_NOT_FOUND', 'Passkey not found');
    return toPasskeyJson(row);
  }

  async removePasskey(user: Account, id: string): Promise<void> {
    const owned = UUID.test(id) && (await this.rows.passkeysOf(user.id)).some((row) => row.id === id);
    if (!owned) throw notFound('AUTH.PASSKEY_NOT_FOUND', 'Passkey not found');
    await this.assertMayLoseFactor(user, { passkeys: 1 });
    const removed = await this.rows.removePasskey(user.id, id, (tx) =>
      this.recordAudit(tx, user, 'auth.2fa_disable', { method: 'passkey', passkeyId: id }),
    );
    if (!removed) throw notFound('AUTH.PASSKEY_NOT_FOUND', 'Passkey not found');
  }

  /** Staff keep at least one factor while STAFF_2FA=required. */
  private async assertMayLoseFactor(user: Account, losing: { totp?: boolean; passkeys?: number }) {
    if (this.config.staffTwoFactor !== 'required' || !isStaff(user)) return;
    const { totp, passkeys } = await this.rows.factorsOf(user.id);
    const left = (totp && !losing.totp ? 1 : 0) + passkeys - (losing.passkeys ?? 0);
    if (left < 1) {
      throw conflict(
        'AUTH.2FA_REQUIRED_FOR_STAFF',
        'Staff accounts must keep a second factor. Add another one before removing this one.',
      );
    }
  }

  /**
   * Every second-factor change is recorded in the audit log (`auth.2fa_enable` / `auth.2fa_disable`)
   * inside the change's own transaction: both commit or neither does.
   */
  private recordAudit(
    tx: Transaction,
    user: Account,
    action: TwoFactorAuditAction,
    detail: Record<string, string>,
  ): Promise<void> {
    return this.audit.record(
      tx,
      { id: user.id, username: user.username, role: user.staffRole },
      { action, target: { type: 'user', id: user.id }, after: detail },
    );
  }
}
