import type { BuyableExtraJson, ExtraPurchaseJson } from '@market/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** `POST /api/orders/:id/extras`: what to add to the running order. */
export class BuyExtraDto {
  @ApiProperty({ description: "An extra's id of the order's package, or 'revision' for one more revision" })
  @IsString({ message: 'extraId is required' })
  @IsNotEmpty({ message: 'extraId is required' })
  @MaxLength(64, { message: 'extraId must be at most 64 characters' })
  extraId!: string;
}

export class BuyableExtraView implements BuyableExtraJson {
  @ApiProperty({ description: "An extra's id, or 'revision'" }) extraId!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ description: "In the shop's currency" }) price!: number;
  @ApiProperty({ description: 'Days it adds to the delivery time (negative: faster)' }) deliveryDays!: number;
  @ApiProperty({ description: 'Revisions it adds' }) revisions!: number;
}

export class ExtraPurchaseView implements ExtraPurchaseJson {
  @ApiProperty({ description: 'The purchase' }) id!: string;
  @ApiProperty({
    description: "The provider's page where the buyer pays (Stripe Checkout or PayPal approval)",
  })
  url!: string;
}
