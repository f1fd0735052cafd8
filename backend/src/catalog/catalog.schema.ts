import { relations, sql, SQL } from 'drizzle-orm';
import {
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import type { PackageName, RequirementJson } from '@market/contracts';
import { createdAtColumn, idColumn, timestamptz } from '../db/columns';

/** The languages a text is translated into: every shop language but English (the base). */
export type TranslatedLocale = 'de' | 'es' | 'fr' | 'ar';

const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

/**
 * A service on sale. Packages live in `service_packages`; the basic package's effective
 * price and the fastest delivery are copied here so list filters and sorts need no join.
 * No other module's table references this one: orders copy what they need, so deleting a
 * service never breaks an order.
 */
export const services = pgTable(
  'services',
  {
    id: idColumn(),
    /** The seller (an admin). Not a foreign key: services outlive nothing, users are never hard-deleted here. */
    userId: uuid('user_id').notNull(),
    title: text('title').notNull(),
    desc: text('description').notNull(),
    shortTitle: text('short_title').notNull(),
    shortDesc: text('short_desc').notNull(),
    category: text('category').notNull(),
    subCategory: text('sub_category').notNull(),
    coverImage: text('cover_image').notNull(),
    otherImages: jsonb('other_images')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** jsonb (not text[]) so the generated search column can index it with an immutable function. */
    features: jsonb('features')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** What the seller needs from the buyer once an order is paid (copied into each order). */
    requirements: jsonb('requirements')
      .$type<RequirementJson[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Optional lines a buyer adds to a package (at most MAX_EXTRAS), copied into each order. */
    extras: jsonb('extras')
      .$type<StoredExtra[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The price of one more revision bought during an order, in cents; 0 = not offered. */
    extraRevisionPriceCents: integer('extra_revision_price_cents').notNull().default(0),
    averageStars: numeric('average_stars', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    starNumber: integer('star_number').notNull().default(0),
    /** Effective price (cents) of the basic package: the "Starting from" price, filtered and sorted on. */
    startingPriceCents: integer('starting_price_cents').notNull(),
    /** Shortest delivery (days) among the packages, for the maxDelivery filter. */
    fastestDeliveryDays: integer('fastest_delivery_days').notNull(),
    createdAt: createdAtColumn(),
    /** Weighted full-text document: title A, short title and category names B, short description and features C, description D. */
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(short_title, '') || ' ' || replace(category, '-', ' ') || ' ' || replace(sub_category, '-', ' ')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(short_desc, '')) || to_tsvector('english'::regconfig, features), 'C') || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'D')`,
      ),
  },
  (t) => [
    index('services_category_created_idx').on(t.category, t.createdAt.desc(), t.id),
    index('services_sub_category_created_idx').on(t.subCategory, t.createdAt.desc(), t.id),
    index('services_created_idx').on(t.createdAt.desc(), t.id),
    // No pending list (migration 0053): a search would read all of it beside the index.
    index('services_search_idx').using('gin', t.search).with({ fastupdate: false }),
  ],
);

/** An extra of a service, as stored (price in cents). */
export interface StoredExtra {
  id: string;
  title: string;
  description: string;
  priceCents: number;
  deliveryDays: number;
  revisions: number;
  packages: PackageName[];
}

export const servicePackages = pgTable(
  'service_packages',
  {
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    name: text('name').$type<'basic' | 'standard' | 'premium'>().notNull(),
    /** 0 basic, 1 standard, 2 premium: the display order. */
    position: integer('position').notNull(),
    desc: text('description').notNull(),
    deliveryTime: integer('delivery_time').notNull(),
    revisionNumber: integer('revision_number').notNull(),
    regularPriceCents: integer('regular_price_cents').notNull(),
    salePriceCents: integer('sale_price_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.serviceId, t.name] })],
);

/** A service is read with its packages in one query (`db.query.services`: one service's page). */
export const servicePackageRelations = relations(services, ({ many }) => ({
  packages: many(servicePackages),
}));
export const packageServiceRelations = relations(servicePackages, ({ one }) => ({
  service: one(services, { fields: [servicePackages.serviceId], references: [services.id] }),
}));

/**
 * The distinct words of the catalogue (a few thousand rows even for 100,000 services),
 * with a trigram index: search corrects typos against this small table, then runs the
 * full-text query, instead of a trigram scan over every service.
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
  },
  // No pending list (fastupdate): new words are rare, and a pending list makes the planner
  // skip this index for a full scan computing similarity on every word.
  (t) => [
    index('search_words_trgm_idx')
      .using('gin', sql`${t.word} gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

/** The search configuration of each translated language (Arabic: no stemmer, words as written). */
const configOf = sql.raw(
  `CASE locale WHEN 'de' THEN 'german'::regconfig WHEN 'es' THEN 'spanish'::regconfig WHEN 'fr' THEN 'french'::regconfig ELSE 'simple'::regconfig END`,
);
/** Arabic short vowels and shadda (harakat), left out of the search document: searches type them rarely. */
export const ARABIC_MARKS = '\u064B\u064C\u064D\u064E\u064F\u0650\u0651\u0652';
const searchable = (column: string) => sql.raw(`translate(coalesce(${column}, ''), '${ARABIC_MARKS}', '')`);

/**
 * A service's text in one of the other languages (English lives in `services`, the fallback).
 * Each field may be missing (null): the English one is shown. Requirement questions and
 * features are in the English order; package descriptions are keyed by package name.
 */
export const serviceTranslations = pgTable(
  'service_translations',
  {
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    locale: text('locale').$type<TranslatedLocale>().notNull(),
    title: text('title'),
    shortTitle: text('short_title'),
    desc: text('description'),
    shortDesc: text('short_desc'),
    features: jsonb('features').$type<string[]>(),
    packageDescs: jsonb('package_descs').$type<Partial<Record<'basic' | 'standard' | 'premium', string>>>(),
    requirementQuestions: jsonb('requirement_questions').$type<string[]>(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    /** As `services.search`, with the language's own configuration (see migration 0054). */
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`setweight(to_tsvector(${configOf}, ${searchable('title')}), 'A') || setweight(to_tsvector(${configOf}, ${searchable('short_title')}), 'B') || setweight(to_tsvector(${configOf}, ${searchable(`coalesce(short_desc, '') || ' ' || coalesce(features::text, '')`)}), 'C') || setweight(to_tsvector(${configOf}, ${searchable('description')}), 'D')`,
      ),
  },
  (t) => [
    primaryKey({ columns: [t.serviceId, t.locale], name: 'service_translations_pk' }),
    index('service_translations_search_idx').using('gin', t.search).with({ fastupdate: false }),
  ],
);

export type ServiceTranslationRow = typeof serviceTranslations.$inferSelect;

export type ServiceRow = typeof services.$inferSelect;
export type ServicePackageRow = typeof servicePackages.$inferSelect;
