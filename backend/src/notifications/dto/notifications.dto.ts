import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  Min,
} from 'class-validator';
import { NOTIFICATIONS_PAGE_LIMIT } from '@market/contracts';

export class NotificationsQuery {
  @ApiPropertyOptional({ description: 'The `_id` of the last notification of the previous page' })
  @IsOptional()
  @IsString({ message: 'before must be a notification id' })
  before?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 50, default: NOTIFICATIONS_PAGE_LIMIT })
  @IsOptional()
  @Type(() => Number)
  @Max(50, { message: 'limit must be at most 50' })
  @Min(1, { message: 'limit must be at least 1' })
  @IsInt({ message: 'limit must be a whole number' })
  limit?: number;
}

export class MarkReadDto {
  @ApiPropertyOptional({ type: [String], description: 'Without ids: every notification of the caller' })
  @IsOptional()
  @IsArray({ message: 'ids must be a list' })
  @ArrayMaxSize(100, { message: 'ids may name at most 100 notifications' })
  @IsUUID('all', { each: true, message: 'ids must be notification ids' })
  ids?: string[];
}

export class PreferencesDto {
  @ApiProperty({ type: 'object', additionalProperties: { type: 'boolean' }, example: { 'offer.new': false } })
  @IsObject({ message: 'email must be an object of type: true/false' })
  email!: Record<string, unknown>;
}

export class UnsubscribeQuery {
  @IsOptional()
  @IsString()
  user?: string;

  @IsOptional()
  @IsString()
  type?: string;

  /** `1` on a link mailed to the staff inbox (then there is no `user`). */
  @IsOptional()
  @IsString()
  inbox?: string;

  /** The switch's version the link was signed with. */
  @IsOptional()
  @IsString()
  v?: string;

  @IsOptional()
  @IsString()
  sig?: string;
}

export class UnsubscribeBody {
  /** RFC 8058's body: `List-Unsubscribe=One-Click`. */
  @IsOptional()
  @IsString()
  'List-Unsubscribe'?: string;
}
