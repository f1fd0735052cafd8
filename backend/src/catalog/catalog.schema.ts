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
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { RequirementJson } from '@market/contracts';

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
    id: uuid('id').primaryKey().defaultRandom(),
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
    averageStars: numeric('average_stars', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    starNumber: integer('star_number').notNull().default(0),
    /** Effective price (cents) of the basic package: the "Starting from" price, filtered and sorted on. */
    startingPriceCents: integer('starting_price_cents').notNull(),
    /** Shortest delivery (days) among the packages, for the maxDelivery filter. */
    fastestDeliveryDays: integer('fastest_delivery_days').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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
    index('services_search_idx').using('gin', t.search),
  ],
);

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

export type ServiceRow = typeof services.$inferSelect;
export type ServicePackageRow = typeof servicePackages.$inferSelect;
