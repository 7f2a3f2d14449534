-- The shop search's weighted document as a stored column (issue 16, item 7: search flat from 1,000 to
-- 100,000 products). Until now it was an expression, computed again for every row a search reads
-- that is not answered by the GIN index alone: the probes of the order by relevance (100 products in
-- FEATURED order) and any count that walks products (to_tsvector of a description: ~40-50 µs a row).
-- Stored, a row's match costs about 1 µs, so a common word is counted by reading ~1,000 products in
-- table order instead of building the GIN bitmap of its 18,000-28,000 matches (bench/README
-- "Search flat at 100,000 products").
--
-- Kept by a trigger rather than a generated column: a generated column is computed again on every
-- UPDATE of the row, and products are updated on every stock change (the variants' stock trigger),
-- on orders; this trigger runs on insert and when name or description is in the statement. Listing
-- "searchDocument" itself too means nobody can write a wrong document by hand: it is recomputed.
-- Same expression as before ('english', name weighted A above description B), so every search
-- answers the same products in the same order.

-- AlterTable
ALTER TABLE "products" ADD COLUMN     "searchDocument" tsvector;

UPDATE "products" SET "searchDocument" =
  setweight(to_tsvector('english'::regconfig, "name"), 'A') || setweight(to_tsvector('english'::regconfig, "description"), 'B');

CREATE FUNCTION products_search_document() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."searchDocument" :=
    setweight(to_tsvector('english'::regconfig, NEW."name"), 'A') || setweight(to_tsvector('english'::regconfig, NEW."description"), 'B');
  RETURN NEW;
END
$$;

CREATE TRIGGER products_search_document BEFORE INSERT OR UPDATE OF "name", "description", "searchDocument" ON "products"
  FOR EACH ROW EXECUTE FUNCTION products_search_document();

-- CreateIndex
-- No pending list (fastupdate off): embedded PGlite runs no autovacuum to merge it (as for the other
-- GIN indexes). It replaces the expression index on the same document.
CREATE INDEX "products_search_document_idx" ON "products" USING GIN ("searchDocument") WITH (fastupdate = off);

DROP INDEX "products_search_idx";

-- Statistics for the new column (its lexemes' frequencies), for the planner's choices.
ANALYZE "products";
