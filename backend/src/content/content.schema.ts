import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, timestamptz } from '../db/columns';

export const blogs = pgTable(
  'blogs',
  {
    id: idColumn(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    images: jsonb('images')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: createdAtColumn(),
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
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.blogId, t.locale], name: 'blog_translations_pk' })],
);

export const galleries = pgTable(
  'galleries',
  {
    id: idColumn(),
    imageTitle: text('image_title').notNull(),
    category: text('category').notNull(),
    imageUrl: text('image_url').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [index('galleries_category_created_idx').on(t.category, t.createdAt.desc())],
);

export type BlogRow = typeof blogs.$inferSelect;
export type GalleryRow = typeof galleries.$inferSelect;
export type BlogTranslationRow = typeof blogTranslations.$inferSelect;
