import { Injectable } from '@nestjs/common';
import { isTranslatedLocale, Locale, TRANSLATED_LOCALES } from '@market/contracts';
import { invalid, notFound } from '../common/domain-error';
import { isUuid } from '../common/ids';
import { AuditActor, AuditService } from '../audit/audit.service';
import { UploadsService } from '../uploads/uploads.service';
import { BlogTranslations, ContentRepository, NewBlog, NewGallery } from './content.repository';
import { BlogRow, BlogTranslationRow, GalleryRow } from './content.schema';
import { BlogTranslationsDto, BlogTranslationsView, BlogView, GalleryView } from './dto/content.dto';

export const DEFAULT_CONTENT_PAGE = 50;

/** What audit events show of a blog and of a gallery item. */
const BLOG_AUDITED = ['title', 'description', 'images'] as const;
const GALLERY_AUDITED = ['imageTitle', 'category', 'imageUrl'] as const;

/** A staff member's change, and who made it (absent for seeding, which is not audited). */
interface Options {
  trustMedia?: boolean;
  actor?: AuditActor;
}

/** A blog as the wire shows it, in a language: each text translated where it is, else English. */
function toBlogView(row: BlogRow, locale: Locale = 'en', translation?: BlogTranslationRow): BlogView {
  const english = locale === 'en';
  return {
    _id: row.id,
    title: translation?.title ?? row.title,
    description: translation?.description ?? row.description,
    images: row.images,
    createdAt: row.createdAt.toISOString(),
    locale,
    translated: {
      title: english || !!translation?.title,
      description: english || !!translation?.description,
    },
  };
}

/** The body's translations as rows by language; undefined when none were sent. */
export function blogTranslationRows(input: BlogTranslationsDto | undefined): BlogTranslations | undefined {
  if (!input) return undefined;
  const rows: BlogTranslations = {};
  for (const locale of TRANSLATED_LOCALES) {
    const given = input[locale];
    if (given === undefined) continue;
    rows[locale] =
      given === null ? null : { title: given.title ?? null, description: given.description ?? null };
  }
  return rows;
}

/** How many of the other languages lack a title or a text. */
function missingOf(rows: BlogTranslationRow[]): number {
  return TRANSLATED_LOCALES.filter((locale) => {
    const row = rows.find((r) => r.locale === locale);
    return !row?.title || !row.description;
  }).length;
}

