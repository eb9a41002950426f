CREATE TABLE "knowledge_attachments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "knowledge_attachments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"item_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded_by" integer NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_bookmarks" (
	"item_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "knowledge_bookmarks_user_id_item_id_pk" PRIMARY KEY("user_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "knowledge_folders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "knowledge_folders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"parent_id" integer,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"roles" text[] NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "knowledge_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"folder_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"body" text NOT NULL,
	"body_text" text NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tag_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"author_id" integer NOT NULL,
	"author_name" text NOT NULL,
	"review_comment" text,
	"reviewed_by" integer,
	"reviewed_by_name" text,
	"reviewed_on" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce("knowledge_items"."title", '')), 'A') || setweight(to_tsvector('english', coalesce("knowledge_items"."description", '')), 'B') || setweight(to_tsvector('english', coalesce("knowledge_items"."body_text", '')), 'C')) STORED
);
--> statement-breakpoint
CREATE TABLE "knowledge_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "knowledge_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"item_id" integer NOT NULL,
	"version" integer NOT NULL,
	"folder_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"body" text NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"changed_by" integer NOT NULL,
	"changed_by_name" text NOT NULL,
	"note" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "knowledge_attachments" ADD CONSTRAINT "knowledge_attachments_item_id_knowledge_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."knowledge_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_bookmarks" ADD CONSTRAINT "knowledge_bookmarks_item_id_knowledge_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."knowledge_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_folders" ADD CONSTRAINT "knowledge_folders_parent_id_knowledge_folders_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."knowledge_folders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_items" ADD CONSTRAINT "knowledge_items_folder_id_knowledge_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."knowledge_folders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_versions" ADD CONSTRAINT "knowledge_versions_item_id_knowledge_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."knowledge_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "knowledge_attachments_item_idx" ON "knowledge_attachments" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "knowledge_folders_sibling_name_uq" ON "knowledge_folders" USING btree (coalesce("parent_id", 0),lower("name"));--> statement-breakpoint
CREATE INDEX "knowledge_folders_parent_idx" ON "knowledge_folders" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "knowledge_items_search_gin" ON "knowledge_items" USING gin ("search");--> statement-breakpoint
CREATE INDEX "knowledge_items_title_trgm" ON "knowledge_items" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "knowledge_items_folder_idx" ON "knowledge_items" USING btree ("folder_id","status","updated_on");--> statement-breakpoint
CREATE INDEX "knowledge_items_status_idx" ON "knowledge_items" USING btree ("status","updated_on");--> statement-breakpoint
CREATE INDEX "knowledge_items_author_idx" ON "knowledge_items" USING btree ("author_id","updated_on");--> statement-breakpoint
CREATE INDEX "knowledge_items_tags_gin" ON "knowledge_items" USING gin ("tag_ids");--> statement-breakpoint
CREATE UNIQUE INDEX "knowledge_versions_item_version_uq" ON "knowledge_versions" USING btree ("item_id","version");--> statement-breakpoint
-- The earning rule for an approved knowledge contribution (granted by the knowledge module when an editor approves).
INSERT INTO "coin_events" ("code", "name", "kind", "coins") VALUES ('knowledge.approved', 'Knowledge contribution approved', 'earn', 20) ON CONFLICT DO NOTHING;
