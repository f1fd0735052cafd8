import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Access, CurrentUser, SessionUser } from '../common/access.decorator';
import { Permission } from '../auth/permission.decorator';
import { blogTranslationRows, ContentService } from './content.service';
import {
  BlogView,
  CreateBlogDto,
  CreateGalleryDto,
  GalleryQuery,
  GalleryView,
  BlogListQuery,
  BlogQuery,
  BlogTranslationsView,
  UpdateBlogDto,
} from './dto/content.dto';
import { MessageAnswer } from '../common/api-docs';

const TOTAL_HEADER = {
  'X-Total-Count': { description: 'Items in all pages', schema: { type: 'integer' as const } },
};

function setTotal(reply: FastifyReply, total: number) {
  void reply.header('X-Total-Count', String(total)).header('Access-Control-Expose-Headers', 'X-Total-Count');
}

@ApiTags('blogs')
@Controller('blogs')
export class BlogsController {
  constructor(private readonly content: ContentService) {}

  @Get()
  @Access('public')
  @ApiOkResponse({ type: [BlogView], headers: TOTAL_HEADER })
  async list(
    @Query() query: BlogListQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<BlogView[]> {
    const { items, total } = await this.content.listBlogs(query.page, query.limit, {
      locale: query.locale,
      missingTranslations: query.missingTranslations === 'true',
    });
    setTotal(reply, total);
    return items;
  }

  @Get(':id')
  @Access('public')
  @ApiOkResponse({ type: BlogView })
  get(@Param('id') id: string, @Query() query: BlogQuery): Promise<BlogView> {
    return this.content.getBlog(id, query.locale);
  }

  /** A blog's texts in every other language, for its edit form. */
  @Get(':id/translations')
  @Permission('content.write')
  @ApiOkResponse({ type: BlogTranslationsView })
  @ApiResponse({ status: 404, description: 'No such blog' })
  translations(@Param('id') id: string): Promise<BlogTranslationsView> {
    return this.content.blogTranslations(id);
  }

  @Post()
  @Permission('content.write')
  @ApiResponse({ status: 201, type: BlogView })
  create(@Body() dto: CreateBlogDto, @CurrentUser() user: SessionUser): Promise<BlogView> {
    return this.content.createBlog(
      { title: dto.title, description: dto.description, images: dto.images },
      { actor: user },
      blogTranslationRows(dto.translations),
    );
  }

  @Put(':id')
  @Permission('content.write')
  @ApiOkResponse({ type: BlogView })
  update(
    @Param('id') id: string,
    @Body() dto: UpdateBlogDto,
    @CurrentUser() user: SessionUser,
  ): Promise<BlogView> {
    return this.content.updateBlog(
      id,
      { title: dto.title, description: dto.description, images: dto.images },
      user,
      blogTranslationRows(dto.translations),
    );
  }

  @Delete(':id')
  @Permission('content.write')
  @HttpCode(200)
  @ApiOkResponse({ type: MessageAnswer })
  async delete(@Param('id') id: string, @CurrentUser() user: SessionUser): Promise<{ message: string }> {
    await this.content.deleteBlog(id, user);
    return { message: 'Blog deleted' };
  }
}

@ApiTags('galleries')
@Controller('galleries')
export class GalleriesController {
  constructor(private readonly content: ContentService) {}

  @Get()
  @Access('public')
  @ApiOkResponse({ type: [GalleryView], headers: TOTAL_HEADER })
  async list(
    @Query() query: GalleryQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<GalleryView[]> {
    const { items, total } = await this.content.listGalleries(query.category, query.page, query.limit);
    setTotal(reply, total);
    return items;
  }

  @Post()
  @Permission('content.write')
  @ApiResponse({ status: 201, type: GalleryView })
  create(@Body() dto: CreateGalleryDto, @CurrentUser() user: SessionUser): Promise<GalleryView> {
    return this.content.createGallery(
      { imageTitle: dto.imageTitle, category: dto.category, imageUrl: dto.imageUrl },
      { actor: user },
    );
  }

  @Delete(':id')
  @Permission('content.write')
  @HttpCode(200)
  @ApiOkResponse({ type: MessageAnswer })
  async delete(@Param('id') id: string, @CurrentUser() user: SessionUser): Promise<{ message: string }> {
    await this.content.deleteGallery(id, user);
    return { message: 'Gallery item deleted' };
  }
}