function toGalleryView(row: GalleryRow): GalleryView {
  return {
    _id: row.id,
    imageTitle: row.imageTitle,
    title: row.imageTitle,
    category: row.category,
    imageUrl: row.imageUrl,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Blogs and gallery items: plain CRUD, with media limited to this site's uploads. */
@Injectable()
export class ContentService {
  constructor(
    private readonly repo: ContentRepository,
    private readonly uploads: UploadsService,
    private readonly audit: AuditService,
  ) {}

  async listBlogs(
    page = 1,
    limit = DEFAULT_CONTENT_PAGE,
    options: { locale?: Locale; missingTranslations?: boolean } = {},
  ): Promise<{ items: BlogView[]; total: number }> {
    const { rows, total } = await this.repo.listBlogs({ limit, offset: (page - 1) * limit });
    const locale = options.locale ?? 'en';
    const wanted = options.missingTranslations || isTranslatedLocale(locale);
    const translations = wanted ? await this.repo.translations(rows.map((row) => row.id)) : [];
    const items = rows.map((row) => {
      const own = translations.filter((t) => t.blogId === row.id);
      const view = toBlogView(
        row,
        locale,
        own.find((t) => t.locale === locale),
      );
      if (options.missingTranslations) view.missingTranslations = missingOf(own);
      return view;
    });
    return { items, total };
  }

  async getBlog(id: string, locale: Locale = 'en'): Promise<BlogView> {
    const row = isUuid(id) ? await this.repo.findBlog(id) : undefined;
    if (!row) throw this.blogMissing();
    const [translation] = isTranslatedLocale(locale) ? await this.repo.translations([id], locale) : [];
    return toBlogView(row, locale, translation);
  }

  /** Every translation of a blog, for its edit form. */
  async blogTranslations(id: string): Promise<BlogTranslationsView> {
    const row = isUuid(id) ? await this.repo.findBlog(id) : undefined;
    if (!row) throw this.blogMissing();
    const rows = await this.repo.translations([id]);
    return Object.fromEntries(
      rows.map((t) => [
        t.locale,
        { ...(t.title ? { title: t.title } : {}), ...(t.description ? { description: t.description } : {}) },
      ]),
    );
  }

  async createBlog(
    input: NewBlog,
    options: Options = {},
    translations?: BlogTranslations,
  ): Promise<BlogView> {
    if (!options.trustMedia) await this.checkMedia(input.images);
    const row = await this.repo.insertBlog(
      input,
      this.blogChange(options.actor, 'blog.create'),
      translations,
    );
    return toBlogView(row);
  }

  async updateBlog(
    id: string,
    input: Partial<NewBlog>,
    actor?: AuditActor,
    translations?: BlogTranslations,
  ): Promise<BlogView> {
    if (!isUuid(id)) throw this.blogMissing();
    if (input.images) await this.checkMedia(input.images);
    const row = await this.repo.updateBlog(id, input, this.blogChange(actor, 'blog.update'), translations);
    if (!row) throw this.blogMissing();
    return toBlogView(row);
  }

  async deleteBlog(id: string, actor?: AuditActor): Promise<void> {
    if (!isUuid(id) || !(await this.repo.deleteBlog(id, this.blogChange(actor, 'blog.delete')))) {
      throw this.blogMissing();
    }
  }

  countBlogs(): Promise<number> {
    return this.repo.countBlogs();
  }

  /** A batch of the sitemap's blog entries (id order). */
  blogSitemapBatch(from: { afterId: string } | { offset: number }, limit: number) {
    return this.repo.blogSitemapBatch(from, limit);
  }

  /** For the demo seed: whether a blog of that title exists already. */
  async blogTitled(title: string): Promise<boolean> {
    return (await this.repo.findBlogByTitle(title)) !== undefined;
  }

  async listGalleries(
    category: string | undefined,
    page = 1,
    limit = DEFAULT_CONTENT_PAGE,
  ): Promise<{ items: GalleryView[]; total: number }> {
    const { rows, total } = await this.repo.listGalleries(category?.trim() || undefined, {
      limit,
      offset: (page - 1) * limit,
    });
    return { items: rows.map(toGalleryView), total };
  }

  countGalleries(): Promise<number> {
    return this.repo.countGalleries();
  }

  async createGallery(input: NewGallery, options: Options = {}): Promise<GalleryView> {
    if (!options.trustMedia) await this.checkMedia([input.imageUrl]);
    return toGalleryView(
      await this.repo.insertGallery(input, this.galleryChange(options.actor, 'gallery.create')),
    );
  }

  async deleteGallery(id: string, actor?: AuditActor): Promise<void> {
    if (!isUuid(id) || !(await this.repo.deleteGallery(id, this.galleryChange(actor, 'gallery.delete')))) {
      throw notFound('GALLERY.NOT_FOUND', 'Gallery item not found');
    }
  }

  private async checkMedia(urls: string[]) {
    const own = await Promise.all(urls.map((url) => this.uploads.isOwnUploadUrl(url)));
    if (own.includes(false)) {
      throw invalid('CONTENT.FOREIGN_MEDIA', 'Images must be files uploaded to this site');
    }
  }

  private blogChange(actor: AuditActor | undefined, action: string) {
    return actor && this.audit.changes<BlogRow>(actor, action, 'blog', BLOG_AUDITED);
  }

  private galleryChange(actor: AuditActor | undefined, action: string) {
    return actor && this.audit.changes<GalleryRow>(actor, action, 'gallery', GALLERY_AUDITED);
  }

  private blogMissing() {
    return notFound('BLOG.NOT_FOUND', 'Blog not found');
  }
}
