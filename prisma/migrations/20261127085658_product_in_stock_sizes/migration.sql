-- DropIndex
DROP INDEX "product_variants_size_stock_productId_idx";

-- DropIndex
DROP INDEX "products_categoryId_price_idx";

-- AlterTable
ALTER TABLE "products" ADD COLUMN     "inStockSizes" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- Hand-written below: products."inStockSizes" kept by the variants' stock trigger (migration
-- product_variants), in the same UPDATE of the product as its stock, and filled for existing products.
--
-- An insert can only add sizes: the new in-stock sizes are a union with the row's own value,
-- computed on the row as locked (like stock + delta), so concurrent inserts cannot lose one.
-- An update or a delete takes a size away only when no variant of it is left in stock, which needs
-- the product's variants as they are now. So, only for the products where a variant went in or out
-- of stock, changed its size or was deleted while in stock, the product rows are locked first and
-- the variants read in the next statement: under READ COMMITTED each statement of a PL/pgSQL
-- function takes a new snapshot, so that read sees what another transaction committed to the same
-- product while this one waited for the lock. Without the lock, two checkouts selling the last M
-- and the last L of one product at the same moment would each write the sizes they saw, and the
-- second would put the first one's size back. A sale that leaves units in stock (the usual case)
-- takes no lock and reads nothing beyond what it did before.
-- A product's sizes with a variant in stock now, sorted: what the trigger recounts and the fill writes.
CREATE FUNCTION product_sizes_in_stock(product uuid) RETURNS text[] LANGUAGE sql STABLE
  AS $$ SELECT ARRAY(SELECT DISTINCT v."size" FROM "product_variants" v WHERE v."productId" = product AND v."stock" > 0 ORDER BY 1) $$;

CREATE OR REPLACE FUNCTION "product_variants_sum_stock"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  recount uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "products" p
    SET "stock" = p."stock" + d.delta,
        "inStockSizes" = ARRAY(SELECT DISTINCT s FROM unnest(coalesce(p."inStockSizes", '{}') || d.sizes) s ORDER BY s)
    FROM (
      SELECT "productId", sum("stock") AS delta, coalesce(array_agg("size") FILTER (WHERE "stock" > 0), '{}') AS sizes
      FROM new_rows GROUP BY "productId"
    ) d
    WHERE p."id" = d."productId" AND (d.delta <> 0 OR NOT d.sizes <@ coalesce(p."inStockSizes", '{}'));
    RETURN NULL;
  END IF;

  IF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT "productId") INTO recount FROM old_rows WHERE "stock" > 0;
  ELSE
    SELECT array_agg(DISTINCT x.id) INTO recount FROM new_rows n JOIN old_rows o ON o."id" = n."id"
    CROSS JOIN LATERAL (VALUES (n."productId"), (o."productId")) x(id)
    WHERE (n."productId", n."size", n."stock" > 0) IS DISTINCT FROM (o."productId", o."size", o."stock" > 0)
      AND (n."stock" > 0 OR o."stock" > 0);
  END IF;
  IF recount IS NOT NULL THEN
    PERFORM 1 FROM "products" WHERE "id" = ANY(recount) ORDER BY "id" FOR NO KEY UPDATE;
  END IF;

  IF TG_OP = 'DELETE' THEN
    UPDATE "products" p
    SET "stock" = p."stock" - d.delta,
        "inStockSizes" = CASE WHEN p."id" = ANY(recount) THEN product_sizes_in_stock(p."id") ELSE p."inStockSizes" END
    FROM (SELECT "productId", sum("stock") AS delta FROM old_rows GROUP BY "productId") d
    WHERE p."id" = d."productId" AND d.delta <> 0;
  ELSE
    UPDATE "products" p
    SET "stock" = p."stock" + d.delta,
        "inStockSizes" = CASE WHEN p."id" = ANY(recount) THEN product_sizes_in_stock(p."id") ELSE p."inStockSizes" END
    FROM (
      SELECT "productId", sum(delta) AS delta FROM (
        SELECT "productId", "stock" AS delta FROM new_rows
        UNION ALL
        SELECT "productId", -"stock" FROM old_rows
      ) changes GROUP BY "productId"
    ) d
    WHERE p."id" = d."productId" AND (d.delta <> 0 OR p."id" = ANY(recount));
  END IF;
  RETURN NULL;
END
$$;

UPDATE "products" p
SET "inStockSizes" = product_sizes_in_stock(p."id");

-- The size filter no longer probes variants: the partial index for that probe (migration
-- variants_in_stock_index) goes too, one index less to write on every sale.
DROP INDEX "product_variants_in_stock_productId_size_idx";

-- After the fill, so that it is built once.
-- CreateIndex
CREATE INDEX "products_categoryId_price_inStockSizes_idx" ON "products"("categoryId", "price", "inStockSizes");

-- The planner's statistics for the new column at once (which sizes are common), not at the next
-- autovacuum's analyze: without them it guesses that a size matches 0.5 % of products and plans the
-- filtered list's count as a scan of the table.
ANALYZE "products";
