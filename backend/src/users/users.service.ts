import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { conflict, forbidden, notFound } from '../common/domain-error';
import { BILLING_FIELDS, BillingJson, EMPTY_BILLING, Locale, StaffRole } from '@market/contracts';
import { DbExecutor } from '../db/database';
import { BillingDto, UpdateUserDto } from './dto/update-user.dto';
import { UsersRepository } from './users.repository';
import { Account } from './account';

// argon2id (the library's default algorithm) with OWASP's recommended memory and passes.
const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface NewAccount {
  username: string;
  email: string;
  password?: string;
  country?: string | null;
  phone?: string | null;
  img?: string | null;
  /** Staff: `staffRole`, or `isAdmin` alone for an owner. */
  isAdmin?: boolean;
  staffRole?: StaffRole;
  emailVerified?: boolean;
  googleId?: string;
  githubId?: string;
  /** The language the shop writes to them in (the visitor's `locale` cookie at sign-up); default English. */
  locale?: Locale;
}

/** Trimmed billing details; none at all (every field empty, or null) is stored as null. */
function normalBilling(billing: BillingDto | null): BillingJson | null {
  if (!billing) return null;
  const clean = { ...EMPTY_BILLING };
  for (const field of BILLING_FIELDS) clean[field] = billing[field]?.trim() ?? '';
  return BILLING_FIELDS.some((field) => clean[field] !== '') ? clean : null;
}

@Injectable()
export class UsersService {
  constructor(private readonly users: UsersRepository) {}

  findById(id: string): Promise<Account | undefined> {
    return UUID.test(id) ? this.users.findById(id) : Promise.resolve(undefined);
  }

  /** The user, or a not-found error (also for ids that are not UUIDs). */
  async getById(id: string): Promise<Account> {
    const user = await this.findById(id);
    if (!user) throw notFound('USER.NOT_FOUND', 'User not found');
    return user;
  }

  findByGoogleId(googleId: string): Promise<Account | undefined> {
    return this.users.findByGoogleId(googleId);
  }

  findByGithubId(githubId: string): Promise<Account | undefined> {
    return this.users.findByGithubId(githubId);
  }

  /**
   * Links a Google or GitHub identity to an existing account matched by e-mail, only while that
   * address is still the account's and verified; undefined when it no longer is.
   */
  linkProviderToVerified(
    id: string,
    email: string,
    link: { googleId: string } | { githubId: string },
  ): Promise<Account | undefined> {
    return this.users.linkProviderToVerified(id, email, link);
  }

  /** A free username derived from a display name or e-mail: "Jane Doe" -> "jane_doe", then "jane_doe2"... */
  async freeUsername(...candidates: Array<string | undefined>): Promise<string> {
    const base =
      candidates
        .map((c) =>
          (c ?? '')
            .normalize('NFKD')
            .replace(/[^A-Za-z0-9_.-]+/g, '_')
            .replace(/^[_.-]+|[_.-]+$/g, ''),
        )
        .find((c) => c.length >= 2)
        ?.slice(0, 24)
        .toLowerCase() ?? 'user';
    const taken = new Set(await this.users.usernamesStartingWith(base));
    if (!taken.has(base)) return base;
    for (let n = 2; ; n += 1) if (!taken.has(`${base}${n}`)) return `${base}${n}`;
  }

  /** Changes the user's own profile; isAdmin and provider links are never changed here. */
  async updateProfile(viewerId: string, id: string, changes: UpdateUserDto): Promise<Account> {
    const user = await this.getById(id);
    if (viewerId !== user.id) throw forbidden('USER.NOT_SELF', 'You can only update your own profile');
    const username = changes.username?.trim() ?? user.username;
    const email = changes.email?.trim().toLowerCase() ?? user.email;
    const emailChanged = email !== user.email.toLowerCase();
    const img = changes.img === undefined ? user.img : changes.img?.trim() || null;
    await this.assertAvailable(username, email, user.id);
    try {
      const row = await this.users.update(user.id, {
        username,
        country: changes.country ?? user.country,
        phone: changes.phone === undefined ? user.phone : changes.phone?.trim() || null,
        img,
        billing: changes.billing === undefined ? user.billing : normalBilling(changes.billing),
        // The address is written only when it changes, with its verification cleared in the same
        // statement (a new address is unverified until its link is opened); writing back the one
        // read above could undo a change made meanwhile and keep that change's verification.
        // A new session version ends the other sessions.
        ...(emailChanged ? { email, emailVerified: false, sessionVersion: user.sessionVersion + 1 } : {}),
      });
      if (!row) throw notFound('USER.NOT_FOUND', 'User not found');
      return row;
    } catch (error) {
      throw this.uniqueViolation(error) ?? error;
    }
  }

  /**
   * Erases the account's personal data (see UsersRepository.erase) under a `deleted-<6 characters>`
   * username; undefined when it was deleted already.
   */
  async erase(id: string): Promise<Account | undefined> {
    for (;;) {
      const username = `deleted-${randomBytes(6).toString('base64url').slice(0, 6).toLowerCase()}`;
      try {
        return await this.users.erase(id, username, new Date());
      } catch (error) {
        // Another account took the name meanwhile: draw again.
        if (!this.uniqueViolation(error)) throw error;
      }
    }
  }

