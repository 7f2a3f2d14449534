-- Coupon limits (issue 14, item 4): a total usage limit, a per-customer limit and a start date.
-- coupon_redemptions holds one row per order that used a coupon and is not cancelled; usageCount
-- is their number, kept by the checkout's conditional increment (and given back on cancellation).
-- Back-filled below from the orders placed since each coupon was created (a coupon deleted and
-- created again under the same code does not inherit the older orders).
-- AlterTable
ALTER TABLE "coupons" ADD COLUMN     "perCustomerLimit" INTEGER,
ADD COLUMN     "startsAt" TIMESTAMPTZ(3),
ADD COLUMN     "usageLimit" INTEGER;

-- CreateTable
CREATE TABLE "coupon_redemptions" (
    "id" UUID NOT NULL,
    "couponId" UUID NOT NULL,
    "orderId" UUID NOT NULL,
    "userId" UUID,
    "email" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "coupon_redemptions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "coupon_redemptions_orderId_key" ON "coupon_redemptions"("orderId");

-- CreateIndex
CREATE INDEX "coupon_redemptions_couponId_userId_idx" ON "coupon_redemptions"("couponId", "userId");

-- CreateIndex
CREATE INDEX "coupon_redemptions_couponId_email_idx" ON "coupon_redemptions"("couponId", "email");

-- AddForeignKey
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_couponId_fkey" FOREIGN KEY ("couponId") REFERENCES "coupons"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A limit is at least 1 (no limit = NULL), and the count never passes it or goes below 0.
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_usage_limits_check"
  CHECK ("usageCount" >= 0 AND ("usageLimit" IS NULL OR ("usageLimit" >= 1 AND "usageCount" <= "usageLimit")) AND ("perCustomerLimit" IS NULL OR "perCustomerLimit" >= 1));

-- Back-fill: the orders that used each coupon and are not cancelled.
INSERT INTO "coupon_redemptions" ("id", "couponId", "orderId", "userId", "email", "createdAt")
SELECT gen_random_uuid(), c."id", o."id", o."userId", lower(o."email"), o."createdAt"
FROM "orders" o
JOIN "coupons" c ON c."code" = o."couponCode" AND o."createdAt" >= c."createdAt"
WHERE o."status" <> 'cancelled';

UPDATE "coupons" c SET "usageCount" = (SELECT count(*) FROM "coupon_redemptions" r WHERE r."couponId" = c."id");
