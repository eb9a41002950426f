CREATE TABLE "capsule_badges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "capsule_badges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"capsule_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"holder_name" text NOT NULL,
	"status_index" integer,
	"credential" jsonb,
	"issued_on" timestamp with time zone NOT NULL,
	"revoked_on" timestamp with time zone,
	"revoked_reason" text,
	"revoked_by" integer
);
--> statement-breakpoint
CREATE TABLE "capsule_progress" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "capsule_progress_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"capsule_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"user_name" text NOT NULL,
	"user_email" text NOT NULL,
	"video_bought" boolean DEFAULT false NOT NULL,
	"order_id" integer,
	"bought_on" timestamp with time zone,
	"video_position" integer DEFAULT 0 NOT NULL,
	"video_watched" boolean DEFAULT false NOT NULL,
	"test1_completed" boolean DEFAULT false NOT NULL,
	"test1_percentage" real,
	"test1_on" timestamp with time zone,
	"test2_completed" boolean DEFAULT false NOT NULL,
	"test2_percentage" real,
	"test2_on" timestamp with time zone,
	"badge_claimed" boolean DEFAULT false NOT NULL,
	"badge_on" timestamp with time zone,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "capsule_subscription_plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "capsule_subscription_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"months" integer NOT NULL,
	"price_inr" integer DEFAULT 0 NOT NULL,
	"price_usd" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "capsule_subscription_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "capsule_subscription_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"user_name" text NOT NULL,
	"user_email" text NOT NULL,
	"plan_id" integer NOT NULL,
	"plan_name" text NOT NULL,
	"sponsor" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" integer,
	"decided_on" timestamp with time zone,
	"decision_note" text DEFAULT '' NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "capsule_subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "capsule_subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"user_name" text NOT NULL,
	"user_email" text NOT NULL,
	"plan_id" integer,
	"plan_name" text NOT NULL,
	"starts_on" timestamp with time zone NOT NULL,
	"ends_on" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"source" text NOT NULL,
	"order_id" integer,
	"request_id" integer,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "capsules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "capsules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"product_id" integer,
	"product_name" text DEFAULT '' NOT NULL,
	"track_id" integer,
	"track_name" text DEFAULT '' NOT NULL,
	"module_id" integer,
	"module_name" text DEFAULT '' NOT NULL,
	"price_inr" integer DEFAULT 0 NOT NULL,
	"price_usd" integer DEFAULT 0 NOT NULL,
	"video_material_id" integer,
	"video_title" text DEFAULT '' NOT NULL,
	"video_link" text,
	"video_seconds" integer DEFAULT 0 NOT NULL,
	"test1_id" integer,
	"test2_id" integer,
	"badge_name" text DEFAULT '' NOT NULL,
	"badge_description" text DEFAULT '' NOT NULL,
	"badge_criteria" text DEFAULT '' NOT NULL,
	"badge_image_key" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_on" timestamp with time zone,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "capsule_badges" ADD CONSTRAINT "capsule_badges_capsule_id_capsules_id_fk" FOREIGN KEY ("capsule_id") REFERENCES "public"."capsules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capsule_progress" ADD CONSTRAINT "capsule_progress_capsule_id_capsules_id_fk" FOREIGN KEY ("capsule_id") REFERENCES "public"."capsules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capsule_subscription_requests" ADD CONSTRAINT "capsule_subscription_requests_plan_id_capsule_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."capsule_subscription_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capsule_subscriptions" ADD CONSTRAINT "capsule_subscriptions_plan_id_capsule_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."capsule_subscription_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "capsule_badges_user_uq" ON "capsule_badges" USING btree ("capsule_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "capsule_badges_public_uq" ON "capsule_badges" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "capsule_badges_status_uq" ON "capsule_badges" USING btree ("status_index");--> statement-breakpoint
CREATE INDEX "capsule_badges_revoked_idx" ON "capsule_badges" USING btree ("status_index") WHERE "capsule_badges"."revoked_on" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "capsule_progress_user_uq" ON "capsule_progress" USING btree ("capsule_id","user_id");--> statement-breakpoint
CREATE INDEX "capsule_progress_user_idx" ON "capsule_progress" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "capsule_progress_search_trgm" ON "capsule_progress" USING gin (("user_name" || ' ' || "user_email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "capsule_subscription_requests_status_idx" ON "capsule_subscription_requests" USING btree ("status","created_on");--> statement-breakpoint
CREATE UNIQUE INDEX "capsule_subscription_requests_pending_uq" ON "capsule_subscription_requests" USING btree ("user_id") WHERE "capsule_subscription_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "capsule_subscription_requests_search_trgm" ON "capsule_subscription_requests" USING gin (("user_name" || ' ' || "user_email" || ' ' || "sponsor") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "capsule_subscriptions_user_idx" ON "capsule_subscriptions" USING btree ("user_id","ends_on");--> statement-breakpoint
CREATE UNIQUE INDEX "capsule_subscriptions_order_uq" ON "capsule_subscriptions" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "capsule_subscriptions_request_uq" ON "capsule_subscriptions" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "capsule_subscriptions_search_trgm" ON "capsule_subscriptions" USING gin (("user_name" || ' ' || "user_email" || ' ' || "plan_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "capsules_status_idx" ON "capsules" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "capsules_search_trgm" ON "capsules" USING gin (("title" || ' ' || "product_name" || ' ' || "track_name" || ' ' || "module_name") gin_trgm_ops);