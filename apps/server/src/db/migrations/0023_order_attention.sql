DROP INDEX "orders_live_item_uq";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "attention" text;--> statement-breakpoint
CREATE INDEX "orders_attention_idx" ON "orders" USING btree ("id") WHERE "orders"."attention" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_live_item_uq" ON "orders" USING btree ("user_id","item_kind","item_id") WHERE "orders"."status" in ('created', 'paid') and "orders"."attention" is null;