import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, getTableColumns, gte, inArray, lte, SQL, sql } from 'drizzle-orm';
import { Database, DbExecutor } from '../db/database';
import { DATABASE, SEARCH_DATABASE } from '../db/database.module';
import type { OnChange } from '../audit/audit.service';
import {
  searchWords,
  servicePackages,
  ServicePackageRow,
  ServiceRow,
  services,
  serviceTranslations,
  ServiceTranslationRow,
  TranslatedLocale,
} from './catalog.schema';

/** Each translated language's text-search configuration (Arabic: words as written, no stemmer). */
export const SEARCH_CONFIGS: Record<TranslatedLocale, string> = {
  de: 'german',
  es: 'spanish',
  fr: 'french',
  ar: 'simple',
};

export type NewServiceTranslation = Omit<ServiceTranslationRow, 'serviceId' | 'search' | 'updatedAt'>;

export type NewService = Omit<
  typeof services.$inferInsert,
  'id' | 'createdAt' | 'averageStars' | 'starNumber' | 'search'
>;
export type NewPackage = Omit<typeof servicePackages.$inferInsert, 'serviceId'>;

/** A service as its audit events see it: its own fields and its packages' (what a price change changes). */
export type ServiceSnapshot = NewService & { id: string; packages: NewPackage[] };

const packageOf = (p: NewPackage): NewPackage => ({
  name: p.name,
  position: p.position,
  desc: p.desc,
  deliveryTime: p.deliveryTime,
  revisionNumber: p.revisionNumber,
  regularPriceCents: p.regularPriceCents,
  salePriceCents: p.salePriceCents,
});

export type ServiceSort = 'relevance' | 'price' | 'price_desc' | 'rating' | 'newest';

export interface ServiceFilter {
  category?: string;
  subCategory?: string;
  /** A to_tsquery('english', ...) expression built by the search code from known words. */
  tsQuery?: string;
  /**
   * A search in another language: its to_tsquery expression for that language's configuration,
   * run on the translations; `tsQuery`, when set, still finds the English text (the fallback).
   */
  local?: { locale: TranslatedLocale; tsQuery: string };
  minPriceCents?: number;
  maxPriceCents?: number;
  maxDeliveryDays?: number;
}

/** Columns of a list row: everything but the search document. */
const listColumns = {
  id: services.id,
  userId: services.userId,
  title: services.title,
  desc: services.desc,
  shortTitle: services.shortTitle,
  shortDesc: services.shortDesc,
  category: services.category,
  subCategory: services.subCategory,
  coverImage: services.coverImage,
  otherImages: services.otherImages,
  features: services.features,
  requirements: services.requirements,
  extras: services.extras,
  extraRevisionPriceCents: services.extraRevisionPriceCents,
  averageStars: services.averageStars,
  starNumber: services.starNumber,
  startingPriceCents: services.startingPriceCents,
  fastestDeliveryDays: services.fastestDeliveryDays,
  createdAt: services.createdAt,
};
export type ServiceListRow = Omit<ServiceRow, 'search'>;
export type ServiceWithPackages = ServiceListRow & { packages: ServicePackageRow[] };

/**
 * A service's packages in display order, as JSON objects keyed as `ServicePackageRow` (its
 * columns are text and integers, which JSON keeps): a list reads them in its own query.
 */
const packagesOfService = sql<ServicePackageRow[]>`(
  select coalesce(json_agg(json_build_object(${sql.join(
    Object.entries(getTableColumns(servicePackages)).map(
      ([key, column]) => sql`${sql.raw(`'${key}'`)}, p.${sql.identifier(column.name)}`,
    ),
    sql`, `,
  )}) order by p.position), '[]'::json)
  from ${servicePackages} p where p.service_id = ${services}.${sql.identifier(services.id.name)})`;

/** Columns of a list row with its packages. */
const listedColumns = { ...listColumns, packages: packagesOfService };

/**
 * Relevance ranking reads at most this many matching rows (see `list`), and a search counts its
 * matches up to this many: counting every match of a broad query ("professional": 58,000 of
 * 100,000 services) reads the whole table, forty times what ranking its first page reads.
 */
