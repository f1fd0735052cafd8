import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { Database, DbExecutor } from '../db/database';
import { DATABASE } from '../db/database.module';
import type { OnChange } from '../audit/audit.service';
import { deleteById } from '../db/delete-by-id';
import {
  BlogRow,
  blogs,
  blogTranslations,
  BlogTranslationRow,
  galleries,
  GalleryRow,
} from './content.schema';

export type BlogLocale = BlogTranslationRow['locale'];
export type NewBlogTranslation = Pick<BlogTranslationRow, 'title' | 'description'>;
export type BlogTranslations = Partial<Record<BlogLocale, NewBlogTranslation | null>>;

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

  /** The translations of these blogs (every language, or one). */
  async translations(ids: string[], locale?: BlogLocale): Promise<BlogTranslationRow[]> {
    if (ids.length === 0) return [];
    const inIds = inArray(blogTranslations.blogId, ids);
    return this.db
      .select()
      .from(blogTranslations)
      .where(locale ? and(inIds, eq(blogTranslations.locale, locale)) : inIds);
  }

  /** Each language given replaces that language's row (null removes it); others stay. */
  private async replaceTranslations(tx: DbExecutor, blogId: string, translations: BlogTranslations) {
    for (const [locale, translation] of Object.entries(translations) as Array<
      [BlogLocale, NewBlogTranslation | null]
    >) {
      await tx
        .delete(blogTranslations)
        .where(and(eq(blogTranslations.blogId, blogId), eq(blogTranslations.locale, locale)));
      if (translation) await tx.insert(blogTranslations).values({ ...translation, blogId, locale });
    }
  }

  /** Each write calls `onChange` (the audit record) inside its transaction. */
  insertBlog(blog: NewBlog, onChange?: OnChange<BlogRow>, translations?: BlogTranslations): Promise<BlogRow> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.insert(blogs).values(blog).returning();
      if (translations) await this.replaceTranslations(tx, row.id, translations);
      await onChange?.(tx, undefined, row);
      return row;
    });
  }

  updateBlog(
    id: string,
    changes: Partial<NewBlog>,
    onChange?: OnChange<BlogRow>,
    translations?: BlogTranslations,
  ): Promise<BlogRow | undefined> {
    return this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(blogs).where(eq(blogs.id, id)).for('update');
      if (!before) return undefined;
      const [row] = await tx.update(blogs).set(changes).where(eq(blogs.id, id)).returning();
      if (translations) await this.replaceTranslations(tx, id, translations);
      await onChange?.(tx, before, row);
      return row;
    });
  }

  deleteBlog(id: string, onChange?: OnChange<BlogRow>): Promise<boolean> {
    return deleteById(this.db, blogs, id, onChange);
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

  insertGallery(item: NewGallery, onChange?: OnChange<GalleryRow>): Promise<GalleryRow> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.insert(galleries).values(item).returning();
      await onChange?.(tx, undefined, row);
      return row;
    });
  }

  deleteGallery(id: string, onChange?: OnChange<GalleryRow>): Promise<boolean> {
    return deleteById(this.db, galleries, id, onChange);
  }
}
