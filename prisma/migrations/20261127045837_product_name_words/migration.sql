-- The words of each product's name, ranked (issue 16: search flat from 1,000 to 100,000 products).
-- A GIN index gives a word's matches in no order: a search for a word in roughly 0.2-10 % of the
-- names ("patola": 1,430 products at 100,000) fetched every match from the table for its featured
-- flag and creation time and sorted them all, O(matches) for a page of 12 (~3 ms at 100,000, 0.3 ms
-- at 1,000). Here each (word, product) pair carries the product's FEATURED order, and the ranked index
-- hands out a prefix's matches already in that order from the index alone.
--
-- `word` is COLLATE "C" (Prisma does not model a column's collation): byte order, so the words with
-- a prefix are exactly a range, whatever the database's own collation.
-- Kept by triggers: on insert, and on an update that changes the name, featured or createdAt (not
-- the stock changes that update products on every order). A deleted product's words go with it
-- (ON DELETE CASCADE).

-- CreateTable
CREATE TABLE "product_name_words" (
    "word" TEXT COLLATE "C" NOT NULL,
    "productId" UUID NOT NULL,
    "featured" BOOLEAN NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "product_name_words_pkey" PRIMARY KEY ("word","productId")
);

-- CreateIndex
CREATE INDEX "product_name_words_ranked_idx" ON "product_name_words"("word", "featured" DESC, "createdAt" DESC, "productId");

-- CreateIndex
CREATE INDEX "product_name_words_productId_idx" ON "product_name_words"("productId");

-- AddForeignKey
ALTER TABLE "product_name_words" ADD CONSTRAINT "product_name_words_productId_fkey" FOREIGN KEY ("productId") REFERENCES "products"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Same lexemes as the GIN index on to_tsvector('english', name) (migration product_full_text_search).
CREATE FUNCTION product_name_words_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM "product_name_words" WHERE "productId" = OLD."id";
  END IF;
  INSERT INTO "product_name_words" ("word", "productId", "featured", "createdAt")
    SELECT w.lexeme, NEW."id", NEW."featured", NEW."createdAt" FROM unnest(to_tsvector('english'::regconfig, NEW."name")) w;
  RETURN NULL;
END
$$;

CREATE TRIGGER product_name_words_insert AFTER INSERT ON "products"
  FOR EACH ROW EXECUTE FUNCTION product_name_words_sync();
CREATE TRIGGER product_name_words_update AFTER UPDATE OF "name", "featured", "createdAt" ON "products"
  FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name" OR OLD."featured" IS DISTINCT FROM NEW."featured" OR OLD."createdAt" IS DISTINCT FROM NEW."createdAt")
  EXECUTE FUNCTION product_name_words_sync();

INSERT INTO "product_name_words" ("word", "productId", "featured", "createdAt")
  SELECT w.lexeme, p."id", p."featured", p."createdAt" FROM "products" p, unnest(to_tsvector('english'::regconfig, p."name")) w;

ANALYZE "product_name_words";
