import { Injectable } from '@nestjs/common';
import { isTranslatedLocale, Locale, toCents } from '@market/contracts';
import { invalid, notFound } from '../common/domain-error';
import { isUuid } from '../common/ids';
import { AuditActor, AuditService } from '../audit/audit.service';
import { UploadsService } from '../uploads/uploads.service';
import { CatalogCaches, ServicePage } from './catalog-caches';
import { CatalogSearch } from './catalog-search.service';
import {
  CatalogRepository,
  MatchCount,
  ServiceFilter,
  ServiceSnapshot,
  ServiceSort,
} from './catalog.repository';
import { ListServicesQuery, ServiceInputDto, ServiceTranslationsView, ServiceView } from './dto/service.dto';
import {
  inLocale,
  missingTranslations,
  toTranslationBody,
  translationRows,
  translationWords,
} from './service-translations';
import { toServiceRecord } from './service-record';
import { toServiceView, Viewer, withoutPriceQuestions } from './service-views';

export type { Viewer } from './service-views';

export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;

/** What a service's audit events show: what the shop writes, packages (prices) among it. */
const SERVICE_AUDITED = [
  'title',
  'desc',
  'shortTitle',
  'shortDesc',
  'category',
  'subCategory',
  'coverImage',
  'otherImages',
  'features',
  'requirements',
  'extras',
  'extraRevisionPriceCents',
  'packages',
] as const;

const missing = () => notFound('SERVICE.NOT_FOUND', 'Service not found');

/** The catalogue's services: listing and search for everyone, writes for admins and the seed. */
@Injectable()
export class CatalogService {
  constructor(
    private readonly repo: CatalogRepository,
    private readonly caches: CatalogCaches,
    private readonly search: CatalogSearch,
    private readonly uploads: UploadsService,
    private readonly audit: AuditService,
  ) {}

  /** Title and rating (null without reviews) of each of `ids` that exists, by id. */
  async summaries(ids: string[]): Promise<Map<string, { title: string; rating: number | null }>> {
    const rows = await this.repo.summaries([...new Set(ids.filter(isUuid))]);
    return new Map(
      rows.map((row) => [row.id, { title: row.title, rating: row.starNumber > 0 ? row.averageStars : null }]),
    );
  }

  async exists(serviceId: string): Promise<boolean> {
    return isUuid(serviceId) && this.repo.exists(serviceId);
  }

  /** A page of services, cached briefly per query and viewer kind (see CatalogCaches). */
  list(query: ListServicesQuery, viewer: Viewer): Promise<ServicePage> {
    if (!viewer.signedIn) query = withoutPriceQuestions(query);
    const key = `${viewer.signedIn ? 'priced' : 'public'}:${JSON.stringify(query)}`;
    return this.caches.pages.load(key, () => this.loadPage(query, viewer));
  }

