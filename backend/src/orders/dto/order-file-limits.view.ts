import { ApiProperty } from '@nestjs/swagger';
import type { OrderFileLimitsJson } from '@market/contracts';

export class OrderFileLimitsView implements OrderFileLimitsJson {
  @ApiProperty({ description: 'Largest order file, in bytes (any kind of file)' }) maxBytes!: number;
  @ApiProperty({ description: 'Most files one order holds' }) maxPerOrder!: number;
}
