import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional } from 'class-validator';
import { isLocale, LOCALES, type Locale } from '@market/contracts';

/** `?locale=` of the privacy page's facts: one of the shop's languages; anything else reads as English. */
export class PrivacyFactsQuery {
  @ApiPropertyOptional({ enum: LOCALES, description: 'Language of the texts; unknown values give English' })
  @IsOptional()
  @Transform(({ value }) => (isLocale(value) ? value : undefined))
  locale?: Locale;
}
