CREATE TABLE "forum_bookmarks" (
	"topic_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forum_bookmarks_user_id_topic_id_pk" PRIMARY KEY("user_id","topic_id")
);
--> statement-breakpoint
CREATE TABLE "forum_posts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "forum_posts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"topic_id" integer,
	"thread_id" integer,
	"user_id" integer NOT NULL,
	"user_name" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"body_text" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"course_id" integer,
	"lesson_id" integer,
	"course_title" text,
	"lesson_title" text,
	"status" text DEFAULT 'visible' NOT NULL,
	"accepted_thread_id" integer,
	"reply_count" integer DEFAULT 0 NOT NULL,
	"useful_count" integer DEFAULT 0 NOT NULL,
	"last_activity_on" timestamp with time zone DEFAULT now() NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce("forum_posts"."title", '')), 'A') || setweight(to_tsvector('english', coalesce("forum_posts"."body_text", '')), 'B')) STORED
);
--> statement-breakpoint
CREATE TABLE "forum_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "forum_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"post_id" integer NOT NULL,
	"reported_by" integer NOT NULL,
	"reported_by_name" text NOT NULL,
	"report_type" text NOT NULL,
	"explanation" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"resolved_by" integer,
	"resolved_on" timestamp with time zone,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forum_sanctions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "forum_sanctions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"until" timestamp with time zone,
	"reason" text NOT NULL,
	"report_id" integer,
	"created_by" integer NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forum_useful" (
	"post_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forum_useful_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "forum_bookmarks" ADD CONSTRAINT "forum_bookmarks_topic_id_forum_posts_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."forum_posts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_posts" ADD CONSTRAINT "forum_posts_topic_id_forum_posts_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."forum_posts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_posts" ADD CONSTRAINT "forum_posts_thread_id_forum_posts_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."forum_posts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_reports" ADD CONSTRAINT "forum_reports_post_id_forum_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."forum_posts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_sanctions" ADD CONSTRAINT "forum_sanctions_report_id_forum_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."forum_reports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_useful" ADD CONSTRAINT "forum_useful_post_id_forum_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."forum_posts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "forum_posts_search_gin" ON "forum_posts" USING gin ("search");--> statement-breakpoint
CREATE INDEX "forum_posts_topics_idx" ON "forum_posts" USING btree ("kind","status","created_on");--> statement-breakpoint
CREATE INDEX "forum_posts_topics_activity_idx" ON "forum_posts" USING btree ("kind","status","last_activity_on");--> statement-breakpoint
CREATE INDEX "forum_posts_topic_idx" ON "forum_posts" USING btree ("topic_id","kind","id");--> statement-breakpoint
CREATE INDEX "forum_posts_thread_idx" ON "forum_posts" USING btree ("thread_id","id");--> statement-breakpoint
CREATE INDEX "forum_posts_user_idx" ON "forum_posts" USING btree ("user_id","kind","created_on");--> statement-breakpoint
CREATE INDEX "forum_posts_lesson_idx" ON "forum_posts" USING btree ("course_id","lesson_id");--> statement-breakpoint
CREATE INDEX "forum_posts_tags_gin" ON "forum_posts" USING gin ("tags");--> statement-breakpoint
CREATE UNIQUE INDEX "forum_reports_post_user_uq" ON "forum_reports" USING btree ("post_id","reported_by");--> statement-breakpoint
CREATE INDEX "forum_reports_status_idx" ON "forum_reports" USING btree ("status","created_on");--> statement-breakpoint
CREATE INDEX "forum_reports_user_idx" ON "forum_reports" USING btree ("reported_by","created_on");--> statement-breakpoint
CREATE INDEX "forum_sanctions_user_idx" ON "forum_sanctions" USING btree ("user_id","kind","until");--> statement-breakpoint
CREATE INDEX "forum_useful_user_idx" ON "forum_useful" USING btree ("user_id");