import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const blogs = pgTable(
  'blogs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    images: jsonb('images')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('blogs_created_idx').on(t.createdAt.desc())],
);

/** A blog's title and text in one of the other languages; a missing field shows the English one. */
export const blogTranslations = pgTable(
  'blog_translations',
  {
    blogId: uuid('blog_id')
      .notNull()
      .references(() => blogs.id, { onDelete: 'cascade' }),
    locale: text('locale').$type<'de' | 'es' | 'fr' | 'ar'>().notNull(),
    title: text('title'),
    description: text('description'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.blogId, t.locale], name: 'blog_translations_pk' })],
);

export const galleries = pgTable(
  'galleries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    imageTitle: text('image_title').notNull(),
    category: text('category').notNull(),
    imageUrl: text('image_url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('galleries_category_created_idx').on(t.category, t.createdAt.desc())],
);

export type BlogRow = typeof blogs.$inferSelect;
export type GalleryRow = typeof galleries.$inferSelect;
export type BlogTranslationRow = typeof blogTranslations.$inferSelect;
