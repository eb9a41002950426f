CREATE TABLE "invoice_counters" (
	"series" text NOT NULL,
	"financial_year" text NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_counters_series_financial_year_pk" PRIMARY KEY("series","financial_year")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"series" text NOT NULL,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"invoice_id" integer,
	"order_event_id" integer,
	"issued_on" timestamp with time zone NOT NULL,
	"currency" text NOT NULL,
	"taxable_amount" integer NOT NULL,
	"cgst" integer DEFAULT 0 NOT NULL,
	"sgst" integer DEFAULT 0 NOT NULL,
	"igst" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"tax_rate_bp" integer NOT NULL,
	"tax_mode" text NOT NULL,
	"hsn_sac" text NOT NULL,
	"description" text NOT NULL,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"type" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"source" text NOT NULL,
	"actor_user_id" integer,
	"reference" text,
	"note" text DEFAULT '' NOT NULL,
	"occurred_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"item_kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"item_title" text NOT NULL,
	"item_ref" text DEFAULT '' NOT NULL,
	"currency" text NOT NULL,
	"amount" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_order_id" text,
	"provider_payment_id" text,
	"status" text DEFAULT 'created' NOT NULL,
	"captured_amount" integer DEFAULT 0 NOT NULL,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"buyer_name" text DEFAULT '' NOT NULL,
	"buyer_email" text DEFAULT '' NOT NULL,
	"buyer_state" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_on" timestamp with time zone,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"order_id" integer,
	"outcome" text NOT NULL,
	"payload" jsonb,
	"received_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_uq" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_series_seq_uq" ON "invoices" USING btree ("series","financial_year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_uq" ON "invoices" USING btree ("order_id") WHERE "invoices"."kind" = 'invoice';--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_refund_uq" ON "invoices" USING btree ("order_event_id") WHERE "invoices"."kind" = 'credit_note';--> statement-breakpoint
CREATE INDEX "invoices_user_idx" ON "invoices" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "invoices_issued_idx" ON "invoices" USING btree ("issued_on","id");--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_events_paid_uq" ON "order_events" USING btree ("order_id") WHERE "order_events"."type" = 'paid';--> statement-breakpoint
CREATE UNIQUE INDEX "order_events_granted_uq" ON "order_events" USING btree ("order_id") WHERE "order_events"."type" = 'granted';--> statement-breakpoint
CREATE UNIQUE INDEX "order_events_refund_ref_uq" ON "order_events" USING btree ("order_id","reference") WHERE "order_events"."type" = 'refunded' and "order_events"."reference" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_live_item_uq" ON "orders" USING btree ("user_id","item_kind","item_id") WHERE "orders"."status" in ('created', 'paid');--> statement-breakpoint
CREATE UNIQUE INDEX "orders_provider_order_uq" ON "orders" USING btree ("provider","provider_order_id") WHERE "orders"."provider_order_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_provider_payment_uq" ON "orders" USING btree ("provider","provider_payment_id") WHERE "orders"."provider_payment_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_on","id");--> statement-breakpoint
CREATE INDEX "orders_search_trgm" ON "orders" USING gin (("buyer_name" || ' ' || "buyer_email" || ' ' || "item_title") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "payment_webhook_events_uq" ON "payment_webhook_events" USING btree ("provider","event_id");--> statement-breakpoint
-- Written by hand (drizzle-kit does not express triggers): order events, webhook deliveries and invoices are
-- append-only in the database too; any UPDATE or DELETE statement on them fails, whoever sends it. (orders keeps
-- its current state as a column updated with each appended event; invoice_counters is bumped in place by design.)
CREATE FUNCTION "payments_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % is not allowed', TG_TABLE_NAME, TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "order_events_append_only" BEFORE UPDATE OR DELETE ON "order_events" FOR EACH STATEMENT EXECUTE FUNCTION "payments_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "payment_webhook_events_append_only" BEFORE UPDATE OR DELETE ON "payment_webhook_events" FOR EACH STATEMENT EXECUTE FUNCTION "payments_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "invoices_append_only" BEFORE UPDATE OR DELETE ON "invoices" FOR EACH STATEMENT EXECUTE FUNCTION "payments_refuse_change"();
