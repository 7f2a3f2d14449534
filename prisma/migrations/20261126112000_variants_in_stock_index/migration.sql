-- The shop's size filter ("has size M in stock") probes each candidate product's variants. With the
-- stock condition in the index's WHERE, the probe is an index-only scan (no heap visit per product):
-- the capped count of a filtered list at 100,000 products went from 9.2 ms to 2.5 ms (bench/README,
-- "Scale"). Not in schema.prisma (Prisma does not model partial indexes); see the note there.
CREATE INDEX "product_variants_in_stock_productId_size_idx" ON "product_variants"("productId", "size") WHERE "stock" > 0;
