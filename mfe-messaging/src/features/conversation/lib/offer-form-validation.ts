import { defineMessages, type IntlShape } from 'react-intl';
import {
  DEFAULT_OFFER_REVISIONS,
  DEFAULT_SHOP_CURRENCY,
  fromCents,
  MAX_MILESTONE_TITLE,
  MAX_MILESTONES,
  MAX_OFFER_REVISIONS,
  MIN_MILESTONES,
  toCents,
} from '@market/contracts';
import type { OfferDetails } from '@/shared/api/messaging-types';
import { ENGLISH } from '@/shared/i18n/english';

/** One milestone's row of the form, as typed. */
export interface MilestoneValues {
  title: string;
  price: string;
  deliveryDays: string;
}

export interface OfferFormValues {
  description: string;
  price: string;
  deliveryTime: string;
  revisions: string;
  /** Split into milestones: the price and delivery time are then their sums. */
  split: boolean;
  milestones: MilestoneValues[];
}

export type MilestoneErrors = Partial<Record<keyof MilestoneValues, string>>;

export type OfferFormErrors = Partial<
  Record<'description' | 'price' | 'deliveryTime' | 'revisions', string>
> & { milestones?: MilestoneErrors[] };

export const EMPTY_MILESTONE: MilestoneValues = { title: '', price: '', deliveryDays: '' };

export const EMPTY_OFFER: OfferFormValues = {
  description: '',
  price: '',
  deliveryTime: '',
  revisions: String(DEFAULT_OFFER_REVISIONS),
  split: false,
  milestones: Array.from({ length: MIN_MILESTONES }, () => ({ ...EMPTY_MILESTONE })),
};

export { MAX_MILESTONES, MIN_MILESTONES };

/** A delivery time this long is allowed but rarely meant: the preview asks the sender to check it. */
export const LONG_DELIVERY_DAYS = 90;

/** The server's limits (backend offer DTO): a price of $0.01 to $1,000,000 in cents, 1 to 3,650 whole days. */
const MAX_PRICE = 1_000_000;
const MAX_DAYS = 3_650;
const MAX_DESCRIPTION = 5_000;

const messages = defineMessages<{
  descriptionRequired: Record<never, never>;
  descriptionTooLong: { max: string };
  priceRequired: Record<never, never>;
  priceNotNumber: Record<never, never>;
  priceRange: { min: string; max: string };
  deliveryRequired: Record<never, never>;
  deliveryNotWhole: Record<never, never>;
  deliveryRange: { min: string; max: string };
  revisionsNotWhole: Record<never, never>;
  revisionsRange: { min: string; max: string };
  milestoneTitleRequired: Record<never, never>;
  milestoneTitleTooLong: { max: string };
  milestonePrice: { min: string };
  milestoneDays: Record<never, never>;
}>({
  descriptionRequired: {
    id: 'messaging.offerForm.error.descriptionRequired',
    defaultMessage: 'Description is required.',
  },
  descriptionTooLong: {
    id: 'messaging.offerForm.error.descriptionTooLong',
    defaultMessage: 'Description must be at most {max} characters.',
  },
  priceRequired: { id: 'messaging.offerForm.error.priceRequired', defaultMessage: 'Price is required.' },
  priceNotNumber: {
    id: 'messaging.offerForm.error.priceNotNumber',
    defaultMessage: 'Price must be a number (at most two decimals).',
  },
  priceRange: {
    id: 'messaging.offerForm.error.priceRange',
    defaultMessage: 'Price must be between {min} and {max}.',
  },
  deliveryRequired: {
    id: 'messaging.offerForm.error.deliveryRequired',
    defaultMessage: 'Delivery time is required.',
  },
  deliveryNotWhole: {
    id: 'messaging.offerForm.error.deliveryNotWhole',
    defaultMessage: 'Delivery time must be a whole number of days.',
  },
  deliveryRange: {
    id: 'messaging.offerForm.error.deliveryRange',
    defaultMessage: 'Delivery time must be between {min} and {max} days.',
  },
  revisionsNotWhole: {
    id: 'messaging.offerForm.error.revisionsNotWhole',
    defaultMessage: 'Revisions must be a whole number.',
  },
  revisionsRange: {
    id: 'messaging.offerForm.error.revisionsRange',
    defaultMessage: 'Revisions must be between {min} and {max}.',
  },
  milestoneTitleRequired: {
    id: 'messaging.offerForm.error.milestoneTitleRequired',
    defaultMessage: 'Each milestone needs a title.',
  },
  milestoneTitleTooLong: {
    id: 'messaging.offerForm.error.milestoneTitleTooLong',
    defaultMessage: 'A title must be at most {max} characters.',
  },
  milestonePrice: {
    id: 'messaging.offerForm.error.milestonePrice',
    defaultMessage: 'A price of at least {min} (at most two decimals).',
  },
  milestoneDays: {
    id: 'messaging.offerForm.error.milestoneDays',
    defaultMessage: 'A whole number of days, at least 1.',
  },
});

