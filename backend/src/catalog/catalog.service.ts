import { Injectable } from '@nestjs/common';
import {
  CATEGORY_NAMES,
  effectivePrice,
  fromCents,
  isCategory,
  isSubcategoryOf,
  PackageName,
  PACKAGE_NAMES,
  subcategoryName,
  toCents,
} from '@market/contracts';
import { invalid, notFound } from '../common/domain-error';
import { isUuid } from '../common/ids';
import { UploadsService } from '../uploads/uploads.service';
import {
  CatalogRepository,
  DbExecutor,
  NewPackage,
  NewService,
  ServiceFilter,
  ServiceListRow,
  ServiceSort,
} from './catalog.repository';
import { ServicePackageRow } from './catalog.schema';
import { ListServicesQuery, PackageView, ServiceInputDto, ServiceView } from './dto/service.dto';
import { buildTsQuery, catalogueWords, searchTokens, tokensToCorrect } from './search-text';

export interface PackageForPurchase {
  serviceId: string;
  title: string;
  packageName: PackageName;
  /** What the buyer pays: the sale price when above 0, else the regular price. */
  priceCents: number;
}

export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;
/** Close known words tried per query token when correcting typos. */
const CORRECTIONS_PER_TOKEN = 3;

const COUNT_TTL_MS = 10_000;
const COUNT_CACHE_SIZE = 500;
const LIST_TTL_MS = 5_000;
const LIST_CACHE_SIZE = 300;

/** Who is looking: visitors get packages without prices. */
export interface Viewer {
  signedIn: boolean;
}

@Injectable()
export class CatalogService {
  private readonly counts = new Map<string, { total: number; expires: number }>();
  private readonly pages = new Map<
    string,
    { value: { items: ServiceView[]; total: number }; expires: number }
  >();

  constructor(
    private readonly repo: CatalogRepository,
    private readonly uploads: UploadsService,
  ) {
    uploads.addReferenceSource(() => repo.mediaUrls());
  }

  /**
   * The server's price of one package of a service, for checkout. `packageName` is matched
   * case-insensitively ('Basic' or 'basic'); undefined when the service or package is unknown.
   */
  async findPackageForPurchase(
    serviceId: string,
    packageName: string,
  ): Promise<PackageForPurchase | undefined> {
    const name = typeof packageName === 'string' ? packageName.trim().toLowerCase() : '';
    if (!isUuid(serviceId) || !(PACKAGE_NAMES as readonly string[]).includes(name)) return undefined;
    const row = await this.repo.findPackage(serviceId, name);
    if (!row) return undefined;
    return {
      serviceId: row.serviceId,
      title: row.title,
      packageName: row.name,
      priceCents: effectivePrice({ regularPrice: row.regularPriceCents, salePrice: row.salePriceCents }),
    };
  }

  async exists(serviceId: string): Promise<boolean> {
    return isUuid(serviceId) && this.repo.exists(serviceId);
  }

  /**
   * For the reviews code: after inserting or deleting a review, call this inside the same
   * transaction (`tx`) so `averageStars`/`starNumber` always match the reviews table.
   * Reads `reviews(service_id, star)`.
   */
  async recomputeReviewStats(serviceId: string, tx?: DbExecutor): Promise<void> {
    if (isUuid(serviceId)) await this.repo.recomputeReviewStats(serviceId, tx);
    this.forgetCached();
  }

  /** Sets the review figures directly (when the caller computed them itself). */
  async setReviewStats(
    serviceId: string,
    averageStars: number,
    starNumber: number,
    tx?: DbExecutor,
  ): Promise<void> {
    if (isUuid(serviceId)) await this.repo.setReviewStats(serviceId, averageStars, starNumber, tx);
    this.forgetCached();
  }

  /**
   * A page of services. Pages are cached for a few seconds per query and viewer kind (with
   * or without prices): category pages and popular searches are asked for far more often
   * than the catalogue changes. This process's writes clear the cache at once; other API
   * processes show a change within LIST_TTL_MS.
   */
  async list(query: ListServicesQuery, viewer: Viewer): Promise<{ items: ServiceView[]; total: number }> {
    if (!viewer.signedIn) query = withoutPriceQuestions(query);
    const key = `${viewer.signedIn ? 'priced' : 'public'}:${JSON.stringify(query)}`;
    const cached = this.pages.get(key);
    if (cached && cached.expires > Date.now()) return cached.value;
    const value = await this.loadPage(query, viewer);
    if (this.pages.size >= LIST_CACHE_SIZE) this.pages.delete(this.pages.keys().next().value as string);
    this.pages.set(key, { value, expires: Date.now() + LIST_TTL_MS });
    return value;
  }

