import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Matches } from 'class-validator';
import { CURRENCY_CODE_PATTERN, LOCALES, REFERENCE_CURRENCIES, type Locale } from '@market/contracts';

/** `PUT /api/me/preferences`: either or both; anything else is refused (400). */
export class PreferencesDto {
  @ApiPropertyOptional({ enum: LOCALES, example: 'de' })
  @IsOptional()
  @IsIn(LOCALES, { message: `locale must be one of ${LOCALES.join(', ')}` })
  locale?: Locale;

  @ApiPropertyOptional({
    example: 'EUR',
    description: `ISO 4217: the shop's own currency or one of ${REFERENCE_CURRENCIES.join(', ')}`,
  })
  @IsOptional()
  @IsString({ message: 'currency must be text' })
  @Matches(CURRENCY_CODE_PATTERN, { message: 'currency must be an ISO 4217 code of three capital letters' })
  currency?: string;
}

/** The answer of `GET/PUT /api/me/preferences`. */
export class PreferencesViewDto {
  @ApiPropertyOptional({ enum: LOCALES, example: 'de' })
  locale!: Locale;

  @ApiPropertyOptional({ example: 'USD' })
  currency!: string;
}
