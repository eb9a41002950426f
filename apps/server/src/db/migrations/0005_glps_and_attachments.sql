CREATE TABLE "assignment_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "assignment_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"assignment_id" integer NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"file_size" bigint NOT NULL,
	"content_type" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "glp_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "glp_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"glp_id" integer NOT NULL,
	"position" integer NOT NULL,
	"course_id" integer NOT NULL,
	"lesson_id" integer NOT NULL,
	"item_type" text NOT NULL,
	"item_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "glp_learners" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "glp_learners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"glp_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"assigned_by" integer,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "glps" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "glps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_by" integer,
	"created_by_name" text DEFAULT '' NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_on" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "assignment_files" ADD CONSTRAINT "assignment_files_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "glp_items" ADD CONSTRAINT "glp_items_glp_id_glps_id_fk" FOREIGN KEY ("glp_id") REFERENCES "public"."glps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "glp_learners" ADD CONSTRAINT "glp_learners_glp_id_glps_id_fk" FOREIGN KEY ("glp_id") REFERENCES "public"."glps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assignment_files_assignment_idx" ON "assignment_files" USING btree ("assignment_id");--> statement-breakpoint
CREATE INDEX "glp_items_glp_idx" ON "glp_items" USING btree ("glp_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "glp_items_step_uq" ON "glp_items" USING btree ("glp_id","lesson_id","item_type");--> statement-breakpoint
CREATE INDEX "glp_items_item_idx" ON "glp_items" USING btree ("course_id","item_type","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "glp_learners_uq" ON "glp_learners" USING btree ("glp_id","user_id");--> statement-breakpoint
CREATE INDEX "glp_learners_user_idx" ON "glp_learners" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "glps_title_trgm" ON "glps" USING gin ("title" gin_trgm_ops);