import { Injectable } from '@nestjs/common';
import { invalid, notFound } from '../common/domain-error';
import { isUuid } from '../common/ids';
import { AuditActor, AuditService } from '../audit/audit.service';
import { UploadsService } from '../uploads/uploads.service';
import { ContentRepository, NewBlog, NewGallery } from './content.repository';
import { BlogRow, GalleryRow } from './content.schema';
import { BlogView, GalleryView } from './dto/content.dto';

export const DEFAULT_CONTENT_PAGE = 50;

/** What audit events show of a blog and of a gallery item. */
const BLOG_AUDITED = ['title', 'description', 'images'] as const;
const GALLERY_AUDITED = ['imageTitle', 'category', 'imageUrl'] as const;

/** A staff member's change, and who made it (absent for seeding, which is not audited). */
interface Options {
  trustMedia?: boolean;
  actor?: AuditActor;
}

function toBlogView(row: BlogRow): BlogView {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    images: row.images,
    createdAt: row.createdAt.toISOString(),
  };
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

  async listBlogs(page = 1, limit = DEFAULT_CONTENT_PAGE): Promise<{ items: BlogView[]; total: number }> {
    const { rows, total } = await this.repo.listBlogs({ limit, offset: (page - 1) * limit });
    return { items: rows.map(toBlogView), total };
  }

  async getBlog(id: string): Promise<BlogView> {
    const row = isUuid(id) ? await this.repo.findBlog(id) : undefined;
    if (!row) throw this.blogMissing();
    return toBlogView(row);
  }

  async createBlog(input: NewBlog, options: Options = {}): Promise<BlogView> {
    if (!options.trustMedia) await this.checkMedia(input.images);
    return toBlogView(await this.repo.insertBlog(input, this.blogChange(options.actor, 'blog.create')));
  }

  async updateBlog(id: string, input: Partial<NewBlog>, actor?: AuditActor): Promise<BlogView> {
    if (!isUuid(id)) throw this.blogMissing();
    if (input.images) await this.checkMedia(input.images);
    const row = await this.repo.updateBlog(id, input, this.blogChange(actor, 'blog.update'));
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
