import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsNumber, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { INVOICE_PREFIX_PATTERN, INVOICING_LIMITS, InvoicingSettingsJson } from '@market/contracts';

/** PUT /api/settings/invoicing: every field, as GET answers them. */
export class InvoicingSettingsDto implements InvoicingSettingsJson {
  @ApiProperty({ maxLength: INVOICING_LIMITS.legalName })
  @IsString({ message: 'legalName must be text' })
  @MaxLength(INVOICING_LIMITS.legalName, {
    message: `legalName must be at most ${INVOICING_LIMITS.legalName} characters`,
  })
  legalName!: string;

  @ApiProperty({ maxLength: INVOICING_LIMITS.address })
  @IsString({ message: 'address must be text' })
  @MaxLength(INVOICING_LIMITS.address, {
    message: `address must be at most ${INVOICING_LIMITS.address} characters`,
  })
  address!: string;

  @ApiProperty({ maxLength: INVOICING_LIMITS.vatId })
  @IsString({ message: 'vatId must be text' })
  @MaxLength(INVOICING_LIMITS.vatId, {
    message: `vatId must be at most ${INVOICING_LIMITS.vatId} characters`,
  })
  vatId!: string;

  @ApiProperty({ minimum: 0, maximum: 100, description: 'At most two decimals' })
  @IsNumber(
    { maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false },
    { message: 'taxRatePercent must be a number with at most two decimals' },
  )
  @Min(0, { message: 'taxRatePercent must be between 0 and 100' })
  @Max(100, { message: 'taxRatePercent must be between 0 and 100' })
  taxRatePercent!: number;

  @ApiProperty()
  @IsBoolean({ message: 'pricesIncludeTax must be true or false' })
  pricesIncludeTax!: boolean;

  @ApiProperty({ example: 'INV', pattern: INVOICE_PREFIX_PATTERN.source })
  @IsString({ message: 'invoicePrefix must be text' })
  @Matches(INVOICE_PREFIX_PATTERN, { message: 'invoicePrefix must be 1 to 10 letters, digits or dashes' })
  invoicePrefix!: string;

  @ApiProperty({ maxLength: INVOICING_LIMITS.footer })
  @IsString({ message: 'footer must be text' })
  @MaxLength(INVOICING_LIMITS.footer, {
    message: `footer must be at most ${INVOICING_LIMITS.footer} characters`,
  })
  footer!: string;
}
