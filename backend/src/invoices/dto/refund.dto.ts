import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsNumber, IsOptional, IsString, Matches, MaxLength, Min } from 'class-validator';
import { REFUND_REASON_MAX } from '@market/contracts';
import { MONEY_AMOUNT } from '../../common/money-amount';

/** POST /api/orders/:id/refunds. */
export class RefundDto {
  @ApiProperty({
    description: "In the shop's currency, more than 0 and at most what is left to refund",
    example: 10,
  })
  @IsNumber(MONEY_AMOUNT, { message: 'amount must be a number with at most two decimals' })
  @Min(0.01, { message: 'amount must be more than 0' })
  amount!: number;

  @ApiProperty({ minLength: 1, maxLength: REFUND_REASON_MAX })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'A reason is required' })
  @IsNotEmpty({ message: 'A reason is required' })
  @MaxLength(REFUND_REASON_MAX, { message: `The reason must be at most ${REFUND_REASON_MAX} characters` })
  reason!: string;

  @ApiPropertyOptional({
    description:
      "The invoice whose payment is refunded: an extra bought during the order or a later milestone (its order's `payment.laterPayments`); the order's own payment when absent",
    example: 'INV-2026-000012',
  })
  @IsOptional()
  @IsString({ message: 'invoiceNumber must be an invoice number' })
  @Matches(/^[A-Za-z0-9-]{1,60}$/, { message: 'invoiceNumber must be an invoice number' })
  invoiceNumber?: string;
}
