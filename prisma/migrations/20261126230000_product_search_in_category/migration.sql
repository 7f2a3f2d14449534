-- A search within categories found through one index (issue 16, item 7: the storefront's search
-- flat from 1,000 to 100,000 products). "kurta" among women's products at ₹500-3,000 has no match,
-- and finding that took 9-15 ms at 100,000 products: the GIN index gave kurta's 18,584 matches, the
-- (categoryId, price) index the 15,545 women's products in the range, and their intersection was
-- empty. Nothing short of an index that holds word and category together can answer that in less
-- than O(matches).
--
-- This index holds each word of a product's stored search document once more, prefixed with its
-- category ('/<category id>/kurta'), as a GIN index on an expression: the rows do not grow and there
-- is nothing to keep in step (the expression follows "categoryId" and "searchDocument"). A search
-- with a category filter asks it for '/<id>/kurta':* (product_search_in_categories below), a range
-- of the index that holds only that category's products with the word: empty for the search above
-- (0.05 ms). A shopper's words are letters, digits and marks (product-search.service.ts
-- searchQuery), so nothing a shopper types can reach these lexemes, which begin with '/'.

-- The document's lexemes, each prefixed with the category. IMMUTABLE: it depends on its arguments only.
CREATE FUNCTION product_search_in_category(category uuid, document tsvector) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT array_to_tsvector(ARRAY(SELECT '/' || category::text || '/' || w FROM unnest(tsvector_to_array(document)) AS w)) $$;

-- A search (the text product-search.service.ts builds: 'kurt:* & silk:*') within any of the
-- categories, for the index above: the query is parsed and stemmed as the document was ('english'),
-- then each lexeme is prefixed with each category, and the categories are alternatives. A query with
-- no lexeme (stop words only) stays empty, and matches nothing, as it did.
CREATE FUNCTION product_search_in_categories(query text, categories uuid[]) RETURNS tsquery
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT CASE WHEN numnode(q) = 0 THEN q ELSE (
      SELECT string_agg('(' || regexp_replace(q::text, '''([^'']*)''', '''/' || c::text || '/\1''', 'g') || ')', ' | ')::tsquery
      FROM unnest(categories) AS c
    ) END
    FROM to_tsquery('english'::regconfig, query) AS q
  $$;

-- No pending list (fastupdate off): embedded PGlite runs no autovacuum to merge it (as for the
-- other GIN indexes).
CREATE INDEX "products_search_in_category_idx" ON "products" USING GIN (product_search_in_category("categoryId", "searchDocument"))
  WITH (fastupdate = off);

ANALYZE "products";
