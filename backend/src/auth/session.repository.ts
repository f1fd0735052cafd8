import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { DATABASE } from '../db/database.module';
import { Database } from '../db/database';
import { userAccounts } from '../users/users.read-port';
import { userSessions } from './auth.schema';

/** The only code that touches the sessions table. */
@Injectable()
export class SessionRepository {
  /** Prepared once: built SQL is reused, and PostgreSQL plans it once per connection. */
  private readonly liveSessionUser;

  constructor(@Inject(DATABASE) private readonly db: Database) {
    this.liveSessionUser = db
      .select({
        id: userAccounts.id,
        username: userAccounts.username,
        isAdmin: userAccounts.isAdmin,
        role: userAccounts.staffRole,
        sessionVersion: userAccounts.sessionVersion,
        lastSeenAt: userSessions.lastSeenAt,
      })
      .from(userSessions)
      .innerJoin(userAccounts, eq(userAccounts.id, userSessions.userId))
      .where(
        and(
          eq(userSessions.id, sql.placeholder('id')),
          eq(userSessions.userId, sql.placeholder('userId')),
          eq(userAccounts.active, true),
          isNull(userSessions.revokedAt),
          gt(userSessions.expiresAt, sql`now()`),
        ),
      )
      .limit(1)
      .prepare('live_session_user');
  }

  /** A new session row; the user's ended rows are cleared on the way. */
  async open(
    userId: string,
    expiresAt: Date,
    client: { userAgent?: string | null; ip?: string | null } = {},
  ): Promise<string> {
    const now = new Date();
    await this.db
      .delete(userSessions)
      .where(
        and(
          eq(userSessions.userId, userId),
          or(
            lt(userSessions.expiresAt, now),
            lt(userSessions.revokedAt, new Date(now.getTime() - 86_400_000)),
          ),
        ),
      );
    const [row] = await this.db
      .insert(userSessions)
      .values({ userId, expiresAt, userAgent: client.userAgent ?? null, ip: client.ip ?? null })
      .returning({ id: userSessions.id });
    return row.id;
  }

  /** The user of a live (not revoked, not expired) session, in one query: every signed-in request asks. */
  async findLiveSessionUser(id: string, userId: string) {
    const [row] = await this.liveSessionUser.execute({ id, userId });
    return row;
  }

  /** The user's live sessions, newest first. */
  async liveOf(userId: string) {
    return this.db
      .select({
        id: userSessions.id,
        userAgent: userSessions.userAgent,
        ip: userSessions.ip,
        createdAt: userSessions.createdAt,
        lastSeenAt: userSessions.lastSeenAt,
      })
      .from(userSessions)
      .where(
        and(
          eq(userSessions.userId, userId),
          isNull(userSessions.revokedAt),
          gt(userSessions.expiresAt, new Date()),
        ),
      )
      .orderBy(desc(userSessions.lastSeenAt));
  }

  async touch(id: string, at: Date): Promise<void> {
    await this.db.update(userSessions).set({ lastSeenAt: at }).where(eq(userSessions.id, id));
  }

  /** Revokes one live session of the user; false when it is not theirs or already ended. */
  async revokeOwn(userId: string, id: string): Promise<boolean> {
    const rows = await this.db
      .update(userSessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(userSessions.id, id), eq(userSessions.userId, userId), isNull(userSessions.revokedAt)))
      .returning({ id: userSessions.id });
    return rows.length === 1;
  }

  async revoke(id: string): Promise<void> {
    await this.db
      .update(userSessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(userSessions.id, id), isNull(userSessions.revokedAt)));
  }

  /** Revokes every live session of the user but `keep`; answers the revoked ids. */
  async revokeAllOf(userId: string, keep?: string): Promise<string[]> {
    const rows = await this.db
      .update(userSessions)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(userSessions.userId, userId),
          isNull(userSessions.revokedAt),
          keep ? ne(userSessions.id, keep) : undefined,
        ),
      )
      .returning({ id: userSessions.id });
    return rows.map((row) => row.id);
  }

  /** When the session was opened (a sign-in); undefined for an unknown id. */
  async openedAt(id: string): Promise<Date | undefined> {
    const [row] = await this.db
      .select({ createdAt: userSessions.createdAt })
      .from(userSessions)
      .where(eq(userSessions.id, id))
      .limit(1);
    return row?.createdAt;
  }

  /** Every session row of the user, live or not (their account is being deleted). */
  async deleteAllOf(userId: string): Promise<void> {
    await this.db.delete(userSessions).where(eq(userSessions.userId, userId));
  }

  /** Rows that expired or were revoked before `cutoff` (retention); answers how many went. */
  async deleteEndedBefore(cutoff: Date): Promise<number> {
    const rows = await this.db
      .delete(userSessions)
      .where(or(lt(userSessions.expiresAt, cutoff), lt(userSessions.revokedAt, cutoff)))
      .returning({ id: userSessions.id });
    return rows.length;
  }
}
