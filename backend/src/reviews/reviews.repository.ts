import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, sql } from 'drizzle-orm';
import { DATABASE } from '../db/database.module';
import { Database, DbExecutor } from '../db/database';
import { NewReviewRow, ReviewRow, reviews } from './reviews.schema';

/** The only code that touches the reviews table. */
@Injectable()
export class ReviewsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Reviewers' pictures as copied into reviews, for the uploads sweep. */
  async mediaUrls(): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ image: reviews.userImage })
      .from(reviews)
      .where(sql`${reviews.userImage} is not null`);
    return rows.map((row) => row.image!);
  }

  listByService(serviceId: string): Promise<ReviewRow[]> {
    return this.db
      .select()
      .from(reviews)
      .where(eq(reviews.serviceId, serviceId))
      .orderBy(asc(reviews.createdAt), asc(reviews.id));
  }

  listByUser(userId: string): Promise<ReviewRow[]> {
    return this.db
      .select()
      .from(reviews)
      .where(eq(reviews.userId, userId))
      .orderBy(asc(reviews.createdAt), asc(reviews.id));
  }

  /** The reviewer's name, picture and country as copied into their reviews, replaced (their account is being deleted). */
  async eraseUser(userId: string, name: string): Promise<void> {
    await this.db
      .update(reviews)
      .set({ username: name, userImage: null, country: null })
      .where(eq(reviews.userId, userId));
  }

  async findById(id: string): Promise<ReviewRow | undefined> {
    const [row] = await this.db.select().from(reviews).where(eq(reviews.id, id)).limit(1);
    return row;
  }

  async findByServiceAndUser(
    serviceId: string,
    userId: string,
    tx: DbExecutor = this.db,
  ): Promise<ReviewRow | undefined> {
    const [row] = await tx
      .select()
      .from(reviews)
      .where(and(eq(reviews.serviceId, serviceId), eq(reviews.userId, userId)))
      .limit(1);
    return row;
  }

  async insert(review: NewReviewRow, tx: DbExecutor = this.db): Promise<ReviewRow> {
    const [row] = await tx.insert(reviews).values(review).returning();
    return row;
  }

  async delete(id: string, tx: DbExecutor = this.db): Promise<ReviewRow | undefined> {
    const [row] = await tx.delete(reviews).where(eq(reviews.id, id)).returning();
    return row;
  }

  /**
   * Runs `work` in a transaction that first takes a lock per service, so writers of one
   * service's reviews go one at a time. The figures recomputed at the end of `work` then see
   * every committed review: in READ COMMITTED each statement reads the latest commits, and no
   * other writer of this service can commit in between.
   */
  withServiceLock<T>(serviceId: string, work: (tx: DbExecutor) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`reviews:${serviceId}`}, 0))`);
      return work(tx);
    });
  }
}
