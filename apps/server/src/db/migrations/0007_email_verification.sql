ALTER TABLE "users" ADD COLUMN "email_verified_on" timestamp with time zone;--> statement-breakpoint
-- Accounts that exist before email verification was introduced count as verified (issue 9, I4).
UPDATE "users" SET "email_verified_on" = "created_on" WHERE "email_verified_on" IS NULL;
