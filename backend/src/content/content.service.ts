import { Injectable } from '@nestjs/common';
import { invalid, notFound } from '../common/domain-error';
import { isUuid } from '../common/ids';
import { UploadsService } from '../uploads/uploads.service';
import { ContentRepository, NewBlog, NewGallery } from './content.repository';
import { BlogRow, GalleryRow } from './content.schema';
import { BlogView, GalleryView } from './dto/content.dto';

export const DEFAULT_CONTENT_PAGE = 50;

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

  async createBlog(input: NewBlog, options: { trustMedia?: boolean } = {}): Promise<BlogView> {
    if (!options.trustMedia) await this.checkMedia(input.images);
    return toBlogView(await this.repo.insertBlog(input));
  }

  async updateBlog(id: string, input: Partial<NewBlog>): Promise<BlogView> {
    if (!isUuid(id)) throw this.blogMissing();
    if (input.images) await this.checkMedia(input.images);
    const row = await this.repo.updateBlog(id, input);
    if (!row) throw this.blogMissing();
    return toBlogView(row);
  }

  async deleteBlog(id: string): Promise<void> {
    if (!isUuid(id) || !(await this.repo.deleteBlog(id))) throw this.blogMissing();
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

  async createGallery(input: NewGallery, options: { trustMedia?: boolean } = {}): Promise<GalleryView> {
    if (!options.trustMedia) await this.checkMedia([input.imageUrl]);
    return toGalleryView(await this.repo.insertGallery(input));
  }

  async deleteGallery(id: string): Promise<void> {
    if (!isUuid(id) || !(await this.repo.deleteGallery(id))) {
      throw notFound('GALLERY.NOT_FOUND', 'Gallery item not found');
    }
  }

  private async checkMedia(urls: string[]) {
    const own = await Promise.all(urls.map((url) => this.uploads.isOwnUploadUrl(url)));
    if (own.includes(false)) {
      throw invalid('CONTENT.FOREIGN_MEDIA', 'Images must be files uploaded to this site');
    }
  }

  private blogMissing() {
    return notFound('BLOG.NOT_FOUND', 'Blog not found');
  }
}
