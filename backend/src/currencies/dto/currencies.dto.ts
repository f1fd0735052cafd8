import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsNumber,
  IsString,
  Matches,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';
import type { CurrenciesJson, CurrencyRateJson, ExchangeRatesBody } from '@market/contracts';
import { MAX_EXCHANGE_RATE, REFERENCE_CURRENCIES } from '@market/contracts';

export class CurrencyRateDto implements CurrencyRateJson {
  @ApiProperty({ enum: REFERENCE_CURRENCIES, example: 'EUR' })
  @IsString({ message: 'code must be a currency code' })
  @Matches(/^[A-Z]{3}$/, { message: 'code must be a three-letter currency code such as EUR' })
  code!: string;

  @ApiProperty({ description: 'Units of this currency per unit of the shop’s currency', example: 0.9341 })
  @IsNumber(
    { allowNaN: false, allowInfinity: false, maxDecimalPlaces: 6 },
    { message: 'rate must be a number with at most six decimals' },
  )
  @Min(0.000001, { message: 'rate must be above 0' })
  @Max(MAX_EXCHANGE_RATE, { message: `rate must be at most ${MAX_EXCHANGE_RATE}` })
  rate!: number;
}

/** PUT /api/settings/exchange-rates. */
export class ExchangeRatesDto implements ExchangeRatesBody {
  @ApiProperty({ type: [CurrencyRateDto] })
  @IsArray({ message: 'rates must be a list of { code, rate }' })
  @ArrayMaxSize(REFERENCE_CURRENCIES.length, { message: 'rates has too many entries' })
  @ValidateNested({ each: true })
  @Type(() => CurrencyRateDto)
  rates!: CurrencyRateDto[];
}

export class CurrenciesView implements CurrenciesJson {
  @ApiProperty({ description: 'The shop’s currency: what every checkout is charged in', example: 'USD' })
  base!: string;
  @ApiProperty({ enum: ['ecb', 'manual'], nullable: true, type: String })
  source!: 'ecb' | 'manual' | null;
  @ApiProperty({ nullable: true, type: String, example: '2024-06-28' })
  date!: string | null;
  @ApiProperty({ description: 'The rates are older than 7 days and not used (rates is empty)' })
  stale!: boolean;
  @ApiProperty({ type: [CurrencyRateDto], description: 'Per unit of base, the base itself included' })
  rates!: CurrencyRateDto[];
}
