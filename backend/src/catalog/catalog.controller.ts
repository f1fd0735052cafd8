import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Access, CurrentUser, SessionUser } from '../common/access.decorator';
import { Permission } from '../auth/permission.decorator';
import { RANK_CANDIDATES } from './catalog.repository';
import { CatalogService } from './catalog.service';
import {
  ListServicesQuery,
  LocaleQuery,
  MissingTranslationsQuery,
  ServiceCountView,
  ServiceInputDto,
  ServiceTranslationsView,
  ServiceView,
} from './dto/service.dto';
import { MessageAnswer } from '../common/api-docs';

@ApiTags('services')
@Controller('services')
export class CatalogController {
  constructor(private readonly catalog: CatalogService) {}

  /** A page of services (default 24, at most 100); the total is in X-Total-Count. Prices only for signed-in users. */
  @Get()
  @Access('public')
  @ApiOkResponse({
    type: [ServiceView],
    headers: {
      'X-Total-Count': {
        description: `Services matching the filters; a search counts up to ${RANK_CANDIDATES}`,
        schema: { type: 'integer' },
      },
      'X-Total-Count-Capped': {
        description: `"true" when a search matched more than ${RANK_CANDIDATES} (its X-Total-Count)`,
        schema: { type: 'string', enum: ['true'] },
      },
    },
  })
  async list(
    @Query() query: ListServicesQuery,
    @CurrentUser() user: SessionUser | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ServiceView[]> {
    const { items, total, capped } = await this.catalog.list(query, { signedIn: !!user });
    void reply
      .header('X-Total-Count', String(total))
      .header('Access-Control-Expose-Headers', 'X-Total-Count, X-Total-Count-Capped');
    if (capped) void reply.header('X-Total-Count-Capped', 'true');
    return items;
  }

  @Get('count')
  @Permission('orders.read')
  @ApiOkResponse({ type: ServiceCountView })
  async count(): Promise<ServiceCountView> {
    return { totalServices: await this.catalog.count() };
  }

  @Get('single-service/:id')
  @Access('public')
  @ApiOkResponse({ type: ServiceView })
  @ApiResponse({ status: 404, description: 'No such service' })
  get(
    @Param('id') id: string,
    @Query() query: LocaleQuery,
    @CurrentUser() user: SessionUser | undefined,
  ): Promise<ServiceView> {
    return this.catalog.get(id, { signedIn: !!user }, query.locale);
  }

  /** Staff lists: per service id, how many of de, es, fr, ar lack a full translation. */
  @Get('missing-translations')
  @Permission('catalog.write')
  @ApiOkResponse({
    schema: { type: 'object', additionalProperties: { type: 'integer' } },
    description: 'Service id → number of languages missing',
  })
  missingTranslations(@Query() query: MissingTranslationsQuery): Promise<Record<string, number>> {
    return this.catalog.missingTranslations(query.ids);
  }

  /** A service's texts in every other language, for its edit form. */
  @Get(':id/translations')
  @Permission('catalog.write')
  @ApiOkResponse({ type: ServiceTranslationsView })
  @ApiResponse({ status: 404, description: 'No such service' })
  translations(@Param('id') id: string): Promise<ServiceTranslationsView> {
    return this.catalog.translations(id);
  }

  @Post()
  @Permission('catalog.write')
  @ApiResponse({ status: 201, type: ServiceView })
  create(@Body() dto: ServiceInputDto, @CurrentUser() user: SessionUser): Promise<ServiceView> {
    return this.catalog.create(dto, user);
  }

  @Put(':id')
  @Permission('catalog.write')
  @ApiOkResponse({ type: ServiceView })
  update(
    @Param('id') id: string,
    @Body() dto: ServiceInputDto,
    @CurrentUser() user: SessionUser,
  ): Promise<ServiceView> {
    return this.catalog.update(id, dto, user);
  }

  @Delete(':id')
  @Permission('catalog.write')
  @HttpCode(200)
  @ApiOkResponse({ type: MessageAnswer })
  async delete(@Param('id') id: string, @CurrentUser() user: SessionUser): Promise<{ message: string }> {
    await this.catalog.delete(id, user);
    return { message: 'Service deleted' };
  }
}
