import { REVIEW_MAX_LENGTH, type ReviewJson } from '@market/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsInt, IsString, IsUUID, Matches, Max, MaxLength, Min } from 'class-validator';
import { ReviewRow } from './reviews.schema';

/**
 * username, userImage and country come from the account, never from this body. The spec's
 * page still sends them, so they are accepted and ignored rather than refused.
 */
export class CreateReviewDto {
  @ApiProperty()
  @IsString({ message: 'serviceId is required' })
  @IsUUID('all', { message: 'serviceId must be a valid id' })
  serviceId!: string;

  @ApiProperty({ minimum: 1, maximum: 5 })
  @IsInt({ message: 'star must be a whole number from 1 to 5' })
  @Min(1, { message: 'star must be a whole number from 1 to 5' })
  @Max(5, { message: 'star must be a whole number from 1 to 5' })
  star!: number;

  @ApiProperty({ maxLength: REVIEW_MAX_LENGTH })
  @IsString({ message: 'Please provide both a rating and description' })
  @Matches(/\S/, { message: 'Please provide both a rating and description' })
  @MaxLength(REVIEW_MAX_LENGTH, {
    message: `A review may be at most ${REVIEW_MAX_LENGTH.toLocaleString('en-US')} characters`,
  })
  desc!: string;

  @ApiPropertyOptional({ description: 'Ignored: taken from the account' })
  @Allow()
  username?: unknown;

  @ApiPropertyOptional({ description: 'Ignored: taken from the account' })
  @Allow()
  userImage?: unknown;

  @ApiPropertyOptional({ description: 'Ignored: taken from the account' })
  @Allow()
  country?: unknown;
}

export class ReviewView implements ReviewJson {
  @ApiProperty() _id!: string;
  @ApiProperty() serviceId!: string;
  @ApiProperty({ minimum: 1, maximum: 5 }) star!: number;
  @ApiProperty() desc!: string;
  @ApiProperty() username!: string;
  @ApiProperty({ type: String, nullable: true }) userImage!: string | null;
  @ApiProperty({ type: String, nullable: true }) country!: string | null;
  @ApiProperty() userId!: string;
  @ApiProperty() createdAt!: string;
}

export function toReviewView(row: ReviewRow): ReviewView {
  return {
    _id: row.id,
    serviceId: row.serviceId,
    star: row.star,
    desc: row.desc,
    username: row.username,
    userImage: row.userImage,
    country: row.country,
    userId: row.userId,
    createdAt: row.createdAt.toISOString(),
  };
}