export const RANK_CANDIDATES = 1000;

/** How many services match a filter; `capped` when a search stopped counting at RANK_CANDIDATES. */
export interface MatchCount {
  total: number;
  capped: boolean;
}

/** A count of up to RANK_CANDIDATES + 1 matches: more than RANK_CANDIDATES is told as capped. */
function cappedCount(n: number): MatchCount {
  return n > RANK_CANDIDATES ? { total: RANK_CANDIDATES, capped: true } : { total: n, capped: false };
}

/** The only code that touches the catalogue tables. */
@Injectable()
export class CatalogRepository {
  /** One service with its packages, asked for on every view of its page: prepared once. */
  private readonly serviceWithPackages;

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    /**
     * Search statements run here, with the planner settings they rely on: the text-search index
     * always finds the matches (a sequential scan stops at the LIMIT only after reading LIMIT /
     * selectivity rows, through a ring buffer that keeps none of them in shared buffers; see
     * docs/performance.md "Search on PostgreSQL"), and no JIT compilation for a statement that
     * reads at most RANK_CANDIDATES + 1 rows (SEARCH_PLANNER_SETTINGS).
     */
    @Inject(SEARCH_DATABASE) private readonly searchDb: Database,
  ) {
    this.serviceWithPackages = db.query.services
      .findFirst({
        columns: { search: false },
        where: (service) => eq(service.id, sql.placeholder('id')),
        with: { packages: { orderBy: (pkg) => [asc(pkg.position)] } },
      })
      .prepare('service_with_packages');
  }

  /** Every media URL services use (covers and other images), for the uploads sweep. */
  async mediaUrls(): Promise<string[]> {
    const rows = await this.db
      .select({ cover: services.coverImage, others: services.otherImages })
      .from(services);
    return rows.flatMap((row) => [row.cover, ...(row.others ?? [])]);
  }

  /** A service with its packages in display order: one query. */
  findByIdWithPackages(id: string): Promise<ServiceWithPackages | undefined> {
    return this.serviceWithPackages.execute({ id });
  }

  async findById(id: string): Promise<ServiceListRow | undefined> {
    const [row] = await this.db.select(listColumns).from(services).where(eq(services.id, id)).limit(1);
    return row;
  }

  /** Title and rating of the services among `ids` that exist (the owner's numbers name them). */
  async summaries(
    ids: string[],
  ): Promise<{ id: string; title: string; averageStars: number; starNumber: number }[]> {
    if (ids.length === 0) return [];
    return this.db
      .select({
        id: services.id,
        title: services.title,
        averageStars: services.averageStars,
        starNumber: services.starNumber,
      })
      .from(services)
      .where(inArray(services.id, ids));
  }

  async exists(id: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: services.id })
      .from(services)
      .where(eq(services.id, id))
      .limit(1);
    return row !== undefined;
  }

  async titleExists(title: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: services.id })
      .from(services)
      .where(eq(services.title, title))
      .limit(1);
    return row !== undefined;
  }

  async findPackage(serviceId: string, name: string) {
    const [row] = await this.db
      .select({
        serviceId: services.id,
        title: services.title,
        name: servicePackages.name,
        regularPriceCents: servicePackages.regularPriceCents,
        salePriceCents: servicePackages.salePriceCents,
        deliveryTime: servicePackages.deliveryTime,
        revisionNumber: servicePackages.revisionNumber,
        requirements: services.requirements,
        extras: services.extras,
        extraRevisionPriceCents: services.extraRevisionPriceCents,
      })
      .from(servicePackages)
      .innerJoin(services, eq(services.id, servicePackages.serviceId))
      .where(and(eq(servicePackages.serviceId, serviceId), sql`${servicePackages.name} = ${name}`))
      .limit(1);
    return row;
  }

  /** Inserts services with their packages and their words, in one transaction. */
  async insertMany(
    items: Array<{
      service: NewService;
      packages: NewPackage[];
      words: string[];
      translations?: Partial<Record<TranslatedLocale, NewServiceTranslation | null>>;
    }>,
    onChange?: OnChange<ServiceSnapshot>,
  ): Promise<ServiceListRow[]> {
    if (items.length === 0) return [];
    return this.db.transaction(async (tx) => {
      const rows = await tx
        .insert(services)
        .values(items.map((i) => i.service))
        .returning(listColumns);
      const packages = rows.flatMap((row, n) => items[n].packages.map((p) => ({ ...p, serviceId: row.id })));
      await tx.insert(servicePackages).values(packages);
      await this.addWords(
        items.flatMap((i) => i.words),
        tx,
      );
      for (const [n, row] of rows.entries()) {
        const translations = items[n].translations;
        if (translations) await this.replaceTranslations(tx, row.id, translations);
        await onChange?.(tx, undefined, {
          id: row.id,
          ...items[n].service,
          packages: items[n].packages.map(packageOf),
        });
      }
      return rows;
    });
  }

  /** Replaces a service's fields and packages; undefined when it does not exist. */
  async replace(
    id: string,
    service: NewService,
    packages: NewPackage[],
    words: string[],
    onChange?: OnChange<ServiceSnapshot>,
    translations?: Partial<Record<TranslatedLocale, NewServiceTranslation | null>>,
  ): Promise<ServiceListRow | undefined> {
    return this.db.transaction(async (tx) => {
      const before = onChange && (await this.snapshot(tx, id));
      const [row] = await tx.update(services).set(service).where(eq(services.id, id)).returning(listColumns);
      if (!row) return undefined;
      await onChange?.(tx, before, { id, ...service, packages: packages.map(packageOf) });
      await tx.delete(servicePackages).where(eq(servicePackages.serviceId, id));
      await tx.insert(servicePackages).values(packages.map((p) => ({ ...p, serviceId: id })));
      if (translations) await this.replaceTranslations(tx, id, translations);
      await this.addWords(words, tx);
      return row;
    });
  }

  delete(id: string, onChange?: OnChange<ServiceSnapshot>): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const before = onChange && (await this.snapshot(tx, id));
      const rows = await tx.delete(services).where(eq(services.id, id)).returning({ id: services.id });
      if (rows.length > 0) await onChange?.(tx, before, undefined);
      return rows.length > 0;
    });
  }

  /** A service and its packages as they are, locked until the transaction ends. */
  private async snapshot(tx: DbExecutor, id: string): Promise<ServiceSnapshot | undefined> {
    const [row] = await tx.select().from(services).where(eq(services.id, id)).for('update');
    if (!row) return undefined;
    const packages = await tx
      .select()
      .from(servicePackages)
      .where(eq(servicePackages.serviceId, id))
      .orderBy(servicePackages.position);
    return { ...row, packages: packages.map(packageOf) };
  }

  async count(): Promise<number> {
    const [row] = await this.db.select({ n: sql<number>`count(*)::int` }).from(services);
    return row.n;
  }

  /**
   * Services in id order for the sitemap: from `offset` for the first batch of a chunk, then
   * after the last id seen (primary-key index scans either way, no sort).
   */
  async sitemapBatch(from: { afterId: string } | { offset: number }, limit: number) {
    const query = this.db
      .select({ id: services.id, subCategory: services.subCategory, createdAt: services.createdAt })
      .from(services);
    if ('afterId' in from)
      return query
        .where(sql`${services.id} > ${from.afterId}`)
        .orderBy(asc(services.id))
        .limit(limit);
    return query.orderBy(asc(services.id)).limit(limit).offset(from.offset);
  }

  /**
   * One page of services matching the filter. Relevance ranking reads every candidate row,
   * so for pages within the first RANK_CANDIDATES matches it ranks only that many (the GIN
   * index finds them; a broad query such as "logo design" can match a sixth of the catalogue).
   * `count` is set when the query counted the matches on its way (a ranked search).
   */
  async list(
    filter: ServiceFilter,
    sort: ServiceSort,
    page: { limit: number; offset: number },
  ): Promise<{ rows: ServiceWithPackages[]; count?: MatchCount }> {
    const query = filter.tsQuery ? sql`to_tsquery('english', ${filter.tsQuery})` : undefined;
    const where = this.where(filter);
    if (sort === 'relevance' && filter.local && page.offset + page.limit <= RANK_CANDIDATES) {
      return this.rankedPage(filter, this.localCandidates(filter, filter.local), page);
    }
    // "desc nulls last" as in the indexes (drizzle declares them so): plain "desc" means
    // nulls first and would not match them, costing a sort of the whole category.
    const newest = [sql`${services.createdAt} desc nulls last`, asc(services.id)];
    let order: SQL[];
    if (sort === 'price') order = [asc(services.startingPriceCents), ...newest];
    else if (sort === 'price_desc') order = [desc(services.startingPriceCents), ...newest];
    else if (sort === 'rating') order = [desc(services.averageStars), desc(services.starNumber), ...newest];
    else if (sort === 'relevance' && query) {
      if (page.offset + page.limit <= RANK_CANDIDATES && !filter.local) {
        return this.rankedPage(filter, this.englishCandidates(filter, query), page);
      }
      order = [sql`ts_rank(${services.search}, ${query}, 1) desc`, ...newest];
    } else order = newest;
    const rows = await this.db
      .select(listedColumns)
      .from(services)
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset);
    return { rows };
  }

  /**
   * The first RANK_CANDIDATES (+1) matches of an English search with their rank. The GIN index
   * finds them (see docs/performance.md, "Search on PostgreSQL"): the planner is told how few
   * rows it will read by the LIMIT inside, and ranks only those.
   */
  private englishCandidates(filter: ServiceFilter, query: SQL): SQL {
    return sql`select ${services.id} as id, ts_rank(${services.search}, ${query}, 1) as rank, ${services.createdAt} as created_at
      from ${services} where ${this.where(filter)} limit ${RANK_CANDIDATES + 1}`;
  }

  /**
   * The first RANK_CANDIDATES (+1) matches of a search in another language: the translations
   * matching in that language's configuration and the services whose English text matches
   * (each bounded the same way), a service found both ways ranked by its better rank.
   */
  private localCandidates(filter: ServiceFilter, local: { locale: TranslatedLocale; tsQuery: string }): SQL {
    const localQuery = sql`to_tsquery(${SEARCH_CONFIGS[local.locale]}::regconfig, ${local.tsQuery})`;
    const others = this.where({ ...filter, tsQuery: undefined, local: undefined });
    const translated = sql`select ${services.id} as id, ts_rank(t.search, ${localQuery}, 1) as rank, ${services.createdAt} as created_at
      from ${serviceTranslations} t join ${services} on ${services.id} = t.service_id
      where t.locale = ${local.locale} and t.search @@ ${localQuery}${others ? sql` and ${others}` : sql``}
      limit ${RANK_CANDIDATES + 1}`;
    if (!filter.tsQuery) return translated;
    const english = this.englishCandidates(
      { ...filter, local: undefined },
      sql`to_tsquery('english', ${filter.tsQuery})`,
    );
    return sql`select id, max(rank) as rank, created_at from ((${translated}) union all (${english})) both_ways
      group by id, created_at limit ${RANK_CANDIDATES + 1}`;
  }

  /**
   * Ranks the candidates (at most RANK_CANDIDATES + 1, which tells a capped count from an
   * exact one), then reads the rows of one page only, with their packages: one round trip.
   */
  private async rankedPage(filter: ServiceFilter, matches: SQL, page: { limit: number; offset: number }) {
    const candidates = this.db.$with('candidates').as(
      this.db
        .select({
          id: sql<string>`m.id`.as('id'),
          rank: sql<number>`m.rank`.as('rank'),
          createdAt: sql<Date>`m.created_at`.as('created_at'),
        })
        .from(sql`(${matches}) m`),
    );
    // The page is cut before its rows are joined; "candidates", asked twice, is read once (a
    // CTE named more than once is materialized). "desc nulls last" as in `list`.
    const ranked = this.db.$with('ranked').as((qb) =>
      qb
        .select()
        .from(candidates)
        .orderBy(desc(candidates.rank), sql`${candidates.createdAt} desc nulls last`, asc(candidates.id))
        .limit(page.limit)
        .offset(page.offset),
    );
    const rows = await this.searchDb
      .with(candidates, ranked)
      .select({ ...listedColumns, candidates: sql<number>`(select count(*)::int from ${candidates})` })
      .from(ranked)
      // Qualified by hand: the candidates' columns are SQL aliases, which drizzle names bare.
      .innerJoin(services, sql`${services.id} = ranked.id`)
      .orderBy(sql`ranked.rank desc, ranked.created_at desc nulls last, ranked.id`);
    // A page past the candidates tells nothing of their number.
    if (rows.length === 0) return { rows: [] };
    const count = cappedCount(rows[0].candidates);
    return { rows: rows.map(({ candidates: _, ...row }) => row), count };
  }

  /** Every match of a filter; a search's up to RANK_CANDIDATES (see there). */
  async countMatching(filter: ServiceFilter): Promise<MatchCount> {
    if (!filter.tsQuery && !filter.local) {
      const [{ n }] = await this.db
        .select({ n: sql<number>`count(*)::int` })
        .from(services)
        .where(this.where(filter));
      return { total: n, capped: false };
    }
    const counted = await this.searchDb.execute<{ n: number }>(sql`
        select count(*)::int as n
        from (select 1 from ${services} where ${this.where(filter)} limit ${RANK_CANDIDATES + 1}) m`);
    return cappedCount(counted.rows[0].n);
  }

  /**
   * EXPLAIN (ANALYZE, BUFFERS) of the first page of a relevance search, with the search
   * statements' settings: the plan test and the operations runbook read it.
   */
  async explainSearch(filter: ServiceFilter): Promise<string[]> {
    const matches = filter.local
      ? this.localCandidates(filter, filter.local)
      : this.englishCandidates(filter, sql`to_tsquery('english', ${filter.tsQuery ?? ''})`);
    const rows = await this.searchDb.execute<{
      'QUERY PLAN': string;
    }>(sql`explain (analyze, buffers, costs off)
        with candidates as (${matches})
        select c.id, (select count(*) from candidates) from (
          select * from candidates order by rank desc, created_at desc nulls last, id limit 24
        ) c join ${services} s on s.id = c.id`);
    return rows.rows.map((row) => row['QUERY PLAN']);
  }

  /** The filter as a condition on `services`. */
  private where(filter: ServiceFilter): SQL | undefined {
    const conditions: SQL[] = [];
    if (filter.category) conditions.push(eq(services.category, filter.category));
    if (filter.subCategory) conditions.push(eq(services.subCategory, filter.subCategory));
    if (filter.minPriceCents !== undefined)
      conditions.push(gte(services.startingPriceCents, filter.minPriceCents));
    if (filter.maxPriceCents !== undefined)
      conditions.push(lte(services.startingPriceCents, filter.maxPriceCents));
    if (filter.maxDeliveryDays !== undefined)
      conditions.push(lte(services.fastestDeliveryDays, filter.maxDeliveryDays));
    const english = filter.tsQuery && sql`${services.search} @@ to_tsquery('english', ${filter.tsQuery})`;
    if (filter.local) {
      const { locale, tsQuery } = filter.local;
      const translated = sql`select t.service_id from ${serviceTranslations} t
        where t.locale = ${locale} and t.search @@ to_tsquery(${SEARCH_CONFIGS[locale]}::regconfig, ${tsQuery})`;
      conditions.push(
        english
          ? sql`${services.id} in (${translated} union select e.id from ${services} e where e.search @@ to_tsquery('english', ${filter.tsQuery}))`
          : sql`${services.id} in (${translated})`,
      );
    } else if (english) conditions.push(english);
    return conditions.length ? and(...conditions) : undefined;
  }

  /** The translations of these services into one language (the rows that exist). */
  async translations(ids: string[], locale: TranslatedLocale): Promise<Map<string, ServiceTranslationRow>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select()
      .from(serviceTranslations)
      .where(and(inArray(serviceTranslations.serviceId, ids), eq(serviceTranslations.locale, locale)));
    return new Map(rows.map((row) => [row.serviceId, row]));
  }

  /** Every translation of these services, all languages (admin lists and forms). */
  async allTranslations(ids: string[]): Promise<ServiceTranslationRow[]> {
    if (ids.length === 0) return [];
    return this.db.select().from(serviceTranslations).where(inArray(serviceTranslations.serviceId, ids));
  }

  /**
   * Writes a service's translations in the transaction of its own write: each language given
   * replaces that language's row (null removes it); languages not given stay as they are.
   */
  async replaceTranslations(
    tx: DbExecutor,
    serviceId: string,
    translations: Partial<Record<TranslatedLocale, NewServiceTranslation | null>>,
  ): Promise<void> {
    for (const [locale, translation] of Object.entries(translations) as Array<
      [TranslatedLocale, NewServiceTranslation | null]
    >) {
      await tx
        .delete(serviceTranslations)
        .where(and(eq(serviceTranslations.serviceId, serviceId), eq(serviceTranslations.locale, locale)));
      if (translation) await tx.insert(serviceTranslations).values({ ...translation, serviceId, locale });
    }
  }

  /** Which of these tokens are words of the catalogue. */
  async knownWords(tokens: string[]): Promise<Set<string>> {
    if (tokens.length === 0) return new Set();
    const rows = await this.db
      .select({ word: searchWords.word })
      .from(searchWords)
      .where(inArray(searchWords.word, tokens));
    return new Set(rows.map((r) => r.word));
  }

  /**
   * For each token that is no known word nor the start of one, the known words closest to it
   * by trigram similarity (typo correction). Runs on the small `search_words` table, never on
   * the services. Words and tokens are [a-z] only and at most 24 letters, so the words
   * starting with a token sort between it and it followed by 25 z's (a btree range).
   */
  async similarWords(tokens: string[], perToken: number): Promise<Map<string, string[]>> {
    const result = new Map<string, string[]>(tokens.map((t) => [t, []]));
    if (tokens.length === 0) return result;
    const list = sql.join(
      tokens.map((t) => sql`${t}`),
      sql`, `,
    );
    const rows = await this.db.execute<{ token: string; word: string }>(sql`
      select t.token, w.word
      from unnest(array[${list}]::text[]) as t(token)
      cross join lateral (
        select s.word from ${searchWords} s
        where s.word % t.token
          and not exists (
            select 1 from ${searchWords} p
            where p.word between t.token and t.token || 'zzzzzzzzzzzzzzzzzzzzzzzzz'
          )
        order by similarity(s.word, t.token) desc, s.word
        limit ${perToken}
      ) w`);
    for (const row of rows.rows) result.get(row.token)?.push(row.word);
    return result;
  }

  async addWords(words: string[], tx: DbExecutor = this.db): Promise<void> {
    const unique = [...new Set(words)];
    for (let i = 0; i < unique.length; i += 1000) {
      await tx
        .insert(searchWords)
        .values(unique.slice(i, i + 1000).map((word) => ({ word })))
        .onConflictDoNothing();
    }
  }

  /**
   * Recomputes the review figures of a service from the `reviews` table in one statement
   * (the reviews table is defined by backend/src/reviews/reviews.schema.ts: it must have
   * `service_id` and `star` columns). Run it in the transaction that changed the reviews.
   */
  async recomputeReviewStats(serviceId: string, tx: DbExecutor = this.db) {
    await tx.execute(sql`
      update services set
        average_stars = coalesce((select round(avg(r.star)::numeric, 2) from reviews r where r.service_id = ${serviceId}), 0),
        star_number = (select count(*)::int from reviews r where r.service_id = ${serviceId})
      where id = ${serviceId}`);
  }
}
