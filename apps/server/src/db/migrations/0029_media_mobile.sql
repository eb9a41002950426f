CREATE TABLE "marketplace_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "marketplace_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"topic" text NOT NULL,
	"video_name" text NOT NULL,
	"channel_name" text NOT NULL,
	"experience_level" text NOT NULL,
	"series_name" text DEFAULT '' NOT NULL,
	"product_name" text NOT NULL,
	"track_name" text DEFAULT '' NOT NULL,
	"module_name" text DEFAULT '' NOT NULL,
	"video_url" text NOT NULL,
	"youtube_id" text NOT NULL,
	"created_by" integer,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "media_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"owner_name" text NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"file_key" text,
	"file_name" text,
	"content_type" text,
	"size_bytes" bigint DEFAULT 0 NOT NULL,
	"poster_key" text,
	"link" text,
	"thumbnail_url" text,
	"duration_seconds" integer DEFAULT 0 NOT NULL,
	"product_id" integer,
	"product_name" text DEFAULT '' NOT NULL,
	"track_id" integer,
	"track_name" text DEFAULT '' NOT NULL,
	"module_id" integer,
	"module_name" text DEFAULT '' NOT NULL,
	"marketplace_id" integer,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_shares" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "media_shares_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"media_id" integer NOT NULL,
	"kind" text NOT NULL,
	"target_id" integer NOT NULL,
	"target_name" text NOT NULL,
	"created_by" integer NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_content" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "app_content_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"audience" text NOT NULL,
	"position" integer NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_devices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "app_devices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"platform" text NOT NULL,
	"device_id" text NOT NULL,
	"push_token" text DEFAULT '' NOT NULL,
	"app_version" text NOT NULL,
	"user_id" integer,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media_shares" ADD CONSTRAINT "media_shares_media_id_media_items_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "marketplace_items_youtube_uq" ON "marketplace_items" USING btree ("youtube_id");--> statement-breakpoint
CREATE INDEX "marketplace_items_search_trgm" ON "marketplace_items" USING gin (("topic" || ' ' || "video_name" || ' ' || "channel_name" || ' ' || "series_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "media_items_owner_idx" ON "media_items" USING btree ("owner_id","id");--> statement-breakpoint
CREATE INDEX "media_items_tags_idx" ON "media_items" USING btree ("product_id","track_id","module_id");--> statement-breakpoint
CREATE UNIQUE INDEX "media_items_saved_uq" ON "media_items" USING btree ("owner_id","marketplace_id");--> statement-breakpoint
CREATE INDEX "media_items_search_trgm" ON "media_items" USING gin (("title" || ' ' || "description" || ' ' || "owner_name" || ' ' || "product_name" || ' ' || "track_name" || ' ' || "module_name") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "media_shares_uq" ON "media_shares" USING btree ("media_id","kind","target_id");--> statement-breakpoint
CREATE INDEX "media_shares_target_idx" ON "media_shares" USING btree ("kind","target_id","media_id");--> statement-breakpoint
CREATE UNIQUE INDEX "app_content_uq" ON "app_content" USING btree ("kind","item_id","audience");--> statement-breakpoint
CREATE INDEX "app_content_order_idx" ON "app_content" USING btree ("position","id");--> statement-breakpoint
CREATE UNIQUE INDEX "app_devices_device_uq" ON "app_devices" USING btree ("platform","device_id");--> statement-breakpoint
CREATE INDEX "app_devices_user_idx" ON "app_devices" USING btree ("user_id","last_seen_on");