-- E-mail verification, and double opt-in for back-in-stock alerts: an alert for an address nobody has
-- proved to read waits as `pending` until the link e-mailed to it is followed.
-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "EmailKind" ADD VALUE 'email_verification';
ALTER TYPE "EmailKind" ADD VALUE 'stock_alert_confirmation';

-- AlterEnum
ALTER TYPE "StockAlertStatus" ADD VALUE 'pending';

-- AlterTable
ALTER TABLE "stock_alerts" ADD COLUMN     "confirmExpiresAt" TIMESTAMPTZ(3),
ADD COLUMN     "confirmTokenHash" VARCHAR(64);

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "emailVerifiedAt" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "email_verification_tokens" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "email" TEXT NOT NULL,
    "tokenHash" VARCHAR(64) NOT NULL,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "usedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "email_verification_tokens_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "email_verification_tokens_tokenHash_key" ON "email_verification_tokens"("tokenHash");

-- CreateIndex
CREATE INDEX "email_verification_tokens_userId_idx" ON "email_verification_tokens"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "stock_alerts_confirmTokenHash_key" ON "stock_alerts"("confirmTokenHash");

-- AddForeignKey
ALTER TABLE "email_verification_tokens" ADD CONSTRAINT "email_verification_tokens_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Accounts made before verification existed: the shop's admins are trusted, customers verify from
-- My Account. Alerts already waiting stay live.
UPDATE "users" SET "emailVerifiedAt" = CURRENT_TIMESTAMP WHERE "role" = 'admin';

-- A verification proves one address: whoever writes a new e-mail (the app, a script, an owner's SQL)
-- makes the account unverified again, unless the same statement sets the date itself.
CREATE FUNCTION "users_unverify_email"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."email" IS DISTINCT FROM OLD."email" AND NEW."emailVerifiedAt" IS NOT DISTINCT FROM OLD."emailVerifiedAt" THEN
    NEW."emailVerifiedAt" := NULL;
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER "users_unverify_email" BEFORE UPDATE OF "email" ON "users"
  FOR EACH ROW EXECUTE FUNCTION "users_unverify_email"();

-- One open request (pending or waiting) per address and variant. Written without the new enum value,
-- which this transaction may not use yet.
DROP INDEX "stock_alerts_waiting_variant_email_key";
CREATE UNIQUE INDEX "stock_alerts_open_variant_email_key" ON "stock_alerts"("variantId", "email") WHERE "status" <> 'notified';
