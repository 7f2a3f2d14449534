-- The anonymous catalogue cache (api/src/public-cache, issue 16): every statement that changes what shoppers see of
-- the catalogue — products, their variants' stock and prices, categories, SEO records, content pages, reviews —
-- notifies channel "shop_catalogue" with the table's name. PostgreSQL delivers a notification only when its
-- transaction commits, to every listening instance, so each instance drops its cached answers right after the change
-- is visible, whichever code (or hand-written SQL) made it.
CREATE FUNCTION "shop_catalogue_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('shop_catalogue', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;

CREATE TRIGGER "products_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "shop_catalogue_changed"();
CREATE TRIGGER "product_variants_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_variants" FOR EACH STATEMENT EXECUTE FUNCTION "shop_catalogue_changed"();
CREATE TRIGGER "categories_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "shop_catalogue_changed"();
CREATE TRIGGER "seo_meta_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "seo_meta" FOR EACH STATEMENT EXECUTE FUNCTION "shop_catalogue_changed"();
CREATE TRIGGER "content_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "content" FOR EACH STATEMENT EXECUTE FUNCTION "shop_catalogue_changed"();
CREATE TRIGGER "reviews_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "reviews" FOR EACH STATEMENT EXECUTE FUNCTION "shop_catalogue_changed"();
