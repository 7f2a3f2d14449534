-- Order access tokens and status history (issue 13, item 5).
-- accessToken: its volatile default is evaluated per row, so adding the column gives every existing
-- order its own random token (two gen_random_uuid(), 244 random bits, base64url); new orders get
-- 256 bits from node:crypto (api/src/orders/order-token.ts).
-- order_status_changes: back-filled below with what is known of existing orders.
-- CreateEnum
CREATE TYPE "StatusActor" AS ENUM ('shopper', 'admin', 'api_key', 'system');

-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "accessToken" VARCHAR(64) NOT NULL DEFAULT translate(encode(decode(replace((gen_random_uuid())::text || (gen_random_uuid())::text, '-', ''), 'hex'), 'base64'), '+/=', '-_');

-- CreateTable
CREATE TABLE "order_status_changes" (
    "id" SERIAL NOT NULL,
    "orderId" UUID NOT NULL,
    "from" "OrderStatus",
    "to" "OrderStatus" NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "actor" "StatusActor",
    "actorId" UUID,

    CONSTRAINT "order_status_changes_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "order_status_changes_orderId_at_id_idx" ON "order_status_changes"("orderId", "at", "id");

-- CreateIndex
CREATE UNIQUE INDEX "orders_accessToken_key" ON "orders"("accessToken");

-- AddForeignKey
ALTER TABLE "order_status_changes" ADD CONSTRAINT "order_status_changes_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Back-fill: every existing order was placed (pending) at its createdAt by its shopper; an order
-- that has moved on gets one more entry, its current status at updatedAt, from an unknown status
-- by an unknown actor (the steps in between were never recorded).
INSERT INTO "order_status_changes" ("orderId", "from", "to", "at", "actor", "actorId")
SELECT "id", NULL, 'pending', "createdAt", 'shopper', "userId" FROM "orders" ORDER BY "createdAt", "id";

INSERT INTO "order_status_changes" ("orderId", "from", "to", "at", "actor", "actorId")
SELECT "id", NULL, "status", "updatedAt", NULL, NULL FROM "orders" WHERE "status" <> 'pending' ORDER BY "updatedAt", "id";
