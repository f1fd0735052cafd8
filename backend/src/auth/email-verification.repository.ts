import { Inject, Injectable } from '@nestjs/common';
import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import { DATABASE } from '../db/database.module';
import { Database } from '../db/database';
import { emailVerificationTokens } from './auth.schema';

/** The only code that touches the e-mail verification tokens table. */
@Injectable()
export class EmailVerificationRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** A new link for `email`; the user's earlier unused links are burnt (only the newest works). */
  async replace(userId: string, email: string, tokenHash: string, expiresAt: Date): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .update(emailVerificationTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(emailVerificationTokens.userId, userId), isNull(emailVerificationTokens.usedAt)));
      await tx.insert(emailVerificationTokens).values({ userId, email, tokenHash, expiresAt });
    });
  }

  /** Marks an unused, unexpired link used, in one statement; answers whose and for which address. */
  async consume(tokenHash: string, now: Date): Promise<{ userId: string; email: string } | undefined> {
    const [row] = await this.db
      .update(emailVerificationTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(emailVerificationTokens.tokenHash, tokenHash),
          isNull(emailVerificationTokens.usedAt),
          gt(emailVerificationTokens.expiresAt, now),
        ),
      )
      .returning({ userId: emailVerificationTokens.userId, email: emailVerificationTokens.email });
    return row;
  }

  /** Every token of the user (their account is being deleted). */
  async deleteAllOf(userId: string): Promise<void> {
    await this.db.delete(emailVerificationTokens).where(eq(emailVerificationTokens.userId, userId));
  }

  /** Tokens used or expired before `cutoff` (retention); answers how many went. */
  async deleteSpentBefore(cutoff: Date): Promise<number> {
    const rows = await this.db
      .delete(emailVerificationTokens)
      .where(or(lt(emailVerificationTokens.usedAt, cutoff), lt(emailVerificationTokens.expiresAt, cutoff)))
      .returning({ id: emailVerificationTokens.id });
    return rows.length;
  }
}
