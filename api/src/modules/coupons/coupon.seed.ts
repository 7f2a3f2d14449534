// The demo shop's coupons for an empty database (ShopModule.seed), in the seed's transaction.
import type { Prisma } from '../../generated/prisma/client';

export const seedCoupons = [
  { code: 'WELCOME10', type: 'percentage' as const, value: '10.00', minAmount: '0.00', maxDiscount: null, active: true },
  { code: 'FLAT100', type: 'fixed' as const, value: '100.00', minAmount: '999.00', maxDiscount: null, active: true },
];

export async function seedCouponCodes(tx: Prisma.TransactionClient): Promise<void> {
  await tx.coupon.createMany({ data: seedCoupons });
}
