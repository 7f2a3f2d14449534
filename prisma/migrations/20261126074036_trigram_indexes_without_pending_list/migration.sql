-- The trigram GIN indexes (search by name/description, the admin's SKU search) without a pending
-- list (issue 16, item 6). With GIN's default fastupdate, new entries go to an unsorted pending list
-- that only VACUUM (autovacuum) merges into the index. Embedded PGlite runs no autovacuum, so the
-- list only grows, the planner prices the index above a sequential scan and a rare-word search
-- (`ILIKE '%zardozi%'`) scanned all 10,000 products inside the Node thread (~50 ms per statement,
-- twice per search: the page and its count). Without it, each write updates the index directly
-- (a little slower to save a product) and the search takes a bitmap index scan (< 1 ms).
ALTER INDEX "products_name_trgm_idx" SET (fastupdate = off);
ALTER INDEX "products_description_trgm_idx" SET (fastupdate = off);
ALTER INDEX "product_variants_sku_trgm_idx" SET (fastupdate = off);

-- Whatever is already pending goes into the index now.
SELECT gin_clean_pending_list('"products_name_trgm_idx"'::regclass);
SELECT gin_clean_pending_list('"products_description_trgm_idx"'::regclass);
SELECT gin_clean_pending_list('"product_variants_sku_trgm_idx"'::regclass);
