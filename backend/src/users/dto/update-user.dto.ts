import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsEmail,
  IsIn,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { BILLING_LIMITS, BillingJson, COUNTRIES } from '@market/contracts';

/** One optional, bounded text field of the billing details. */
function BillingText(field: keyof BillingJson): PropertyDecorator {
  const max = BILLING_LIMITS[field];
  return applyDecorators(
    ApiPropertyOptional({ maxLength: max }),
    IsOptional(),
    IsString({ message: `billing.${field} must be text` }),
    MaxLength(max, { message: `billing.${field} must be at most ${max} characters` }),
  );
}

/** The buyer's billing details; every field optional, empty when not given. */
export class BillingDto implements Partial<BillingJson> {
  @BillingText('name') name?: string;
  @BillingText('company') company?: string;
  @BillingText('address') address?: string;
  @BillingText('city') city?: string;
  @BillingText('postalCode') postalCode?: string;
  @BillingText('country') country?: string;
  @BillingText('vatId') vatId?: string;
}

/** Profile fields a user may change on themself. `isAdmin` and other fields are refused (400). */
export class UpdateUserDto {
  @ApiPropertyOptional({ example: 'jane' })
  @IsOptional()
  @IsString({ message: 'Username must be text' })
  @IsNotEmpty({ message: 'Username cannot be empty' })
  @MaxLength(30, { message: 'Username must be at most 30 characters' })
  @Matches(/^[A-Za-z0-9_.-]+$/, {
    message: 'Username may only hold letters, digits, dots, dashes and underscores',
  })
  username?: string;

  @ApiPropertyOptional({ example: 'jane@example.com' })
  @IsOptional()
  @IsString({ message: 'Email must be text' })
  @MaxLength(254, { message: 'Email must be at most 254 characters' })
  @IsEmail({}, { message: 'Email must be a valid email address' })
  email?: string;

  @ApiPropertyOptional({ example: 'Canada' })
  @IsOptional()
  @IsString({ message: 'Country must be text' })
  @IsIn(COUNTRIES, { message: 'Country must be one of the listed countries' })
  country?: string;

  @ApiPropertyOptional({ example: '+1 555 0100', nullable: true, description: 'Empty or null clears it.' })
  @IsOptional()
  @IsString({ message: 'Phone must be text' })
  @MaxLength(30, { message: 'Phone must be at most 30 characters' })
  @Matches(/^[0-9+()\-.\s]*$/, { message: 'Phone may only hold digits, spaces and + ( ) - .' })
  phone?: string | null;

  @ApiPropertyOptional({
    nullable: true,
    description:
      'URL answered by POST /api/uploads (pictures of this site only); empty or null removes the picture.',
  })
  @IsOptional()
  @IsString({ message: 'Image must be a URL' })
  @MaxLength(500, { message: 'Image URL must be at most 500 characters' })
  img?: string | null;

  @ApiPropertyOptional({
    type: BillingDto,
    nullable: true,
    description: 'Billing details for invoices (copied into an order when it is paid); null clears them.',
  })
  @IsOptional()
  @IsObject({ message: 'billing must be an object' })
  @ValidateNested()
  @Type(() => BillingDto)
  billing?: BillingDto | null;

  @ApiPropertyOptional({
    description: 'Required with a new e-mail address, for accounts that have a password.',
  })
  @IsOptional()
  @IsString({ message: 'Current password must be text' })
  @MaxLength(200, { message: 'Current password must be at most 200 characters' })
  currentPassword?: string;
}
