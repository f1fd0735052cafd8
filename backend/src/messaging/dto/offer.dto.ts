import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { MAX_MILESTONE_TITLE, MAX_MILESTONES, MAX_OFFER_REVISIONS, MIN_MILESTONES } from '@market/contracts';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsDefined,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { MONEY_AMOUNT } from '../../common/money-amount';
import { OFFER_STATUSES, OfferStatus } from '../offer-status';

export const MAX_OFFER_PRICE = 1_000_000;
export const MAX_DELIVERY_DAYS = 3_650;

export class OfferMilestoneDto {
  @ApiProperty({ maxLength: MAX_MILESTONE_TITLE })
  @IsString({ message: 'milestones: each title must be text' })
  @IsNotEmpty({ message: 'milestones: each milestone needs a title' })
  @MaxLength(MAX_MILESTONE_TITLE, {
    message: `milestones: a title must be at most ${MAX_MILESTONE_TITLE} characters`,
  })
  title!: string;

  @ApiProperty({ description: "In the shop's currency, at least 1, at most two decimals", example: 100 })
  @IsNumber(MONEY_AMOUNT, {
    message: 'milestones: each price must be a number with at most two decimals',
  })
  @Min(1, { message: 'milestones: each price must be at least 1' })
  @Max(MAX_OFFER_PRICE, { message: `milestones: each price must be at most ${MAX_OFFER_PRICE}` })
  price!: number;

  @ApiProperty({ description: 'Whole days, at least 1', example: 3 })
  @IsInt({ message: 'milestones: each deliveryDays must be a whole number of days' })
  @Min(1, { message: 'milestones: each deliveryDays must be at least 1 day' })
  @Max(MAX_DELIVERY_DAYS, { message: `milestones: each deliveryDays must be at most ${MAX_DELIVERY_DAYS}` })
  deliveryDays!: number;
}

export class OfferDetailsDto {
  @ApiProperty({ maxLength: 5000 })
  @IsString({ message: 'description must be text' })
  @IsNotEmpty({ message: 'description is required' })
  @MaxLength(5000, { message: 'description must be at most 5000 characters' })
  description!: string;

  @ApiProperty({
    description: "In the shop's currency, greater than 0, at most two decimals",
    example: 149.99,
  })
  @IsNumber(MONEY_AMOUNT, { message: 'price must be a number with at most two decimals' })
  @Min(0.01, { message: 'price must be greater than 0' })
  @Max(MAX_OFFER_PRICE, { message: `price must be at most ${MAX_OFFER_PRICE}` })
  price!: number;

  @ApiProperty({ description: 'Whole days, at least 1', example: 7 })
  @IsInt({ message: 'deliveryTime must be a whole number of days' })
  @Min(1, { message: 'deliveryTime must be at least 1 day' })
  @Max(MAX_DELIVERY_DAYS, { message: `deliveryTime must be at most ${MAX_DELIVERY_DAYS} days` })
  deliveryTime!: number;

  @ApiPropertyOptional({ description: 'Revisions the order includes; 1 when left out', example: 1 })
  @IsOptional()
  @IsInt({ message: 'revisions must be a whole number' })
  @Min(0, { message: 'revisions must not be negative' })
  @Max(MAX_OFFER_REVISIONS, { message: `revisions must be at most ${MAX_OFFER_REVISIONS}` })
  revisions?: number;

  @ApiPropertyOptional({
    type: [OfferMilestoneDto],
    description: `${MIN_MILESTONES}–${MAX_MILESTONES} milestones whose prices and days add up to price and deliveryTime`,
  })
  // Decorators run bottom-up and the first failure is the one reported: a list first, of objects,
  // of 2 to 6.
  @IsOptional()
  @ArrayMaxSize(MAX_MILESTONES, { message: `milestones: at most ${MAX_MILESTONES}` })
  @ArrayMinSize(MIN_MILESTONES, { message: `milestones: at least ${MIN_MILESTONES}` })
  @IsObject({ each: true, message: 'milestones: each milestone must be an object' })
  @IsArray({ message: 'milestones must be a list' })
  @ValidateNested({ each: true })
  @Type(() => OfferMilestoneDto)
  milestones?: OfferMilestoneDto[];
}

export class CreateOfferDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'conversationId must be a valid id' })
  conversationId!: string;

  @ApiProperty({ format: 'uuid', description: "Must be the conversation's buyer" })
  @IsUUID('all', { message: 'buyerId must be a valid id' })
  buyerId!: string;

  @ApiProperty({ type: OfferDetailsDto })
  @IsDefined({ message: 'offerDetails is required' })
  @IsObject({ message: 'offerDetails must be an object' })
  @ValidateNested()
  @Type(() => OfferDetailsDto)
  offerDetails!: OfferDetailsDto;
}

export class OffersQueryDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'conversationId must be a valid id' })
  conversationId!: string;
}

export class UpdateOfferDto {
  @ApiProperty({
    enum: OFFER_STATUSES,
    description: 'Only from pending: accepted or declined by the buyer, withdrawn by an admin',
  })
  @IsIn(OFFER_STATUSES, { message: `status must be one of ${OFFER_STATUSES.join(', ')}` })
  status!: OfferStatus;
}

export class OfferResponse {
  @ApiProperty({ format: 'uuid' }) _id!: string;
  @ApiProperty({ format: 'uuid' }) conversationId!: string;
  @ApiProperty({ format: 'uuid' }) buyerId!: string;
  @ApiProperty({ type: OfferDetailsDto }) offerDetails!: OfferDetailsDto;
  @ApiProperty({ enum: OFFER_STATUSES }) status!: OfferStatus;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
  @ApiPropertyOptional({ format: 'uuid', description: 'In lists: the order that paid this offer, once paid' })
  paidOrderId?: string;
}
