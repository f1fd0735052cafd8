import { Inject, Injectable } from '@nestjs/common';
import { and, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { DATABASE } from '../db/database.module';
import { Database } from '../db/database';
import { users } from '../users/users.schema';
import { userSessions } from './auth.schema';

/** The only code that touches the sessions table. */
@Injectable()
export class SessionRepository {
  /** Prepared once: built SQL is reused, and PostgreSQL plans it once per connection. */
  private readonly liveSessionUser;

  constructor(@Inject(DATABASE) private readonly db: Database) {
    this.liveSessionUser = db
      .select({
        id: users.id,
        username: users.username,
        isAdmin: users.isAdmin,
        role: users.staffRole,
        sessionVersion: users.sessionVersion,
      })
      .from(userSessions)
      .innerJoin(users, eq(users.id, userSessions.userId))
      .where(
        and(
          eq(userSessions.id, sql.placeholder('id')),
          eq(userSessions.userId, sql.placeholder('userId')),
          eq(users.active, true),
          isNull(userSessions.revokedAt),
          gt(userSessions.expiresAt, sql`now()`),
        ),
      )
      .limit(1)
      .prepare('live_session_user');
  }

  /** A new session row; the user's ended rows are cleared on the way. */
  async open(userId: string, expiresAt: Date): Promise<string> {
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
      .values({ userId, expiresAt })
      .returning({ id: userSessions.id });
    return row.id;
  }

  /** The user of a live (not revoked, not expired) session, in one query: every signed-in request asks. */
  async findLiveSessionUser(id: string, userId: string) {
    const [row] = await this.liveSessionUser.execute({ id, userId });
    return row;
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
}
