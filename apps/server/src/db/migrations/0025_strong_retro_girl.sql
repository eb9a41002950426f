ALTER TABLE "capsule_progress" ADD COLUMN "paid_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "capsule_progress" ADD COLUMN "paid_currency" text;