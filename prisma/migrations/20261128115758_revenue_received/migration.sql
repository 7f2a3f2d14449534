-- The dashboard's revenue is money received: what each order was paid, less what was refunded
-- (docs/decisions/0033-revenue-is-money-received.md). Until now an open order counted its whole total, so an
-- unpaid pay-on-delivery order counted before the courier had collected anything.
CREATE OR REPLACE FUNCTION "shop_figures_orders"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  d_revenue NUMERIC := 0;
  d_orders INTEGER := 0;
BEGIN
  -- Revenue received (dashboard.service.ts): what each order was paid less what was refunded, whatever its status.
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT d_revenue + COALESCE(sum("amountPaid" - "amountRefunded"), 0), d_orders + count(*)
      INTO d_revenue, d_orders FROM new_rows;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    SELECT d_revenue - COALESCE(sum("amountPaid" - "amountRefunded"), 0), d_orders - count(*)
      INTO d_revenue, d_orders FROM old_rows;
  END IF;
  IF d_revenue <> 0 OR d_orders <> 0 THEN
    UPDATE "shop_figures" SET "revenue" = "revenue" + d_revenue, "orders" = "orders" + d_orders
    WHERE "shard" = pg_backend_pid() % 16;
  END IF;
  RETURN NULL;
END
$$;

-- The figure again from the orders, in shard 0 (the shards are summed on read).
UPDATE "shop_figures" SET "revenue" = 0 WHERE "shard" <> 0;
UPDATE "shop_figures" SET "revenue" = (SELECT COALESCE(sum("amountPaid" - "amountRefunded"), 0) FROM "orders") WHERE "shard" = 0;
