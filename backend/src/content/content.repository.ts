import { Inject, Injectable } from '@nestjs/common';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { Database } from '../db/database';
import { DATABASE } from '../db/database.module';
import { BlogRow, blogs, galleries, GalleryRow } from './content.schema';

export type NewBlog = Pick<BlogRow, 'title' | 'description' | 'images'>;
export type NewGallery = Pick<GalleryRow, 'imageTitle' | 'category' | 'imageUrl'>;
export interface Page {
  limit: number;
  offset: number;
}

/** The only code that touches the blogs and galleries tables. */
@Injectable()
export class ContentRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Blog images and gallery images, for the uploads sweep. */
  async mediaUrls(): Promise<string[]> {
    const [blogRows, galleryRows] = await Promise.all([
      this.db.select({ images: blogs.images }).from(blogs),
      this.db.select({ url: galleries.imageUrl }).from(galleries),
    ]);
    return [...blogRows.flatMap((row) => row.images ?? []), ...galleryRows.map((row) => row.url)];
  }

  async listBlogs(page: Page): Promise<{ rows: BlogRow[]; total: number }> {
    const [rows, [{ n }]] = await Promise.all([
      this.db
        .select()
        .from(blogs)
        .orderBy(desc(blogs.createdAt), blogs.id)
        .limit(page.limit)
        .offset(page.offset),
      this.db.select({ n: sql<number>`count(*)::int` }).from(blogs),
    ]);
    return { rows, total: n };
  }

  async countBlogs(): Promise<number> {
    const [row] = await this.db.select({ n: sql<number>`count(*)::int` }).from(blogs);
    return row.n;
  }

  /** Blogs in id order for the sitemap: from `offset`, then after the last id seen (primary-key scans). */
  async blogSitemapBatch(from: { afterId: string } | { offset: number }, limit: number) {
    const query = this.db.select({ id: blogs.id, createdAt: blogs.createdAt }).from(blogs);
    if ('afterId' in from)
      return query
        .where(sql`${blogs.id} > ${from.afterId}`)
        .orderBy(asc(blogs.id))
        .limit(limit);
    return query.orderBy(asc(blogs.id)).limit(limit).offset(from.offset);
  }

  async findBlog(id: string): Promise<BlogRow | undefined> {
    const [row] = await this.db.select().from(blogs).where(eq(blogs.id, id)).limit(1);
    return row;
  }

  async findBlogByTitle(title: string): Promise<BlogRow | undefined> {
    const [row] = await this.db.select().from(blogs).where(eq(blogs.title, title)).limit(1);
    return row;
  }

  async insertBlog(blog: NewBlog): Promise<BlogRow> {
    const [row] = await this.db.insert(blogs).values(blog).returning();
    return row;
  }

  async updateBlog(id: string, changes: Partial<NewBlog>): Promise<BlogRow | undefined> {
    const [row] = await this.db.update(blogs).set(changes).where(eq(blogs.id, id)).returning();
    return row;
  }

  async deleteBlog(id: string): Promise<boolean> {
    return (await this.db.delete(blogs).where(eq(blogs.id, id)).returning({ id: blogs.id })).length > 0;
  }

  async listGalleries(
    category: string | undefined,
    page: Page,
  ): Promise<{ rows: GalleryRow[]; total: number }> {
    const where = category ? eq(galleries.category, category) : undefined;
    const [rows, [{ n }]] = await Promise.all([
      this.db
        .select()
        .from(galleries)
        .where(where)
        .orderBy(desc(galleries.createdAt), galleries.id)
        .limit(page.limit)
        .offset(page.offset),
      this.db
        .select({ n: sql<number>`count(*)::int` })
        .from(galleries)
        .where(where),
    ]);
    return { rows, total: n };
  }

  async countGalleries(): Promise<number> {
    const [{ n }] = await this.db.select({ n: sql<number>`count(*)::int` }).from(galleries);
    return n;
  }

  async insertGallery(item: NewGallery): Promise<GalleryRow> {
    const [row] = await this.db.insert(galleries).values(item).returning();
    return row;
  }

  async deleteGallery(id: string): Promise<boolean> {
    return (
      (await this.db.delete(galleries).where(eq(galleries.id, id)).returning({ id: galleries.id })).length > 0
    );
  }
}
