-- DropIndex
DROP INDEX "products_featured_createdAt_idx";

-- DropIndex
DROP INDEX "products_soldCount_idx";

-- CreateIndex
CREATE INDEX "products_soldCount_createdAt_id_idx" ON "products"("soldCount" DESC, "createdAt" DESC, "id");

-- CreateIndex
CREATE INDEX "products_featured_createdAt_id_idx" ON "products"("featured" DESC, "createdAt" DESC, "id");
