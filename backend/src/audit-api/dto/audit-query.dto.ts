import { ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { IsDateString, IsOptional, IsUUID, Matches, MaxLength } from 'class-validator';
import { PageQuery } from '../../common/page-query.dto';

/** `?from=&to=`: ISO dates or times (a bare day is its midnight, UTC). */
export class AuditPeriodQueryDto {
  @ApiPropertyOptional({ example: '2026-01-01' })
  @IsOptional()
  @IsDateString({}, { message: 'from must be an ISO date' })
  from?: string;

  @ApiPropertyOptional({ example: '2026-01-31T23:59:59Z' })
  @IsOptional()
  @IsDateString({}, { message: 'to must be an ISO date' })
  to?: string;
}

export class AuditQueryDto extends IntersectionType(
  AuditPeriodQueryDto,
  PageQuery({ defaultLimit: 50, maxLimit: 200 }),
) {
  @ApiPropertyOptional({ example: 'order.refund' })
  @IsOptional()
  @MaxLength(64, { message: 'action must be at most 64 characters' })
  @Matches(/^[a-z0-9_]+(\.[a-z0-9_]+)*$/, { message: 'action must look like order.refund' })
  action?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsUUID('all', { message: 'actorId must be a UUID' })
  actorId?: string;

  @ApiPropertyOptional({ example: 'order' })
  @IsOptional()
  @MaxLength(32, { message: 'targetType must be at most 32 characters' })
  @Matches(/^[a-z_]+$/, { message: 'targetType must be lower-case letters' })
  targetType?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @MaxLength(128, { message: 'targetId must be at most 128 characters' })
  targetId?: string;
}
