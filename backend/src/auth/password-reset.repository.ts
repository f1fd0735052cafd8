import { Inject, Injectable } from '@nestjs/common';
import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import { DATABASE } from '../db/database.module';
import { Database } from '../db/database';
import { passwordResetTokens } from './auth.schema';

/** The only code that touches the password reset tokens table. */
@Injectable()
export class PasswordResetRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async insert(userId: string, tokenHash: string, expiresAt: Date): Promise<void> {
    await this.db.insert(passwordResetTokens).values({ userId, tokenHash, expiresAt });
  }

  /**
   * Marks an unused, unexpired token used and answers its user id, in one statement so two
   * concurrent resets with the same token cannot both succeed.
   */
  async consume(tokenHash: string, now: Date): Promise<string | undefined> {
    const [row] = await this.db
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, tokenHash),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    return row?.userId;
  }

  /** Burns every other outstanding token of the user once one has been used. */
  async burnAllOf(userId: string, now: Date): Promise<void> {
    await this.db
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
  }

  /** Every token of the user (their account is being deleted). */
  async deleteAllOf(userId: string): Promise<void> {
    await this.db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
  }

  /** Tokens used or expired before `cutoff` (retention); answers how many went. */
  async deleteSpentBefore(cutoff: Date): Promise<number> {
    const rows = await this.db
      .delete(passwordResetTokens)
      .where(or(lt(passwordResetTokens.usedAt, cutoff), lt(passwordResetTokens.expiresAt, cutoff)))
      .returning({ id: passwordResetTokens.id });
    return rows.length;
  }
}
