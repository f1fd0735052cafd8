import { DEFAULT_OFFER_REVISIONS, MAX_OFFER_REVISIONS } from '@market/contracts';
import type { OfferDetails } from '@/shared/api/messaging-types';

export interface OfferFormValues {
  description: string;
  price: string;
  deliveryTime: string;
  revisions: string;
}

export type OfferFormErrors = Partial<Record<keyof OfferFormValues, string>>;

export const EMPTY_OFFER: OfferFormValues = {
  description: '',
  price: '',
  deliveryTime: '',
  revisions: String(DEFAULT_OFFER_REVISIONS),
};

/** A delivery time this long is allowed but rarely meant: the preview asks the sender to check it. */
export const LONG_DELIVERY_DAYS = 90;

/** The server's limits (backend offer DTO): a price of $0.01 to $1,000,000 in cents, 1 to 3,650 whole days. */
const MAX_PRICE = 1_000_000;
const MAX_DAYS = 3_650;
const MAX_DESCRIPTION = 5_000;

/**
 * Description, price and delivery time are required, the price and days numeric, the revisions a
 * whole number (1 when left empty); nothing is sent otherwise.
 */
export function validateOffer(values: OfferFormValues): { details?: OfferDetails; errors: OfferFormErrors } {
  const errors: OfferFormErrors = {};
  const description = values.description.trim();
  if (!description) errors.description = 'Description is required.';
  else if (description.length > MAX_DESCRIPTION)
    errors.description = `Description must be at most ${MAX_DESCRIPTION} characters.`;

  const priceText = values.price.trim();
  const price = Number(priceText);
  if (!priceText) errors.price = 'Price is required.';
  else if (!/^\d+(\.\d{1,2})?$/.test(priceText) || !Number.isFinite(price))
    errors.price = 'Price must be a number of dollars (at most two decimals).';
  else if (price <= 0 || price > MAX_PRICE)
    errors.price = `Price must be between $0.01 and $${MAX_PRICE.toLocaleString('en-US')}.`;

  const daysText = values.deliveryTime.trim();
  const days = Number(daysText);
  if (!daysText) errors.deliveryTime = 'Delivery time is required.';
  else if (!/^\d+$/.test(daysText)) errors.deliveryTime = 'Delivery time must be a whole number of days.';
  else if (days < 1 || days > MAX_DAYS)
    errors.deliveryTime = `Delivery time must be between 1 and ${MAX_DAYS} days.`;

  const revisionsText = values.revisions.trim();
  const revisions = revisionsText ? Number(revisionsText) : DEFAULT_OFFER_REVISIONS;
  if (revisionsText && !/^\d+$/.test(revisionsText)) errors.revisions = 'Revisions must be a whole number.';
  else if (revisions > MAX_OFFER_REVISIONS)
    errors.revisions = `Revisions must be between 0 and ${MAX_OFFER_REVISIONS}.`;

  if (Object.keys(errors).length > 0) return { errors };
  return { details: { description, price, deliveryTime: days, revisions }, errors };
}