/**
 * Description, price and delivery time are required, the price and days numeric, the revisions a
 * whole number (1 when left empty); nothing is sent otherwise.
 */
export function validateOffer(
  values: OfferFormValues,
  intl: IntlShape = ENGLISH,
  /** The shop's currency (SHOP_CURRENCY), the offer's price is in it. */
  currency: string = DEFAULT_SHOP_CURRENCY,
): { details?: OfferDetails; errors: OfferFormErrors } {
  const errors: OfferFormErrors = {};
  // Limits are written as the server states them ('5000', '3650'), in the reader's digits.
  const count = (value: number) => intl.formatNumber(value, { useGrouping: false });
  const dollars = (value: number) =>
    intl.formatNumber(value, {
      style: 'currency',
      currency,
      minimumFractionDigits: Number.isInteger(value) ? 0 : 2,
    });
  const description = values.description.trim();
  if (!description) errors.description = intl.formatMessage(messages.descriptionRequired);
  else if (description.length > MAX_DESCRIPTION)
    errors.description = intl.formatMessage(messages.descriptionTooLong, { max: count(MAX_DESCRIPTION) });

  const split = values.split ? splitOf(values.milestones, intl, dollars, count) : undefined;
  if (split?.errors) errors.milestones = split.errors;
  const sums = split?.milestones && {
    price: fromCents(split.milestones.reduce((sum, m) => sum + toCents(m.price), 0)),
    deliveryTime: String(split.milestones.reduce((sum, m) => sum + m.deliveryDays, 0)),
  };
  const priceText = sums ? String(sums.price) : values.price.trim();
  const price = Number(priceText);
  if (!priceText) errors.price = intl.formatMessage(messages.priceRequired);
  else if (!/^\d+(\.\d{1,2})?$/.test(priceText) || !Number.isFinite(price))
    errors.price = intl.formatMessage(messages.priceNotNumber);
  else if (price <= 0 || price > MAX_PRICE)
    errors.price = intl.formatMessage(messages.priceRange, { min: dollars(0.01), max: dollars(MAX_PRICE) });

  const daysText = sums ? sums.deliveryTime : values.deliveryTime.trim();
  const days = Number(daysText);
  if (!daysText) errors.deliveryTime = intl.formatMessage(messages.deliveryRequired);
  else if (!/^\d+$/.test(daysText)) errors.deliveryTime = intl.formatMessage(messages.deliveryNotWhole);
  else if (days < 1 || days > MAX_DAYS)
    errors.deliveryTime = intl.formatMessage(messages.deliveryRange, { min: count(1), max: count(MAX_DAYS) });

  const revisionsText = values.revisions.trim();
  const revisions = revisionsText ? Number(revisionsText) : DEFAULT_OFFER_REVISIONS;
  if (revisionsText && !/^\d+$/.test(revisionsText))
    errors.revisions = intl.formatMessage(messages.revisionsNotWhole);
  else if (revisions > MAX_OFFER_REVISIONS)
    errors.revisions = intl.formatMessage(messages.revisionsRange, {
      min: count(0),
      max: count(MAX_OFFER_REVISIONS),
    });

  if (Object.keys(errors).length > 0 || (values.split && !split?.milestones)) return { errors };
  const details = { description, price, deliveryTime: days, revisions };
  return { details: split?.milestones ? { ...details, milestones: split.milestones } : details, errors };
}

/** The rows of a split offer: each with a title, a price of at least $1 and whole days (at least 1). */
function splitOf(
  rows: MilestoneValues[],
  intl: IntlShape,
  dollars: (value: number) => string,
  count: (value: number) => string,
): {
  milestones?: Array<{ title: string; price: number; deliveryDays: number }>;
  errors?: MilestoneErrors[];
} {
  const errors: MilestoneErrors[] = [];
  const milestones = rows.slice(0, MAX_MILESTONES).map((row, i) => {
    const found: MilestoneErrors = {};
    const title = row.title.trim();
    if (!title) found.title = intl.formatMessage(messages.milestoneTitleRequired);
    else if (title.length > MAX_MILESTONE_TITLE)
      found.title = intl.formatMessage(messages.milestoneTitleTooLong, { max: count(MAX_MILESTONE_TITLE) });
    const priceText = row.price.trim();
    const price = Number(priceText);
    if (!/^\d+(\.\d{1,2})?$/.test(priceText) || price < 1 || price > MAX_PRICE)
      found.price = intl.formatMessage(messages.milestonePrice, { min: dollars(1) });
    const daysText = row.deliveryDays.trim();
    const deliveryDays = Number(daysText);
    if (!/^\d+$/.test(daysText) || deliveryDays < 1 || deliveryDays > MAX_DAYS)
      found.deliveryDays = intl.formatMessage(messages.milestoneDays);
    if (Object.keys(found).length > 0) errors[i] = found;
    return { title, price, deliveryDays };
  });
  return errors.length > 0 ? { errors } : { milestones };
}