  private async loadPage(
    query: ListServicesQuery,
    viewer: Viewer,
  ): Promise<{ items: ServiceView[]; total: number }> {
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
    if (search) {
      filter.tsQuery = await this.toTsQuery(search);
      // Text with no searchable token (only punctuation) matches nothing.
      if (!filter.tsQuery) return { items: [], total: 0 };
    }
    const sort: ServiceSort = query.sort ?? (filter.tsQuery ? 'relevance' : 'newest');
    const [rows, total] = await Promise.all([
      this.repo.list(filter, sort, { limit, offset: (page - 1) * limit }),
      this.countMatching(filter),
    ]);
    return { items: await this.views(rows, viewer), total };
  }

  /**
   * Totals for X-Total-Count, cached briefly per filter: counting a whole category or a broad
   * search costs far more than the page itself. This process's writes clear the cache; other
   * API processes see a change within COUNT_TTL_MS.
   */
  private async countMatching(filter: ServiceFilter): Promise<number> {
    const key = JSON.stringify(filter);
    const cached = this.counts.get(key);
    if (cached && cached.expires > Date.now()) return cached.total;
    const total = await this.repo.countMatching(filter);
    if (this.counts.size >= COUNT_CACHE_SIZE) this.counts.delete(this.counts.keys().next().value as string);
    this.counts.set(key, { total, expires: Date.now() + COUNT_TTL_MS });
    return total;
  }

  async get(id: string, viewer: Viewer): Promise<ServiceView> {
    const row = isUuid(id) ? await this.repo.findById(id) : undefined;
    if (!row) throw this.missing();
    const [view] = await this.views([row], viewer);
    return view;
  }

  count(): Promise<number> {
    return this.repo.count();
  }

  /** A batch of the sitemap's service entries (id order); see CatalogRepository.sitemapBatch. */
  sitemapBatch(from: { afterId: string } | { offset: number }, limit: number) {
    return this.repo.sitemapBatch(from, limit);
  }

  async create(input: ServiceInputDto, sellerId: string): Promise<ServiceView> {
    const { service, packages, words } = this.toRecord(input, sellerId);
    await this.assertOwnMedia(input);
    const [row] = await this.repo.insertMany([{ service, packages, words }]);
    this.forgetCached();
    const [view] = await this.views([row], { signedIn: true });
    return view;
  }

  /** Replaces a service with the input; the seller stays the one who created it. */
  async update(id: string, input: ServiceInputDto): Promise<ServiceView> {
    const existing = isUuid(id) ? await this.repo.findById(id) : undefined;
    if (!existing) throw this.missing();
    const { service, packages, words } = this.toRecord(input, existing.userId);
    await this.assertOwnMedia(input);
    const row = await this.repo.replace(id, service, packages, words);
    this.forgetCached();
    if (!row) throw this.missing();
    const [view] = await this.views([row], { signedIn: true });
    return view;
  }

  async delete(id: string): Promise<void> {
    if (!isUuid(id) || !(await this.repo.delete(id))) throw this.missing();
    this.forgetCached();
  }

  /** Bulk insert for demo and bench data: the same record building as create, many per transaction. */
  async insertMany(
    inputs: Array<{ input: ServiceInputDto; sellerId: string }>,
    options: { trustMedia?: boolean } = {},
  ) {
    const records = inputs.map(({ input, sellerId }) => this.toRecord(input, sellerId));
    if (!options.trustMedia) for (const { input } of inputs) await this.assertOwnMedia(input);
    const rows = await this.repo.insertMany(records);
    this.forgetCached();
    return rows;
  }

  /** For the demo seed: whether a service of that exact title exists. */
  titleExists(title: string): Promise<boolean> {
    return this.repo.titleExists(title);
  }

  countByCategory(category: string): Promise<number> {
    return this.repo.countByCategory(category);
  }

  /** Media must be stored on this site (checked after toRecord's rules, in the storage). */
  private async assertOwnMedia(input: ServiceInputDto): Promise<void> {
    if (!(await this.uploads.isOwnUploadUrl(input.coverImage))) {
      throw invalid('SERVICE.FOREIGN_MEDIA', 'Cover image must be a file uploaded to this site');
    }
    const own = await Promise.all((input.otherImages ?? []).map((url) => this.uploads.isOwnUploadUrl(url)));
    if (own.includes(false)) {
      throw invalid('SERVICE.FOREIGN_MEDIA', 'Other images must be files uploaded to this site');
    }
  }

