-- One cart model for guests and customers (issue 13, item 3). Every customer who holds cart lines
-- gets a cart row (no token, no expiry) and their lines move onto it: no row is lost. Guest carts
-- (a token hash and an expiry) are created by the app from now on.

-- CreateTable
CREATE TABLE "carts" (
    "id" UUID NOT NULL,
    "tokenHash" CHAR(64),
    "userId" UUID,
    "expiresAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "carts_pkey" PRIMARY KEY ("id")
);

-- The existing carts: one per customer with lines, created when their oldest line was.
INSERT INTO "carts" ("id", "userId", "createdAt", "updatedAt")
SELECT gen_random_uuid(), "userId", min("createdAt"), now() FROM "cart_items" GROUP BY "userId";

-- AlterTable: the lines point at their cart
ALTER TABLE "cart_items" ADD COLUMN "cartId" UUID;
UPDATE "cart_items" AS i SET "cartId" = c."id" FROM "carts" AS c WHERE c."userId" = i."userId";
ALTER TABLE "cart_items" ALTER COLUMN "cartId" SET NOT NULL;

-- DropForeignKey
ALTER TABLE "cart_items" DROP CONSTRAINT "cart_items_userId_fkey";

-- DropIndex
DROP INDEX "cart_items_userId_productId_size_color_key";

-- AlterTable
ALTER TABLE "cart_items" DROP COLUMN "userId";

-- CreateIndex
CREATE UNIQUE INDEX "carts_tokenHash_key" ON "carts"("tokenHash");

-- CreateIndex
CREATE UNIQUE INDEX "carts_userId_key" ON "carts"("userId");

-- CreateIndex
CREATE INDEX "carts_expiresAt_idx" ON "carts"("expiresAt");

-- CreateIndex
CREATE UNIQUE INDEX "cart_items_cartId_productId_size_color_key" ON "cart_items"("cartId", "productId", "size", "color");

-- AddForeignKey
ALTER TABLE "carts" ADD CONSTRAINT "carts_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cartId_fkey" FOREIGN KEY ("cartId") REFERENCES "carts"("id") ON DELETE CASCADE ON UPDATE CASCADE;
