-- DropIndex
DROP INDEX "orders_createdAt_idx";

-- DropIndex
DROP INDEX "orders_status_createdAt_idx";

-- DropIndex
DROP INDEX "products_stock_idx";

-- CreateIndex
CREATE INDEX "orders_status_createdAt_id_idx" ON "orders"("status", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "orders_createdAt_id_idx" ON "orders"("createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "orders_total_desc_createdAt_id_idx" ON "orders"("total" DESC, "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "orders_total_createdAt_id_idx" ON "orders"("total", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "products_stock_id_idx" ON "products"("stock", "id");

-- CreateIndex
CREATE INDEX "products_stock_desc_id_idx" ON "products"("stock" DESC, "id");
