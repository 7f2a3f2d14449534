-- The shop's search is full text (issue 16, item 5): one GIN index on the weighted document
--   setweight(to_tsvector('english', name), 'A') || setweight(to_tsvector('english', description), 'B')
-- (catalog/product.search.ts repeats the expression exactly, so the planner matches it). An
-- expression index rather than a stored column: no row grows, nothing to keep in step, and Prisma's
-- schema stays free of a tsvector it cannot model. 'english' rather than 'simple': shoppers type
-- plurals ("kurtas", "sarees", "jackets"), which only stemming matches; the Indian words the shop
-- sells (kurta, kurti, saree, lehenga, dupatta) keep their own stems (see README "Search").
-- No pending list (fastupdate off): embedded PGlite runs no autovacuum to merge it (as for the
-- trigram indexes, migration trigram_indexes_without_pending_list).
CREATE INDEX "products_search_idx" ON "products" USING GIN (
  (setweight(to_tsvector('english'::regconfig, "name"), 'A') || setweight(to_tsvector('english'::regconfig, "description"), 'B'))
) WITH (fastupdate = off);

-- The name alone: the first group of the order by relevance (every word in the name), read in the
-- FEATURED index's order for a common word, or through this index for a rare one.
CREATE INDEX "products_name_search_idx" ON "products" USING GIN (to_tsvector('english'::regconfig, "name")) WITH (fastupdate = off);

-- The substring search on descriptions is gone; its trigram index only cost writes. The name's
-- trigram index stays for the admin's search (name or SKU).
DROP INDEX "products_description_trgm_idx";

-- Statistics for the new expressions (their word frequencies), for the planner's choices in the
-- shopper-sorted searches. The order by relevance does not depend on them (product-search.service.ts).
ANALYZE "products";
