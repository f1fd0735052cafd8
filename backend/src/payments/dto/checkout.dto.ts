import type { CheckoutBody, PaymentSessionJson } from '@market/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { OrderView } from '../../orders/dto/order.view';
import { MAX_EXTRAS } from '@market/contracts';
import { MONEY_AMOUNT } from '../../common/money-amount';
import {
  ArrayMaxSize,
  ArrayUnique,
  IsArray,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';

/** What the browser sends to start a payment (CheckoutBody), with its rules. */
export class CheckoutDto implements CheckoutBody {
  @ApiProperty({ description: 'Title the buyer saw (the charged item is named from the server copy)' })
  @IsString({ message: 'title is required' })
  @MaxLength(300, { message: 'title must be at most 300 characters' })
  title!: string;

  @ApiProperty({ description: "Price the buyer saw, in the shop's currency" })
  @IsNumber(MONEY_AMOUNT, { message: 'price must be a number with at most two decimals' })
  @Min(0, { message: 'price must not be negative' })
  price!: number;

  @ApiPropertyOptional({ description: 'Package name (basic, standard, premium); not needed with offerId' })
  @ValidateIf((o: CheckoutDto) => o.offerId === undefined || o.name !== undefined)
  @IsString({ message: 'name (the package) is required' })
  @IsNotEmpty({ message: 'name (the package) is required' })
  @MaxLength(40, { message: 'name must be at most 40 characters' })
  name?: string;

  @ApiPropertyOptional({ description: 'The service bought; optional with offerId' })
  @ValidateIf((o: CheckoutDto) => o.offerId === undefined || o.serviceId !== undefined)
  @IsString({ message: 'serviceId is required' })
  @IsUUID('all', { message: 'serviceId must be a valid id' })
  serviceId?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: 'couponCode must be text' })
  @MaxLength(40, { message: 'couponCode must be at most 40 characters' })
  @Matches(/\S/, { message: 'couponCode must not be blank' })
  couponCode?: string;

  @ApiPropertyOptional({ description: 'An accepted custom offer of this buyer' })
  @IsOptional()
  @IsUUID('all', { message: 'offerId must be a valid id' })
  offerId?: string;

  @ApiPropertyOptional({
    description: 'The currency the buyer sees prices in; the order keeps it with the server’s rate',
    example: 'EUR',
  })
  @IsOptional()
  @IsString({ message: 'currency must be a currency code' })
  @Matches(/^[A-Z]{3}$/, { message: 'currency must be a three-letter currency code such as EUR' })
  currency?: string;

  @ApiPropertyOptional({
    type: [String],
    maxItems: MAX_EXTRAS,
    description: "Ids of the service's extras that the package offers; priced by the server",
  })
  @IsOptional()
  @IsUUID('all', { each: true, message: 'extras must be ids of extras' })
  @ArrayUnique({ message: 'extras must not repeat an extra' })
  @ArrayMaxSize(MAX_EXTRAS, { message: `extras: at most ${MAX_EXTRAS} extras` })
  @IsArray({ message: 'extras must be a list of extra ids' })
  extras?: string[];
}

export class CaptureDto {
  @ApiProperty({ description: 'The PayPal order id' })
  @IsString({ message: 'orderID is required' })
  @IsNotEmpty({ message: 'orderID is required' })
  @MaxLength(64, { message: 'orderID must be at most 64 characters' })
  @Matches(/^[A-Za-z0-9_-]+$/, { message: 'orderID is not a valid PayPal order id' })
  orderID!: string;
}

export class StripeCheckoutView {
  @ApiProperty() url!: string;
}

export class PayPalCheckoutView {
  @ApiProperty({ description: 'PayPal order id' }) id!: string;
  @ApiProperty({ description: 'Where the buyer approves the payment' }) url!: string;
}

export class PayPalCaptureView {
  @ApiProperty({ description: "PayPal's capture status", example: 'COMPLETED' }) status!: string;
  @ApiProperty({ type: () => OrderView, description: 'The order, paid' }) order!: OrderView;
}

export class SessionSummaryView implements PaymentSessionJson {
  @ApiProperty() serviceName!: string;
  @ApiProperty() orderId!: string;
  @ApiProperty({ description: 'The order asks questions to answer before the work starts' })
  requirementsNeeded!: boolean;
}

export class PaymentPageView {
  @ApiProperty({
    description: "The provider's page where the buyer pays (Stripe Checkout or PayPal approval)",
  })
  url!: string;
}
