CREATE TABLE "questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"text" text NOT NULL,
	"text_plain" text NOT NULL,
	"image_url" text,
	"type" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"numeric_answer" double precision,
	"numeric_tolerance" double precision DEFAULT 0 NOT NULL,
	"explanation" text DEFAULT '' NOT NULL,
	"marks" double precision DEFAULT 1 NOT NULL,
	"negative_marks" double precision DEFAULT 0 NOT NULL,
	"level_id" integer,
	"category_id" integer,
	"subcategory_id" integer,
	"module_id" integer,
	"created_by" integer,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_on" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "test_questions" (
	"test_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "test_questions_test_id_question_id_pk" PRIMARY KEY("test_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "tests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"duration_seconds" integer NOT NULL,
	"pass_percentage" double precision DEFAULT 50 NOT NULL,
	"attempts_allowed" integer,
	"shuffle_questions" boolean DEFAULT false NOT NULL,
	"shuffle_options" boolean DEFAULT false NOT NULL,
	"selection" text DEFAULT 'manual' NOT NULL,
	"random_count" integer,
	"level_id" integer,
	"category_id" integer,
	"subcategory_id" integer,
	"show_answers" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"in_series" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_on" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "attempt_answers" (
	"attempt_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"answer" jsonb,
	"seq" integer DEFAULT 0 NOT NULL,
	"flagged" boolean DEFAULT false NOT NULL,
	"first_saved_on" timestamp with time zone,
	"last_saved_on" timestamp with time zone,
	"time_spent_ms" integer DEFAULT 0 NOT NULL,
	"correct" boolean,
	"awarded" double precision,
	CONSTRAINT "attempt_answers_attempt_id_question_id_pk" PRIMARY KEY("attempt_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "attempt_questions" (
	"attempt_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"position" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	CONSTRAINT "attempt_questions_attempt_id_question_id_pk" PRIMARY KEY("attempt_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"test_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"learner_name" text DEFAULT '' NOT NULL,
	"learner_email" text DEFAULT '' NOT NULL,
	"attempt_no" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"started_on" timestamp with time zone NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"submitted_on" timestamp with time zone,
	"closed_by" text,
	"score" double precision,
	"max_score" double precision NOT NULL,
	"percentage" double precision,
	"passed" boolean,
	"time_taken_seconds" integer,
	"active_question" integer DEFAULT 0 NOT NULL,
	"active_since" timestamp with time zone NOT NULL,
	"context" jsonb,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_issues" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "question_issues_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"question_id" integer NOT NULL,
	"test_id" integer NOT NULL,
	"attempt_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"user_name" text DEFAULT '' NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_on" timestamp with time zone,
	"resolved_by" integer
);
--> statement-breakpoint
ALTER TABLE "test_questions" ADD CONSTRAINT "test_questions_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_questions" ADD CONSTRAINT "test_questions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempt_answers" ADD CONSTRAINT "attempt_answers_attempt_id_question_id_attempt_questions_attempt_id_question_id_fk" FOREIGN KEY ("attempt_id","question_id") REFERENCES "public"."attempt_questions"("attempt_id","question_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempt_questions" ADD CONSTRAINT "attempt_questions_attempt_id_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempts" ADD CONSTRAINT "attempts_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_issues" ADD CONSTRAINT "question_issues_attempt_id_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "questions_bank_idx" ON "questions" USING btree ("level_id","category_id","subcategory_id") WHERE "questions"."deleted_on" is null;--> statement-breakpoint
CREATE INDEX "questions_text_trgm" ON "questions" USING gin ("text_plain" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "test_questions_question_idx" ON "test_questions" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "tests_series_idx" ON "tests" USING btree ("in_series","status") WHERE "tests"."deleted_on" is null;--> statement-breakpoint
CREATE INDEX "tests_title_trgm" ON "tests" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "attempt_questions_position_uq" ON "attempt_questions" USING btree ("attempt_id","position");--> statement-breakpoint
CREATE INDEX "attempt_questions_question_idx" ON "attempt_questions" USING btree ("question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "attempts_one_open_uq" ON "attempts" USING btree ("test_id","user_id") WHERE "attempts"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "attempts_number_uq" ON "attempts" USING btree ("test_id","user_id","attempt_no");--> statement-breakpoint
CREATE INDEX "attempts_user_idx" ON "attempts" USING btree ("user_id","test_id");--> statement-breakpoint
CREATE INDEX "attempts_overdue_idx" ON "attempts" USING btree ("deadline") WHERE "attempts"."status" = 'open';--> statement-breakpoint
CREATE INDEX "attempts_test_idx" ON "attempts" USING btree ("test_id","status");--> statement-breakpoint
CREATE INDEX "question_issues_status_idx" ON "question_issues" USING btree ("status","created_on");