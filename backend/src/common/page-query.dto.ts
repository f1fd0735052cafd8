import { Type as NestType } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

export interface PageQueryFields {
  page?: number;
  limit?: number;
}

/**
 * `?page=&limit=` of a list endpoint, with that list's default and maximum page size:
 * `class OrdersQuery extends PageQuery({ defaultLimit: 100, maxLimit: 500 }) {}`.
 */
export function PageQuery(sizes: { defaultLimit: number; maxLimit: number }): NestType<PageQueryFields> {
  class PageQueryDto implements PageQueryFields {
    @ApiPropertyOptional({ minimum: 1, maximum: 10_000, default: 1 })
    @IsOptional()
    @Type(() => Number)
    @Max(10_000, { message: 'page must be at most 10000' })
    @Min(1, { message: 'page must be at least 1' })
    @IsInt({ message: 'page must be a whole number' })
    page?: number;

    @ApiPropertyOptional({ minimum: 1, maximum: sizes.maxLimit, default: sizes.defaultLimit })
    @IsOptional()
    @Type(() => Number)
    @Max(sizes.maxLimit, { message: `limit must be at most ${sizes.maxLimit}` })
    @Min(1, { message: 'limit must be at least 1' })
    @IsInt({ message: 'limit must be a whole number' })
    limit?: number;
  }
  return PageQueryDto;
}
