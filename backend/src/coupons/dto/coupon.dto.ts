import type { CouponJson } from '@market/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { DATE_RANGE_TEXT, EARLIEST_DATE, LATEST_DATE } from '../../common/date-range';
import { MONEY_AMOUNT } from '../../common/money-amount';
import { trim } from '../../common/text-fields';
import {
  IsDate,
  MaxDate,
  MinDate,
  IsDefined,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';

// class-validator runs a property's validators bottom-up and the pipe stops at the first
// failure: the "required" check sits lowest so a missing field reports the spec's message.

export class CouponDto {
  @ApiProperty({ example: 'WELCOME10', description: 'Unique regardless of case' })
  @Transform(trim)
  @Matches(/^[A-Za-z0-9_-]+$/, { message: 'Code may only hold letters, digits, - and _' })
  @MaxLength(40, { message: 'Code must be at most 40 characters' })
  @IsString({ message: 'Code must be text' })
  @IsNotEmpty({ message: 'Code is required' })
  code!: string;

  @ApiProperty({ example: 10, minimum: 1, maximum: 100, description: 'Percent off' })
  @Max(100, { message: 'Discount value must be between 1 and 100' })
  @Min(1, { message: 'Discount value must be between 1 and 100' })
  @IsInt({ message: 'Discount value must be a whole number' })
  @IsDefined({ message: 'Discount value is required' })
  discountValue!: number;

  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'No expiry when absent or null',
  })
  @IsOptional()
  @Type(() => Date)
  @MaxDate(LATEST_DATE, { message: `Expiry must be a date ${DATE_RANGE_TEXT}` })
  @MinDate(EARLIEST_DATE, { message: `Expiry must be a date ${DATE_RANGE_TEXT}` })
  @IsDate({ message: 'Expiry must be a date' })
  expiresAt?: Date | null;

  @ApiPropertyOptional({
    type: Number,
    minimum: 1,
    nullable: true,
    description: 'No limit when absent or null',
  })
  @IsOptional()
  @Max(1_000_000_000, { message: 'Maximum redemptions is too large' })
  @Min(1, { message: 'Maximum redemptions must be at least 1' })
  @IsInt({ message: 'Maximum redemptions must be a whole number' })
  maxRedemptions?: number | null;
}

export class VerifyCouponDto {
  @ApiProperty({ example: 'WELCOME10' })
  @Transform(trim)
  @MaxLength(40, { message: 'Code must be at most 40 characters' })
  @IsString({ message: 'Code must be text' })
  @IsNotEmpty({ message: 'Code is required' })
  code!: string;

  @ApiProperty({ example: 49.99, description: "Amount the discount is previewed on, in the shop's currency" })
  @Max(1_000_000, { message: 'Price is too large' })
  @Min(0, { message: 'Price must not be negative' })
  @IsNumber(MONEY_AMOUNT, { message: 'Price must be a number' })
  @IsDefined({ message: 'Price is required' })
  price!: number;
}

export class CouponView implements CouponJson {
  @ApiProperty() _id!: string;
  @ApiProperty() code!: string;
  @ApiProperty() discountValue!: number;
  @ApiProperty({ type: String, nullable: true }) expiresAt!: string | null;
  @ApiProperty({ type: Number, nullable: true }) maxRedemptions!: number | null;
  @ApiProperty() redemptions!: number;
  @ApiProperty() createdAt!: string;
}

export class VerifyCouponResult {
  @ApiProperty() valid!: boolean;
  @ApiProperty({ description: "In the shop's currency" }) discountAmount!: number;
}