  private async loadPage(query: ListServicesQuery, viewer: Viewer): Promise<ServicePage> {
    const limit = Math.min(query.limit ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
    const page = query.page ?? 1;
    const filter: ServiceFilter = {};
    const category = query.category?.trim();
    const subCategory = query.subcategory?.trim();
    if (category) filter.category = category;
    if (subCategory) filter.subCategory = subCategory;
    if (query.minPrice !== undefined) filter.minPriceCents = toCents(query.minPrice);
    if (query.maxPrice !== undefined) filter.maxPriceCents = toCents(query.maxPrice);
    if (query.maxDelivery !== undefined) filter.maxDeliveryDays = query.maxDelivery;
    const search = query.search?.trim();
    const locale: Locale = query.locale ?? 'en';
    if (search) {
      filter.tsQuery = await this.search.toTsQuery(search);
      if (isTranslatedLocale(locale)) {
        const local = await this.search.toLocalTsQuery(search);
        if (local) filter.local = { locale, tsQuery: local };
      }
      // Text with no searchable token (only punctuation) matches nothing.
      if (!filter.tsQuery && !filter.local) return { items: [], total: 0, capped: false };
    }
    const searching = !!(filter.tsQuery || filter.local);
    const sort: ServiceSort = query.sort ?? (searching ? 'relevance' : 'newest');
    // A ranked search counts its matches on the way; other lists are counted alongside.
    const [listed, counted] = await Promise.all([
      this.repo.list(filter, sort, { limit, offset: (page - 1) * limit }),
      sort === 'relevance' ? undefined : this.countMatching(filter),
    ]);
    const count = listed.count ?? counted ?? (await this.countMatching(filter));
    const translations = isTranslatedLocale(locale)
      ? await this.repo.translations(
          listed.rows.map((row) => row.id),
          locale,
        )
      : undefined;
    const items = listed.rows.map((row) =>
      inLocale(toServiceView(row, viewer), locale, translations?.get(row.id)),
    );
    return { items, ...count };
  }

  /** The total for X-Total-Count, cached briefly per filter. */
  private countMatching(filter: ServiceFilter): Promise<MatchCount> {
    return this.caches.counts.load(JSON.stringify(filter), () => this.repo.countMatching(filter));
  }

  async get(id: string, viewer: Viewer, locale: Locale = 'en'): Promise<ServiceView> {
    const row = isUuid(id) ? await this.repo.findByIdWithPackages(id) : undefined;
    if (!row) throw missing();
    const translation = isTranslatedLocale(locale)
      ? (await this.repo.translations([id], locale)).get(id)
      : undefined;
    return inLocale(toServiceView(row, viewer), locale, translation);
  }

  /** Every translation of a service, for its edit form. */
  async translations(id: string): Promise<ServiceTranslationsView> {
    if (!(await this.exists(id))) throw missing();
    const rows = await this.repo.allTranslations([id]);
    return Object.fromEntries(rows.map((row) => [row.locale, toTranslationBody(row)]));
  }

  /** For staff lists: how many languages each of these services lacks a full translation in. */
  async missingTranslations(ids: string[]): Promise<Record<string, number>> {
    const valid = [...new Set(ids.filter(isUuid))];
    const [rows, translations] = await Promise.all([
      Promise.all(valid.map((id) => this.repo.findByIdWithPackages(id))),
      this.repo.allTranslations(valid),
    ]);
    const result: Record<string, number> = {};
    for (const row of rows) {
      if (!row) continue;
      const view = toServiceView(row, { signedIn: true });
      result[row.id] = missingTranslations(
        view,
        translations.filter((t) => t.serviceId === row.id),
      );
    }
    return result;
  }

  count(): Promise<number> {
    return this.repo.count();
  }

  /** A batch of the sitemap's service entries (id order); see CatalogRepository.sitemapBatch. */
  sitemapBatch(from: { afterId: string } | { offset: number }, limit: number) {
    return this.repo.sitemapBatch(from, limit);
  }

  /** A staff member's new service; the actor is recorded in the audit log (and is its seller). */
  async create(input: ServiceInputDto, actor: AuditActor & { id: string }): Promise<ServiceView> {
    const record = toServiceRecord(input, actor.id);
    await this.assertOwnMedia(input);
    const [row] = await this.repo.insertMany(
      [
        {
          ...record,
          words: [...record.words, ...translationWords(input.translations)],
          translations: translationRows(input.translations),
        },
      ],
      this.recorded(actor, 'service.create'),
    );
    this.caches.clear();
    return this.get(row.id, { signedIn: true });
  }

  /** Replaces a service with the input; the seller stays the one who created it. */
  async update(id: string, input: ServiceInputDto, actor?: AuditActor): Promise<ServiceView> {
    const existing = isUuid(id) ? await this.repo.findById(id) : undefined;
    if (!existing) throw missing();
    const { service, packages, words } = toServiceRecord(input, existing.userId);
    await this.assertOwnMedia(input);
    const replaced = await this.repo.replace(
      id,
      service,
      packages,
      [...words, ...translationWords(input.translations)],
      actor && this.recorded(actor, 'service.update'),
      translationRows(input.translations),
    );
    this.caches.clear();
    if (!replaced) throw missing();
    return this.get(id, { signedIn: true });
  }

  async delete(id: string, actor?: AuditActor): Promise<void> {
    if (!isUuid(id) || !(await this.repo.delete(id, actor && this.recorded(actor, 'service.delete')))) {
      throw missing();
    }
    this.caches.clear();
  }

  /** Bulk insert for demo and bench data: the same record building as create, many per transaction. */
  async insertMany(
    inputs: Array<{ input: ServiceInputDto; sellerId: string }>,
    options: { trustMedia?: boolean } = {},
  ) {
    const records = inputs.map(({ input, sellerId }) => {
      const record = toServiceRecord(input, sellerId);
      return {
        ...record,
        words: [...record.words, ...translationWords(input.translations)],
        translations: translationRows(input.translations),
      };
    });
    if (!options.trustMedia) for (const { input } of inputs) await this.assertOwnMedia(input);
    const rows = await this.repo.insertMany(records);
    this.caches.clear();
    return rows;
  }

  /** For the demo seed: whether a service of that exact title exists. */
  titleExists(title: string): Promise<boolean> {
    return this.repo.titleExists(title);
  }

  private recorded(actor: AuditActor, action: string) {
    return this.audit.changes<ServiceSnapshot>(actor, action, 'service', SERVICE_AUDITED);
  }

  /** Media must be stored on this site (checked after toServiceRecord's rules, in the storage). */
  private async assertOwnMedia(input: ServiceInputDto): Promise<void> {
    if (!(await this.uploads.isOwnUploadUrl(input.coverImage))) {
      throw invalid('SERVICE.FOREIGN_MEDIA', 'Cover image must be a file uploaded to this site');
    }
    const own = await Promise.all((input.otherImages ?? []).map((url) => this.uploads.isOwnUploadUrl(url)));
    if (own.includes(false)) {
      throw invalid('SERVICE.FOREIGN_MEDIA', 'Other images must be files uploaded to this site');
    }
  }
}