  /** The user's billing details now (null when none), read in the caller's transaction. */
  async billingOf(id: string, tx?: DbExecutor): Promise<BillingJson | null> {
    return (await this.users.billing(id, tx)) ?? null;
  }

  /** Verifies the address only while it is still `email` (see UsersRepository.markEmailVerified). */
  markEmailVerified(id: string, email: string): Promise<boolean> {
    return this.users.markEmailVerified(id, email);
  }

  /** Sets a new password and ends every session of the user; answers the updated row. */
  async replacePassword(id: string, password: string): Promise<Account> {
    const row = await this.users.replacePassword(id, await hash(password, ARGON2));
    if (!row) throw notFound('USER.NOT_FOUND', 'User not found');
    return row;
  }

  findByUsername(username: string): Promise<Account | undefined> {
    return this.users.findByUsername(username);
  }

  findByEmail(email: string): Promise<Account | undefined> {
    return this.users.findByEmail(email);
  }

  anyAdminExists(): Promise<boolean> {
    return this.users.anyAdminExists();
  }

  /** Every admin account, for notifications to the site's staff. */
  adminIds(): Promise<string[]> {
    return this.users.listAdminIds();
  }

  /** Profile pictures, for the uploads sweep. */
  mediaUrls(): Promise<string[]> {
    return this.users.mediaUrls();
  }

  /** Where notices for the site's staff go when no address is configured. */
  adminEmails(): Promise<string[]> {
    return this.users.listAdminEmails();
  }

  /** Creates an account (in `tx` when given); a taken username or e-mail is a conflict that says which. */
  async create(account: NewAccount, tx?: DbExecutor): Promise<Account> {
    // Inside a transaction the unique indexes answer instead: a read beside it could wait on it.
    if (!tx) await this.assertAvailable(account.username, account.email);
    try {
      return await this.users.insert(
        {
          username: account.username,
          email: account.email,
          passwordHash: account.password ? await hash(account.password, ARGON2) : null,
          country: account.country ?? null,
          phone: account.phone ?? null,
          img: account.img ?? null,
          isAdmin: account.isAdmin === true || account.staffRole !== undefined,
          staffRole: account.staffRole ?? (account.isAdmin ? 'owner' : null),
          emailVerified: account.emailVerified ?? false,
          googleId: account.googleId,
          githubId: account.githubId,
          locale: account.locale ?? 'en',
        },
        tx,
      );
    } catch (error) {
      throw this.uniqueViolation(error) ?? error;
    }
  }

  /** Stores the given language and currency (null: the shop's currency); the caller has validated both. */
  async setPreferences(id: string, changes: { locale?: Locale; currency?: string | null }): Promise<Account> {
    if (changes.locale === undefined && changes.currency === undefined) return this.getById(id);
    const row = await this.users.update(id, changes);
    if (!row) throw notFound('USER.NOT_FOUND', 'User not found');
    return row;
  }

  listStaff(): Promise<Account[]> {
    return this.users.listStaff();
  }

  /** See `UsersRepository.changeStaff`: the rules live in `decide`, the record in `within`. */
  changeStaff(...args: Parameters<UsersRepository['changeStaff']>) {
    return this.users.changeStaff(...args);
  }

  /** Stamps a sign-in (the staff list shows the last one). */
  recordSignIn(id: string): Promise<void> {
    return this.users.recordSignIn(id);
  }

  /** The user when the password matches; undefined otherwise (same answer for unknown users). */
  async verifyCredentials(username: string, password: string): Promise<Account | undefined> {
    const user = await this.users.findByUsername(username);
    if (!user?.passwordHash) {
      // Spend the same time as a real check so response time does not reveal which usernames exist.
      await hash(password, ARGON2);
      return undefined;
    }
    return (await verify(user.passwordHash, password)) ? user : undefined;
  }

  async assertAvailable(username: string, email: string, exceptUserId?: string): Promise<void> {
    const byName = await this.users.findByUsername(username);
    if (byName && byName.id !== exceptUserId)
      throw conflict('USER.USERNAME_TAKEN', 'Username is already taken');
    const byEmail = await this.users.findByEmail(email);
    if (byEmail && byEmail.id !== exceptUserId)
      throw conflict('USER.EMAIL_TAKEN', 'Email is already registered');
  }

  /** Maps a unique-index race (two sign-ups at once) to the same conflict answers. */
  uniqueViolation(error: unknown) {
    const constraint = String(
      (error as { constraint?: string; cause?: { constraint?: string } })?.constraint ??
        (error as { cause?: { constraint?: string } })?.cause?.constraint ??
        '',
    );
    if (constraint.includes('username')) return conflict('USER.USERNAME_TAKEN', 'Username is already taken');
    if (constraint.includes('email')) return conflict('USER.EMAIL_TAKEN', 'Email is already registered');
    return undefined;
  }

  hashPassword(password: string): Promise<string> {
    return hash(password, ARGON2);
  }

  verifyPassword(passwordHash: string, password: string): Promise<boolean> {
    return verify(passwordHash, password);
  }
}
