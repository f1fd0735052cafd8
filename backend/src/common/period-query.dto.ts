import { ApiProperty } from '@nestjs/swagger';
import { Matches } from 'class-validator';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `?from=YYYY-MM-DD&to=YYYY-MM-DD`: both days included; whose days (UTC, the shop's) is the endpoint's. */
export class PeriodQueryDto {
  @ApiProperty({ example: '2026-01-01' })
  @Matches(DAY, { message: 'from must be a date YYYY-MM-DD' })
  from!: string;

  @ApiProperty({ example: '2026-01-31' })
  @Matches(DAY, { message: 'to must be a date YYYY-MM-DD' })
  to!: string;
}
