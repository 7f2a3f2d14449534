-- CreateEnum
CREATE TYPE "PaymentRecordKind" AS ENUM ('payment', 'refund');

-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "amountPaid" DECIMAL(10,2) NOT NULL DEFAULT 0,
ADD COLUMN     "amountRefunded" DECIMAL(10,2) NOT NULL DEFAULT 0,
ADD COLUMN     "paidAt" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "order_payments" (
    "id" UUID NOT NULL,
    "orderId" UUID NOT NULL,
    "kind" "PaymentRecordKind" NOT NULL,
    "amount" DECIMAL(10,2) NOT NULL,
    "note" TEXT,
    "recordedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "actor" "StatusActor",
    "recordedBy" UUID,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "order_payments_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "order_payments_orderId_recordedAt_idx" ON "order_payments"("orderId", "recordedAt");

-- AddForeignKey
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Hand-written (Prisma does not manage CHECK constraints): the ledger's amounts are positive and an
-- order never gives back more than it took.
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_amount_positive" CHECK ("amount" > 0);
ALTER TABLE "orders" ADD CONSTRAINT "orders_refund_within_paid" CHECK ("amountRefunded" >= 0 AND "amountRefunded" <= "amountPaid");

-- Back-fill: an order placed paid (online, before the ledger) took its total at placement; one
-- already marked refunded gave it all back. Each gets its ledger rows, recorded by nobody (checkout).
UPDATE "orders" SET "amountPaid" = "total", "paidAt" = "createdAt" WHERE "paymentStatus" IN ('paid', 'refunded') AND "total" > 0;
UPDATE "orders" SET "amountRefunded" = "amountPaid" WHERE "paymentStatus" = 'refunded';
INSERT INTO "order_payments" ("id", "orderId", "kind", "amount", "note", "recordedAt", "createdAt")
  SELECT gen_random_uuid(), "id", 'payment', "amountPaid", NULL, "createdAt", "createdAt" FROM "orders" WHERE "amountPaid" > 0;
INSERT INTO "order_payments" ("id", "orderId", "kind", "amount", "note", "recordedAt", "createdAt")
  SELECT gen_random_uuid(), "id", 'refund', "amountRefunded", NULL, "updatedAt", "updatedAt" FROM "orders" WHERE "amountRefunded" > 0;
