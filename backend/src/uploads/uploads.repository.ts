import { Inject, Injectable } from '@nestjs/common';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { Database } from '../db/database';
import { DATABASE } from '../db/database.module';
import { uploads } from './uploads.schema';

/** The only code that touches the uploads table. */
@Injectable()
export class UploadsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async record(name: string, userId: string | undefined, bytes: number): Promise<void> {
    await this.db.insert(uploads).values({ name, userId: userId ?? null, bytes });
  }

  /** Files and bytes the user uploaded since `since`. */
  async usageSince(userId: string, since: Date): Promise<{ files: number; bytes: number }> {
    const [row] = await this.db
      .select({
        files: sql<number>`count(*)::int`,
        bytes: sql<number>`coalesce(sum(${uploads.bytes}), 0)::bigint`,
      })
      .from(uploads)
      .where(and(eq(uploads.userId, userId), gte(uploads.createdAt, since)));
    return { files: Number(row.files), bytes: Number(row.bytes) };
  }

  /** Rows too old to count towards any quota. */
  async deleteBefore(before: Date): Promise<void> {
    await this.db.delete(uploads).where(lt(uploads.createdAt, before));
  }
}
