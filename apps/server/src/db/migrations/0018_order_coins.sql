ALTER TABLE "orders" ADD COLUMN "coins_used" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coins_value" integer DEFAULT 0 NOT NULL;