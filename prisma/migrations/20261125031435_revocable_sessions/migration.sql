-- Revocable sessions: every token carries the user's token version (claim "ver", absent = 0 for
-- tokens signed before this migration, so existing sessions survive the upgrade) and is refused
-- once the version has moved on.
-- AlterTable
ALTER TABLE "users" ADD COLUMN     "tokenVersion" INTEGER NOT NULL DEFAULT 0;

-- A new password or role ends every session signed before it, whoever writes the row (the app,
-- a script, an owner's SQL). Sign-out bumps the version itself. A statement that also sets the
-- version keeps the higher of its value and the bump.
CREATE FUNCTION "users_revoke_tokens"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."password" IS DISTINCT FROM OLD."password" OR NEW."role" IS DISTINCT FROM OLD."role" THEN
    NEW."tokenVersion" := GREATEST(NEW."tokenVersion", OLD."tokenVersion" + 1);
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER "users_revoke_tokens" BEFORE UPDATE OF "password", "role" ON "users"
  FOR EACH ROW EXECUTE FUNCTION "users_revoke_tokens"();
