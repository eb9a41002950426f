CREATE TABLE "coin_accounts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"user_name" text DEFAULT '' NOT NULL,
	"user_email" text DEFAULT '' NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coin_accounts_balance_not_negative" CHECK ("coin_accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "coin_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coin_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"coins" integer,
	"active" boolean DEFAULT true NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "coin_events_coins_positive" CHECK ("coin_events"."coins" IS NULL OR "coin_events"."coins" > 0)
);
--> statement-breakpoint
CREATE TABLE "coin_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"credit" integer DEFAULT 0 NOT NULL,
	"debit" integer DEFAULT 0 NOT NULL,
	"balance_after" integer NOT NULL,
	"reason" text NOT NULL,
	"actor_user_id" integer,
	"idempotency_key" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coin_ledger_one_side" CHECK ("coin_ledger"."credit" >= 0 AND "coin_ledger"."debit" >= 0 AND ("coin_ledger"."credit" > 0) <> ("coin_ledger"."debit" > 0)),
	CONSTRAINT "coin_ledger_balance_not_negative" CHECK ("coin_ledger"."balance_after" >= 0)
);
--> statement-breakpoint
ALTER TABLE "coin_ledger" ADD CONSTRAINT "coin_ledger_event_id_coin_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."coin_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coin_accounts_search_trgm" ON "coin_accounts" USING gin (("user_name" || ' ' || "user_email") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "coin_events_code_uq" ON "coin_events" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "coin_ledger_idempotency_uq" ON "coin_ledger" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "coin_ledger_user_idx" ON "coin_ledger" USING btree ("user_id","created_on","id");--> statement-breakpoint
CREATE INDEX "coin_ledger_created_idx" ON "coin_ledger" USING btree ("created_on","id");--> statement-breakpoint
CREATE INDEX "coin_ledger_event_idx" ON "coin_ledger" USING btree ("event_id","created_on");--> statement-breakpoint
CREATE INDEX "coin_ledger_reason_trgm" ON "coin_ledger" USING gin ("reason" gin_trgm_ops);--> statement-breakpoint
-- Written by hand (drizzle-kit does not express triggers): the coin ledger is append-only in the database too, like
-- the audit log. Any UPDATE or DELETE statement on it fails, whatever its WHERE clause and whoever sends it (TRUNCATE
-- stays possible: restoring a backup empties every table before loading it).
CREATE FUNCTION "coin_ledger_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'coin_ledger is append-only: % is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "coin_ledger_append_only" BEFORE UPDATE OR DELETE ON "coin_ledger" FOR EACH STATEMENT EXECUTE FUNCTION "coin_ledger_refuse_change"();--> statement-breakpoint
-- The kinds of coin change. Earning rules (kind earn) start with these amounts; staff change them and switch them off.
INSERT INTO "coin_events" ("code", "name", "kind", "coins") VALUES
  ('course.completed', 'Course completed', 'earn', 100),
  ('test.passed', 'Test passed', 'earn', 10),
  ('badge.claimed', 'Badge claimed', 'earn', 25),
  ('forum.answer.useful', 'Useful forum answer', 'earn', 5),
  ('staff.credit', 'Credited by staff', 'staff', NULL),
  ('staff.debit', 'Debited by staff', 'staff', NULL),
  ('order.payment', 'Paid towards an order', 'spend', NULL),
  ('order.refund', 'Returned from a refunded order', 'spend', NULL);
