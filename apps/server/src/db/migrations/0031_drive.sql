CREATE TABLE "drive_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "drive_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"parent_id" integer,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"storage_key" text,
	"size" bigint DEFAULT 0 NOT NULL,
	"content_type" text DEFAULT 'application/octet-stream' NOT NULL,
	"preview_key" text,
	"preview_state" text DEFAULT 'none' NOT NULL,
	"uploaded_by" integer NOT NULL,
	"uploaded_by_name" text NOT NULL,
	"trashed_on" timestamp with time zone,
	"trash_root" boolean DEFAULT false NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drive_shares" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "drive_shares_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"item_id" integer NOT NULL,
	"user_id" integer,
	"group_id" integer,
	"can_edit" boolean DEFAULT false NOT NULL,
	"created_by" integer NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drive_uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"uploaded_by" integer NOT NULL,
	"parent_id" integer,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"size" bigint NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "drive_items" ADD CONSTRAINT "drive_items_parent_id_drive_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."drive_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drive_shares" ADD CONSTRAINT "drive_shares_item_id_drive_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."drive_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "drive_items_owner_parent_idx" ON "drive_items" USING btree ("owner_id","parent_id");--> statement-breakpoint
CREATE INDEX "drive_items_parent_idx" ON "drive_items" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "drive_items_trash_idx" ON "drive_items" USING btree ("trashed_on");--> statement-breakpoint
CREATE INDEX "drive_items_preview_idx" ON "drive_items" USING btree ("preview_state");--> statement-breakpoint
CREATE INDEX "drive_items_title_trgm" ON "drive_items" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "drive_shares_item_user_unique" ON "drive_shares" USING btree ("item_id","user_id") WHERE "drive_shares"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "drive_shares_item_group_unique" ON "drive_shares" USING btree ("item_id","group_id") WHERE "drive_shares"."group_id" is not null;--> statement-breakpoint
CREATE INDEX "drive_shares_user_idx" ON "drive_shares" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "drive_shares_group_idx" ON "drive_shares" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "drive_uploads_owner_idx" ON "drive_uploads" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "drive_uploads_created_idx" ON "drive_uploads" USING btree ("created_on");