-- DropIndex
DROP INDEX "products_sizes_idx";

-- AlterTable
ALTER TABLE "cart_items" ADD COLUMN     "variantId" UUID;

-- AlterTable
ALTER TABLE "order_items" ADD COLUMN     "sku" TEXT,
ADD COLUMN     "variantId" UUID;

-- CreateTable
CREATE TABLE "product_variants" (
    "id" UUID NOT NULL,
    "productId" UUID NOT NULL,
    "size" TEXT NOT NULL DEFAULT '',
    "color" TEXT NOT NULL DEFAULT '',
    "sku" TEXT NOT NULL,
    "stock" INTEGER NOT NULL DEFAULT 0,
    "position" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "product_variants_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "product_variants_sku_key" ON "product_variants"("sku");

-- CreateIndex
CREATE INDEX "product_variants_size_stock_productId_idx" ON "product_variants"("size", "stock", "productId");

-- CreateIndex
CREATE INDEX "product_variants_stock_productId_idx" ON "product_variants"("stock", "productId");

-- CreateIndex
CREATE INDEX "product_variants_sku_trgm_idx" ON "product_variants" USING GIN ("sku" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "product_variants_productId_size_color_key" ON "product_variants"("productId", "size", "color");

-- CreateIndex
CREATE INDEX "cart_items_variantId_idx" ON "cart_items"("variantId");

-- CreateIndex
CREATE INDEX "order_items_variantId_idx" ON "order_items"("variantId");

-- AddForeignKey
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_productId_fkey" FOREIGN KEY ("productId") REFERENCES "products"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_variantId_fkey" FOREIGN KEY ("variantId") REFERENCES "product_variants"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_variantId_fkey" FOREIGN KEY ("variantId") REFERENCES "product_variants"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- ---------------------------------------------------------------------------------------------
-- Hand-written below: the data migration, the stock rule and the trigger that keeps
-- products.stock the sum of its variants (Prisma's schema language has no words for these).
-- ---------------------------------------------------------------------------------------------

-- The database itself refuses negative stock, whatever the code does.
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_stock_check" CHECK ("stock" >= 0);

-- Every existing product gets one variant per size × colour it is sold in ('' stands for "no
-- sizes" / "no colours", so a product with neither gets exactly one default variant).
--
-- Stock: the product's stock is spread evenly over its variants in display order (sizes in the
-- product's order, then colours); the remainder goes one unit each to the first variants. So the
-- units are unchanged: 10 over S, M, L → 4, 3, 3.
--
-- SKU: a product code, then the colour and the size, upper-case letters and digits only, joined by
-- hyphens: "Teal Kurta" in teal, size M → KUR-TEAL-M. The code is the first three characters of
-- the name's last word (padded with X); products that share it get 2, 3, … in age order (KUR2-…).
-- Two colours of one product that read the same (Off-White / Off White) get the position appended.
WITH named AS (
  SELECT p.id, p.stock, p."createdAt",
         rpad(COALESCE(NULLIF(upper(left(substring(p.name from '([A-Za-z0-9]+)[^A-Za-z0-9]*$'), 3)), ''), 'P'), 3, 'X') AS word
  FROM "products" p
),
coded AS (
  SELECT id, stock,
         word || CASE WHEN n > 1 THEN n::text ELSE '' END AS code
  FROM (SELECT named.*, row_number() OVER (PARTITION BY word ORDER BY "createdAt", id) AS n FROM named) x
),
sizes AS (
  SELECT id, size, (row_number() OVER (PARTITION BY id ORDER BY i) - 1)::int AS si, count(*) OVER (PARTITION BY id)::int AS ns
  FROM (
    SELECT p.id, s.v AS size, min(s.i) AS i
    FROM "products" p, unnest(CASE WHEN cardinality(p.sizes) = 0 THEN ARRAY['']::text[] ELSE p.sizes END) WITH ORDINALITY AS s(v, i)
    GROUP BY p.id, s.v
  ) d
),
colors AS (
  SELECT id, color, (row_number() OVER (PARTITION BY id ORDER BY i) - 1)::int AS ci, count(*) OVER (PARTITION BY id)::int AS nc
  FROM (
    SELECT p.id, c.v AS color, min(c.i) AS i
    FROM "products" p, unnest(CASE WHEN cardinality(p.colors) = 0 THEN ARRAY['']::text[] ELSE p.colors END) WITH ORDINALITY AS c(v, i)
    GROUP BY p.id, c.v
  ) d
),
combos AS (
  SELECT c.id AS product_id, c.stock AS total, s.size, k.color,
         s.si * k.nc + k.ci AS pos,
         s.ns * k.nc AS n,
         concat_ws('-', c.code,
                   NULLIF(upper(regexp_replace(k.color, '[^A-Za-z0-9]+', '', 'g')), ''),
                   NULLIF(upper(regexp_replace(s.size, '[^A-Za-z0-9]+', '', 'g')), '')) AS sku
  FROM coded c
  JOIN sizes s ON s.id = c.id
  JOIN colors k ON k.id = c.id
)
INSERT INTO "product_variants" ("id", "productId", "size", "color", "sku", "stock", "position", "updatedAt")
SELECT gen_random_uuid(), product_id, size, color,
       CASE WHEN count(*) OVER (PARTITION BY sku) > 1 THEN sku || '-' || (pos + 1) ELSE sku END,
       total / n + CASE WHEN pos < total % n THEN 1 ELSE 0 END,
       pos, CURRENT_TIMESTAMP
FROM combos;

-- Cart lines and order items are linked to the variant of their size and colour where one
-- matches; order items also keep that SKU. Their name/price/size/colour snapshot is untouched.
UPDATE "cart_items" ci SET "variantId" = v.id
FROM "product_variants" v
WHERE v."productId" = ci."productId" AND v.size = ci.size AND v.color = ci.color;

UPDATE "order_items" oi SET "variantId" = v.id, "sku" = v.sku
FROM "product_variants" v
WHERE v."productId" = oi."productId" AND v.size = COALESCE(oi.size, '') AND v.color = COALESCE(oi.color, '');

-- products.stock is from now on the sum of its variants' stock, kept in the same statement as any
-- change to a variant (created after the insert above, which carried the existing totals over).
-- Statement-level with transition tables: a bulk insert of a product's variants is one update of
-- the product, not one per variant.
CREATE FUNCTION "product_variants_sum_stock"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "products" p SET "stock" = p."stock" + d.delta
    FROM (SELECT "productId", sum("stock") AS delta FROM new_rows GROUP BY "productId") d
    WHERE p."id" = d."productId" AND d.delta <> 0;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "products" p SET "stock" = p."stock" - d.delta
    FROM (SELECT "productId", sum("stock") AS delta FROM old_rows GROUP BY "productId") d
    WHERE p."id" = d."productId" AND d.delta <> 0;
  ELSE
    UPDATE "products" p SET "stock" = p."stock" + d.delta
    FROM (
      SELECT "productId", sum(delta) AS delta FROM (
        SELECT "productId", "stock" AS delta FROM new_rows
        UNION ALL
        SELECT "productId", -"stock" FROM old_rows
      ) changes GROUP BY "productId"
    ) d
    WHERE p."id" = d."productId" AND d.delta <> 0;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER "product_variants_sum_stock_insert" AFTER INSERT ON "product_variants"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_variants_sum_stock"();
CREATE TRIGGER "product_variants_sum_stock_update" AFTER UPDATE ON "product_variants"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_variants_sum_stock"();
CREATE TRIGGER "product_variants_sum_stock_delete" AFTER DELETE ON "product_variants"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_variants_sum_stock"();