  /** Rules the DTO cannot see: the subcategory's category (media: assertOwnMedia). */
  private toRecord(input: ServiceInputDto, sellerId: string) {
    if (!isCategory(input.category)) {
      throw invalid('SERVICE.BAD_CATEGORY', 'Category must be one of the six categories');
    }
    if (!isSubcategoryOf(input.category, input.subCategory)) {
      throw invalid('SERVICE.BAD_SUBCATEGORY', 'Subcategory does not belong to the category');
    }
    const otherImages = input.otherImages ?? [];
    const byName = new Map(input.packages.map((p) => [p.name, p]));
    const packages: NewPackage[] = PACKAGE_NAMES.map((name, position) => {
      const p = byName.get(name)!;
      return {
        name,
        position,
        desc: p.desc,
        deliveryTime: p.deliveryTime,
        revisionNumber: p.revisionNumber,
        regularPriceCents: toCents(p.regularPrice),
        salePriceCents: toCents(p.salePrice),
      };
    });
    const basic = packages[0];
    const features = input.features ?? [];
    const service: NewService = {
      userId: sellerId,
      title: input.title,
      desc: input.desc,
      shortTitle: input.shortTitle,
      shortDesc: input.shortDesc,
      category: input.category,
      subCategory: input.subCategory,
      coverImage: input.coverImage,
      otherImages,
      features,
      startingPriceCents: effectivePrice({
        regularPrice: basic.regularPriceCents,
        salePrice: basic.salePriceCents,
      }),
      fastestDeliveryDays: Math.min(...packages.map((p) => p.deliveryTime)),
    };
    const words = catalogueWords(
      input.title,
      input.shortTitle,
      input.shortDesc,
      input.desc,
      features.join(' '),
      CATEGORY_NAMES[input.category],
      subcategoryName(input.subCategory),
    );
    return { service, packages, words };
  }

  /** Search text → a to_tsquery expression with prefixes and typo corrections from the catalogue's words. */
  private async toTsQuery(text: string): Promise<string | undefined> {
    const tokens = searchTokens(text);
    if (tokens.length === 0) return undefined;
    const known = await this.repo.knownWords(tokens);
    const unknown = tokens.filter((t) => !known.has(t));
    const corrections = await this.repo.similarWords(tokensToCorrect(unknown), CORRECTIONS_PER_TOKEN);
    return buildTsQuery(tokens, known, corrections);
  }

  private async views(rows: ServiceListRow[], viewer: Viewer): Promise<ServiceView[]> {
    const packages = await this.repo.packagesOf(rows.map((r) => r.id));
    const byService = new Map<string, ServicePackageRow[]>();
    for (const p of packages) {
      const list = byService.get(p.serviceId) ?? [];
      list.push(p);
      byService.set(p.serviceId, list);
    }
    return rows.map((row) => ({
      _id: row.id,
      title: row.title,
      userId: row.userId,
      desc: row.desc,
      description: row.desc,
      shortTitle: row.shortTitle,
      shortDesc: row.shortDesc,
      category: row.category,
      subCategory: row.subCategory,
      coverImage: row.coverImage,
      otherImages: row.otherImages,
      features: row.features,
      averageStars: Number(row.averageStars),
      starNumber: row.starNumber,
      packages: (byService.get(row.id) ?? []).map((p) => toPackageView(p, viewer)),
      createdAt: row.createdAt.toISOString(),
    }));
  }

  private forgetCached() {
    this.counts.clear();
    this.pages.clear();
  }

  private missing() {
    return notFound('SERVICE.NOT_FOUND', 'Service not found');
  }
}

/** Prices are for signed-in users only: a visitor's package has no regularPrice/salePrice. */
function toPackageView(p: ServicePackageRow, viewer: Viewer): PackageView {
  const view: PackageView = {
    name: p.name,
    desc: p.desc,
    deliveryTime: p.deliveryTime,
    revisionNumber: p.revisionNumber,
  };
  if (viewer.signedIn) {
    view.regularPrice = fromCents(p.regularPriceCents);
    view.salePrice = fromCents(p.salePriceCents);
  }
  return view;
}

/** Prices are hidden from visitors, so a visitor may not filter or sort by them (that would reveal them). */
function withoutPriceQuestions(query: ListServicesQuery): ListServicesQuery {
  const bySort = query.sort === 'price' || query.sort === 'price_desc';
  return { ...query, minPrice: undefined, maxPrice: undefined, sort: bySort ? undefined : query.sort };
}
