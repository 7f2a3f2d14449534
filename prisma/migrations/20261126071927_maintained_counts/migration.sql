-- AlterTable
ALTER TABLE "categories" ADD COLUMN     "productCount" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "shop_figures" (
    "shard" INTEGER NOT NULL,
    "revenue" DECIMAL(16,2) NOT NULL DEFAULT 0,
    "orders" INTEGER NOT NULL DEFAULT 0,
    "products" INTEGER NOT NULL DEFAULT 0,
    "categories" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "shop_figures_pkey" PRIMARY KEY ("shard")
);

-- Maintained figures (issue 16). Statement-level triggers with transition tables, as for
-- products.stock: a bulk insert is one update of the figures, not one per row. They run in the
-- same statement as the change, so the figures are exact in every transaction's view.

-- The dashboard's figures: 16 rows summed on read. Each connection adds to the row
-- pg_backend_pid() % 16: concurrent checkouts on different connections do not wait for one
-- another's commit on a single hot row (a connection only ever touches its own row, so no deadlock).
INSERT INTO "shop_figures" ("shard") SELECT g FROM generate_series(0, 15) g;
UPDATE "shop_figures" SET
  "revenue" = (SELECT COALESCE(sum(CASE WHEN "status" <> 'cancelled' THEN "total" ELSE "amountPaid" END - "amountRefunded"), 0) FROM "orders"),
  "orders" = (SELECT count(*) FROM "orders"),
  "products" = (SELECT count(*) FROM "products"),
  "categories" = (SELECT count(*) FROM "categories")
WHERE "shard" = 0;

CREATE FUNCTION "shop_figures_orders"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  d_revenue NUMERIC := 0;
  d_orders INTEGER := 0;
BEGIN
  -- Revenue net of refunds (dashboard.service.ts): an open order counts its total, a cancelled one
  -- what it was paid; both less what was refunded.
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT d_revenue + COALESCE(sum(CASE WHEN "status" <> 'cancelled' THEN "total" ELSE "amountPaid" END - "amountRefunded"), 0),
           d_orders + count(*)
      INTO d_revenue, d_orders FROM new_rows;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    SELECT d_revenue - COALESCE(sum(CASE WHEN "status" <> 'cancelled' THEN "total" ELSE "amountPaid" END - "amountRefunded"), 0),
           d_orders - count(*)
      INTO d_revenue, d_orders FROM old_rows;
  END IF;
  IF d_revenue <> 0 OR d_orders <> 0 THEN
    UPDATE "shop_figures" SET "revenue" = "revenue" + d_revenue, "orders" = "orders" + d_orders
    WHERE "shard" = pg_backend_pid() % 16;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER "shop_figures_orders_insert" AFTER INSERT ON "orders"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "shop_figures_orders"();
CREATE TRIGGER "shop_figures_orders_update" AFTER UPDATE ON "orders"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "shop_figures_orders"();
CREATE TRIGGER "shop_figures_orders_delete" AFTER DELETE ON "orders"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "shop_figures_orders"();

CREATE FUNCTION "shop_figures_count"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  d INTEGER;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT count(*) INTO d FROM new_rows;
  ELSE
    SELECT -count(*) INTO d FROM old_rows;
  END IF;
  IF d <> 0 THEN
    IF TG_TABLE_NAME = 'products' THEN
      UPDATE "shop_figures" SET "products" = "products" + d WHERE "shard" = pg_backend_pid() % 16;
    ELSE
      UPDATE "shop_figures" SET "categories" = "categories" + d WHERE "shard" = pg_backend_pid() % 16;
    END IF;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER "shop_figures_products_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "shop_figures_count"();
CREATE TRIGGER "shop_figures_products_delete" AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "shop_figures_count"();
CREATE TRIGGER "shop_figures_categories_insert" AFTER INSERT ON "categories"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "shop_figures_count"();
CREATE TRIGGER "shop_figures_categories_delete" AFTER DELETE ON "categories"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "shop_figures_count"();

-- categories.productCount: every product of the category (what the shop's GROUP BY counted).
UPDATE "categories" c SET "productCount" = (SELECT count(*) FROM "products" p WHERE p."categoryId" = c."id");

CREATE FUNCTION "categories_product_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "categories" c SET "productCount" = c."productCount" + d.delta
    FROM (SELECT "categoryId", count(*) AS delta FROM new_rows GROUP BY "categoryId") d
    WHERE c."id" = d."categoryId";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "categories" c SET "productCount" = c."productCount" - d.delta
    FROM (SELECT "categoryId", count(*) AS delta FROM old_rows GROUP BY "categoryId") d
    WHERE c."id" = d."categoryId";
  ELSE
    UPDATE "categories" c SET "productCount" = c."productCount" + d.delta
    FROM (
      SELECT "categoryId", sum(delta) AS delta FROM (
        SELECT "categoryId", 1 AS delta FROM new_rows
        UNION ALL
        SELECT "categoryId", -1 FROM old_rows
      ) changes GROUP BY "categoryId"
    ) d
    WHERE c."id" = d."categoryId" AND d.delta <> 0;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER "categories_product_count_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "categories_product_count"();
CREATE TRIGGER "categories_product_count_update" AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "categories_product_count"();
CREATE TRIGGER "categories_product_count_delete" AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "categories_product_count"();
