import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, eq, gt, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { DATABASE } from '../../db/database.module';
import { Database, DbTransaction } from '../../db/database';
import { authChallenges, passkeys, recoveryCodes, userTotp } from '../auth.schema';

export type ChallengePurpose = (typeof authChallenges.$inferSelect)['purpose'];
export type PasskeyRow = typeof passkeys.$inferSelect;

/** Runs inside the transaction of a change (its audit event): a throw rolls the change back. */
export type InChange = (tx: DbTransaction) => Promise<void>;

/** The only code that touches the second-factor tables (TOTP, recovery codes, passkeys, challenges). */
@Injectable()
export class TwoFactorRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async totpOf(userId: string) {
    const [row] = await this.db.select().from(userTotp).where(eq(userTotp.userId, userId)).limit(1);
    return row;
  }

  /** A new (sealed) secret awaiting its first code; replaces an earlier setup never enabled, never an enabled one. */
  async savePendingTotp(userId: string, secret: string): Promise<boolean> {
    const rows = await this.db
      .insert(userTotp)
      .values({ userId, secret })
      .onConflictDoUpdate({
        target: userTotp.userId,
        set: { secret, createdAt: new Date(), lastTimeStep: null },
        setWhere: isNull(userTotp.enabledAt),
      })
      .returning({ userId: userTotp.userId });
    return rows.length === 1;
  }

  /**
   * Records `timeStep` as the last accepted one, only if it is newer than the last: answers false
   * for a code already used (or an older one), so two requests with one code cannot both pass.
   */
  async acceptTimeStep(userId: string, timeStep: number): Promise<boolean> {
    const rows = await this.db
      .update(userTotp)
      .set({ lastTimeStep: timeStep })
      .where(
        and(
          eq(userTotp.userId, userId),
          or(isNull(userTotp.lastTimeStep), lt(userTotp.lastTimeStep, timeStep)),
        ),
      )
      .returning({ userId: userTotp.userId });
    return rows.length === 1;
  }

  /** Enables the pending TOTP and stores its recovery codes (hashes), with `inChange`, in one transaction. */
  async enableTotp(userId: string, codeHashes: string[], inChange: InChange): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const enabled = await tx
        .update(userTotp)
        .set({ enabledAt: new Date() })
        .where(and(eq(userTotp.userId, userId), isNull(userTotp.enabledAt)))
        .returning({ userId: userTotp.userId });
      if (enabled.length === 0) return false;
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      await tx.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
      await inChange(tx);
      return true;
    });
  }

  /** Removes the TOTP authenticator and its recovery codes, with `inChange`, in one transaction. */
  async removeTotp(userId: string, inChange: InChange): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      const removed = await tx
        .delete(userTotp)
        .where(eq(userTotp.userId, userId))
        .returning({ userId: userTotp.userId });
      if (removed.length > 0) await inChange(tx);
    });
  }

  /** Every second factor of the user and their open challenges (their account is being deleted). */
  async deleteAllOf(userId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      await tx.delete(userTotp).where(eq(userTotp.userId, userId));
      await tx.delete(passkeys).where(eq(passkeys.userId, userId));
      await tx.delete(authChallenges).where(eq(authChallenges.userId, userId));
    });
  }

  /** TOTP rows whose secret is still stored in the clear (written before secrets were sealed). */
  plainSecrets(): Promise<{ userId: string; secret: string }[]> {
    return this.db
      .select({ userId: userTotp.userId, secret: userTotp.secret })
      .from(userTotp)
      .where(sql`${userTotp.secret} not like 'v1.%'`);
  }

  /** Replaces a plain secret by its sealed form, only while the row still holds that plain value. */
  async replaceSecret(userId: string, plain: string, sealed: string): Promise<boolean> {
    const rows = await this.db
      .update(userTotp)
      .set({ secret: sealed })
      .where(and(eq(userTotp.userId, userId), eq(userTotp.secret, plain)))
      .returning({ userId: userTotp.userId });
    return rows.length === 1;
  }

  /** Burns an unused recovery code of the user; false when it is unknown or used. */
  async useRecoveryCode(userId: string, codeHash: string): Promise<boolean> {
    const rows = await this.db
      .update(recoveryCodes)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(recoveryCodes.userId, userId),
          eq(recoveryCodes.codeHash, codeHash),
          isNull(recoveryCodes.usedAt),
        ),
      )
      .returning({ id: recoveryCodes.id });
    return rows.length === 1;
  }

  async unusedRecoveryCodes(userId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
    return Number(row?.n ?? 0);
  }

  /** Which factors the user has on: an enabled TOTP, passkeys. One query (the sign-in and the staff guard ask). */
  async factorsOf(userId: string): Promise<{ totp: boolean; passkeys: number }> {
    const result = await this.db.execute<{ totp: boolean; passkeys: number }>(sql`
      select
        exists(select 1 from ${userTotp} where ${userTotp.userId} = ${userId} and ${userTotp.enabledAt} is not null) as totp,
        (select count(*)::int from ${passkeys} where ${passkeys.userId} = ${userId}) as passkeys`);
    const row = result.rows[0];
    return { totp: row.totp === true, passkeys: Number(row.passkeys) };
  }

  /** Which of these users have a factor on (an enabled TOTP or a passkey): one query for a whole list. */
  async usersWithFactor(userIds: string[]): Promise<Set<string>> {
    if (userIds.length === 0) return new Set();
    const [totp, keys] = await Promise.all([
      this.db
        .select({ userId: userTotp.userId })
        .from(userTotp)
        .where(and(inArray(userTotp.userId, userIds), isNotNull(userTotp.enabledAt))),
      this.db
        .selectDistinct({ userId: passkeys.userId })
        .from(passkeys)
        .where(inArray(passkeys.userId, userIds)),
    ]);
    return new Set([...totp, ...keys].map((row) => row.userId));
  }

  async passkeysOf(userId: string): Promise<PasskeyRow[]> {
    return this.db
      .select()
      .from(passkeys)
      .where(eq(passkeys.userId, userId))
      .orderBy(asc(passkeys.createdAt));
  }

  async passkeyByCredentialId(credentialId: string): Promise<PasskeyRow | undefined> {
    const [row] = await this.db
      .select()
      .from(passkeys)
      .where(eq(passkeys.credentialId, credentialId))
      .limit(1);
    return row;
  }

  /** Stores a passkey and, when it is new, runs `inChange` with it in the same transaction. */
  async addPasskey(
    row: {
      userId: string;
      credentialId: string;
      publicKey: string;
      counter: number;
      transports: string[];
      name: string;
    },
    inChange?: (tx: DbTransaction, created: PasskeyRow) => Promise<void>,
  ): Promise<PasskeyRow | undefined> {
    return this.db.transaction(async (tx) => {
      const [created] = await tx.insert(passkeys).values(row).onConflictDoNothing().returning();
      if (created) await inChange?.(tx, created);
      return created;
    });
  }

  /** Stores the counter an assertion reported, only forward (a cloned authenticator goes backward). */
  async passkeyUsed(id: string, counter: number): Promise<void> {
    await this.db.update(passkeys).set({ counter, lastUsedAt: new Date() }).where(eq(passkeys.id, id));
  }

  async renamePasskey(userId: string, id: string, name: string): Promise<PasskeyRow | undefined> {
    const [row] = await this.db
      .update(passkeys)
      .set({ name })
      .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
      .returning();
    return row;
  }

  /** Removes a passkey of the user and, when there was one, runs `inChange` in the same transaction. */
  async removePasskey(userId: string, id: string, inChange: InChange): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const rows = await tx
        .delete(passkeys)
        .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
        .returning({ id: passkeys.id });
      if (rows.length === 1) await inChange(tx);
      return rows.length === 1;
    });
  }

  /** A new challenge row; expired rows are swept on the way. */
  async openChallenge(values: {
    userId: string | null;
    purpose: ChallengePurpose;
    webauthnChallenge?: string;
    expiresAt: Date;
  }): Promise<string> {
    await this.db.delete(authChallenges).where(lt(authChallenges.expiresAt, new Date()));
    const [row] = await this.db
      .insert(authChallenges)
      .values({ ...values, webauthnChallenge: values.webauthnChallenge ?? null })
      .returning({ id: authChallenges.id });
    return row.id;
  }

  /** A live (unused, unexpired) challenge of that purpose. */
  async liveChallenge(id: string, purpose: ChallengePurpose) {
    const [row] = await this.db
      .select()
      .from(authChallenges)
      .where(
        and(
          eq(authChallenges.id, id),
          eq(authChallenges.purpose, purpose),
          isNull(authChallenges.usedAt),
          gt(authChallenges.expiresAt, new Date()),
        ),
      )
      .limit(1);
    return row;
  }

  /** The user's newest live challenge of that purpose (a passkey registration in progress). */
  async latestChallengeOf(userId: string, purpose: ChallengePurpose) {
    const [row] = await this.db
      .select()
      .from(authChallenges)
      .where(
        and(
          eq(authChallenges.userId, userId),
          eq(authChallenges.purpose, purpose),
          isNull(authChallenges.usedAt),
          gt(authChallenges.expiresAt, new Date()),
          isNotNull(authChallenges.webauthnChallenge),
        ),
      )
      .orderBy(sql`${authChallenges.createdAt} desc`)
      .limit(1);
    return row;
  }

  /** Uses a challenge up; false when another request used it first. */
  async consumeChallenge(id: string): Promise<boolean> {
    const rows = await this.db
      .update(authChallenges)
      .set({ usedAt: new Date() })
      .where(and(eq(authChallenges.id, id), isNull(authChallenges.usedAt)))
      .returning({ id: authChallenges.id });
    return rows.length === 1;
  }
}
