import { Injectable } from '@nestjs/common';
import { fromCents, percentDiscountCents, toCents } from '@market/contracts';
import { conflict, invalid, notFound } from '../common/domain-error';
import { isUuid } from '../common/ids';
import { AuditActor, AuditService } from '../audit/audit.service';
import { CouponRow } from './coupons.schema';
import { isCheckViolation, isUniqueViolation } from '../db/pg-errors';
import { CouponsRepository, NewCoupon } from './coupons.repository';
import { CouponView } from './dto/coupon.dto';

export interface CouponQuote {
  valid: boolean;
  discountCents: number;
  couponId?: string;
  /** The code as the shop wrote it (a buyer may type it in any case). */
  code?: string;
}

export function toCouponView(row: CouponRow): CouponView {
  return {
    _id: row.id,
    code: row.code,
    discountValue: row.discountValue,
    expiresAt: row.expiresAt ? row.expiresAt.toISOString() : null,
    maxRedemptions: row.maxRedemptions,
    redemptions: row.redemptions,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What a coupon's audit events show (the redemption count changes at checkout, unaudited). */
const AUDITED = ['code', 'discountValue', 'expiresAt', 'maxRedemptions'] as const;

/** A coupon can be used while it has not expired and has redemptions left. */
function isUsable(coupon: CouponRow, now = new Date()): boolean {
  if (coupon.expiresAt && coupon.expiresAt.getTime() <= now.getTime()) return false;
  if (coupon.maxRedemptions !== null && coupon.redemptions >= coupon.maxRedemptions) return false;
  return true;
}

/**
 * Percentage coupons. Checkout (orders/payments) calls `quote` to price an order on the
 * server, `redeem` once the order exists and `release` when an unpaid order is dropped.
 */
@Injectable()
export class CouponsService {
  constructor(
    private readonly repo: CouponsRepository,
    private readonly audit: AuditService,
  ) {}

  async list(): Promise<CouponView[]> {
    return (await this.repo.list()).map(toCouponView);
  }

  async create(input: NewCoupon, actor?: AuditActor): Promise<CouponView> {
    try {
      return toCouponView(await this.repo.insert(input, this.recorded(actor, 'coupon.create')));
    } catch (error) {
      throw this.duplicateOr(error);
    }
  }

  /** Fields left undefined keep their value. */
  async update(id: string, input: Partial<NewCoupon>, actor?: AuditActor): Promise<CouponView> {
    if (!isUuid(id)) throw this.missing();
    try {
      const row = await this.repo.update(id, input, this.recorded(actor, 'coupon.update'));
      if (!row) throw this.missing();
      return toCouponView(row);
    } catch (error) {
      throw this.duplicateOr(error);
    }
  }

  async delete(id: string, actor?: AuditActor): Promise<void> {
    if (!isUuid(id) || !(await this.repo.delete(id, this.recorded(actor, 'coupon.delete')))) {
      throw this.missing();
    }
  }

  /** Whether a coupon with this code (in any case) exists. */
  async exists(code: string): Promise<boolean> {
    return (await this.repo.findByCode(code)) !== undefined;
  }

  /** Prices a coupon on an amount in cents. Unknown, expired or used-up codes are not valid. */
  async quote(code: string, amountCents: number): Promise<CouponQuote> {
    const trimmed = typeof code === 'string' ? code.trim() : '';
    if (!trimmed || trimmed.length > 40) return { valid: false, discountCents: 0 };
    const coupon = await this.repo.findByCode(trimmed);
    if (!coupon || !isUsable(coupon)) return { valid: false, discountCents: 0 };
    const discountCents = Math.min(amountCents, percentDiscountCents(amountCents, coupon.discountValue));
    return { valid: true, discountCents, couponId: coupon.id, code: coupon.code };
  }

  /** The preview of POST /api/coupon/verify, in the shop's currency. */
  async verify(code: string, price: number): Promise<{ valid: boolean; discountAmount: number }> {
    const quote = await this.quote(code, toCents(price));
    return { valid: quote.valid, discountAmount: fromCents(quote.discountCents) };
  }

  /**
   * Holds one redemption of the coupon for an order. Idempotent per orderId (a repeated call
   * answers true again without taking another); false when the coupon is used up, expired,
   * unknown, or the order already holds a different coupon. Safe under concurrency.
   */
  async redeem(couponId: string, orderId: string): Promise<boolean> {
    if (!isUuid(couponId) || !orderId) return false;
    const outcome = await this.repo.redeem(couponId, orderId);
    return outcome === 'redeemed' || outcome === 'already';
  }

  /** Frees the redemption held by an order that was never paid. Does nothing when there is none. */
  async release(orderId: string): Promise<void> {
    if (orderId) await this.repo.release(orderId);
  }

  /** The audit record of a staff member's change (none for seeding and set-up, which pass no actor). */
  private recorded(actor: AuditActor | undefined, action: string) {
    return actor && this.audit.changes<CouponRow>(actor, action, 'coupon', AUDITED);
  }

  private missing() {
    return notFound('COUPON.NOT_FOUND', 'Coupon not found');
  }

  private duplicateOr(error: unknown): unknown {
    if (isUniqueViolation(error))
      return conflict('COUPON.DUPLICATE_CODE', 'A coupon with this code already exists');
    if (isCheckViolation(error)) {
      return invalid('COUPON.BELOW_USED', 'Maximum redemptions cannot be below the redemptions already used');
    }
    return error;
  }
}
