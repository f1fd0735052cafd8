import { INestApplication } from '@nestjs/common';
import { CouponsService } from './coupons.service';

export const DEMO_COUPONS = [
  { code: 'WELCOME10', discountValue: 10 },
  { code: 'SPRING25', discountValue: 25 },
];

/** Demo coupons. Idempotent: an existing code (in any case) is left as it is. */
export async function seedDemoCoupons(app: INestApplication): Promise<void> {
  const coupons = app.get(CouponsService);
  for (const coupon of DEMO_COUPONS) {
    if (!(await coupons.exists(coupon.code))) {
      await coupons.create({ ...coupon, expiresAt: null, maxRedemptions: null });
    }
  }
}
