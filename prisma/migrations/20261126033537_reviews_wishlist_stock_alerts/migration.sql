-- CreateEnum
CREATE TYPE "FitFeedback" AS ENUM ('runs_small', 'true_to_size', 'runs_large');

-- CreateEnum
CREATE TYPE "ReviewStatus" AS ENUM ('published', 'hidden');

-- CreateEnum
CREATE TYPE "StockAlertStatus" AS ENUM ('waiting', 'notified');

-- AlterEnum
ALTER TYPE "EmailKind" ADD VALUE 'back_in_stock';

-- AlterTable
ALTER TABLE "products" ADD COLUMN     "ratingCount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "ratingSum" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "reviews" (
    "id" UUID NOT NULL,
    "productId" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "rating" INTEGER NOT NULL,
    "title" TEXT NOT NULL DEFAULT '',
    "body" TEXT NOT NULL DEFAULT '',
    "fit" "FitFeedback",
    "size" TEXT,
    "color" TEXT,
    "status" "ReviewStatus" NOT NULL DEFAULT 'published',
    "hiddenReason" TEXT,
    "hiddenAt" TIMESTAMPTZ(3),
    "reply" TEXT,
    "repliedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "reviews_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "wishlist_items" (
    "userId" UUID NOT NULL,
    "productId" UUID NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "wishlist_items_pkey" PRIMARY KEY ("userId","productId")
);

-- CreateTable
CREATE TABLE "stock_alerts" (
    "id" UUID NOT NULL,
    "productId" UUID NOT NULL,
    "variantId" UUID NOT NULL,
    "email" TEXT NOT NULL,
    "userId" UUID,
    "status" "StockAlertStatus" NOT NULL DEFAULT 'waiting',
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "notifiedAt" TIMESTAMPTZ(3),

    CONSTRAINT "stock_alerts_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "reviews_productId_status_createdAt_idx" ON "reviews"("productId", "status", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "reviews_status_createdAt_idx" ON "reviews"("status", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "reviews_userId_idx" ON "reviews"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "reviews_productId_userId_key" ON "reviews"("productId", "userId");

-- CreateIndex
CREATE INDEX "wishlist_items_userId_createdAt_idx" ON "wishlist_items"("userId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "wishlist_items_productId_idx" ON "wishlist_items"("productId");

-- CreateIndex
CREATE INDEX "stock_alerts_variantId_status_idx" ON "stock_alerts"("variantId", "status");

-- CreateIndex
CREATE INDEX "stock_alerts_status_productId_idx" ON "stock_alerts"("status", "productId");

-- AddForeignKey
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_productId_fkey" FOREIGN KEY ("productId") REFERENCES "products"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_productId_fkey" FOREIGN KEY ("productId") REFERENCES "products"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_productId_fkey" FOREIGN KEY ("productId") REFERENCES "products"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_variantId_fkey" FOREIGN KEY ("variantId") REFERENCES "product_variants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Stars are 1 to 5, whatever the code does.
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_rating_range" CHECK ("rating" BETWEEN 1 AND 5);

-- One open request per shopper and variant: signing up again finds the waiting one.
CREATE UNIQUE INDEX "stock_alerts_waiting_variant_email_key" ON "stock_alerts"("variantId", "email") WHERE "status" = 'waiting';

-- A product's rating (number of published reviews, sum of their stars) is recomputed from its
-- published reviews in the statement that changes any of them: it cannot drift from the rows.
CREATE FUNCTION "refresh_product_ratings"(ids UUID[]) RETURNS void LANGUAGE sql AS $$
  UPDATE "products" p SET "ratingCount" = r.n, "ratingSum" = r.total
  FROM (
    SELECT ids.id, count(rv."id")::int AS n, coalesce(sum(rv."rating"), 0)::int AS total
    FROM unnest(ids) AS ids(id)
    LEFT JOIN "reviews" rv ON rv."productId" = ids.id AND rv."status" = 'published'
    GROUP BY ids.id
  ) r
  WHERE p."id" = r.id AND (p."ratingCount", p."ratingSum") IS DISTINCT FROM (r.n, r.total);
$$;

-- A statement trigger can only name the transition tables its event has, hence one function per event.
CREATE FUNCTION "reviews_rating_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "refresh_product_ratings"(ARRAY(SELECT DISTINCT "productId" FROM new_rows));
  RETURN NULL;
END
$$;
CREATE FUNCTION "reviews_rating_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "refresh_product_ratings"(ARRAY(SELECT "productId" FROM new_rows UNION SELECT "productId" FROM old_rows));
  RETURN NULL;
END
$$;
CREATE FUNCTION "reviews_rating_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "refresh_product_ratings"(ARRAY(SELECT DISTINCT "productId" FROM old_rows));
  RETURN NULL;
END
$$;

CREATE TRIGGER "reviews_rating_after_insert" AFTER INSERT ON "reviews"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "reviews_rating_after_insert"();
CREATE TRIGGER "reviews_rating_after_update" AFTER UPDATE ON "reviews"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "reviews_rating_after_update"();
CREATE TRIGGER "reviews_rating_after_delete" AFTER DELETE ON "reviews"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "reviews_rating_after_delete"();
