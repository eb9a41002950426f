CREATE TABLE "course_mentors" (
	"course_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"user_name" text DEFAULT '' NOT NULL,
	CONSTRAINT "course_mentors_course_id_user_id_pk" PRIMARY KEY("course_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "courses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"image_url" text,
	"description" text DEFAULT '' NOT NULL,
	"price_inr" integer DEFAULT 0 NOT NULL,
	"price_usd" integer DEFAULT 0 NOT NULL,
	"duration" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_by" integer,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_on" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "materials" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "materials_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"link" text,
	"body" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"expected_seconds" integer DEFAULT 0 NOT NULL,
	"file_key" text,
	"file_name" text,
	"file_size" bigint,
	"content_type" text,
	"created_by" integer,
	"created_by_name" text DEFAULT '' NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_on" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "assignments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "assignments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"max_score" integer DEFAULT 100 NOT NULL,
	"reattempts_allowed" integer DEFAULT 2 NOT NULL,
	"created_by" integer,
	"created_by_name" text DEFAULT '' NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_on" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lessons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lessons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"course_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"material_id" integer,
	"test_id" integer,
	"test_title" text,
	"test_seconds" integer,
	"assignment_id" integer,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admissions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "admissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"course_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"user_name" text DEFAULT '' NOT NULL,
	"user_email" text DEFAULT '' NOT NULL,
	"user_contact" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'incomplete' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"next_url" text,
	"completed_on" timestamp with time zone,
	"admitted_by" integer,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lesson_attempts" (
	"attempt_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"lesson_id" integer NOT NULL,
	"test_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lesson_progress" (
	"user_id" integer NOT NULL,
	"lesson_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"watched_seconds" double precision DEFAULT 0 NOT NULL,
	"last_position" double precision DEFAULT 0 NOT NULL,
	"last_heartbeat_on" timestamp with time zone,
	"material_done" boolean DEFAULT false NOT NULL,
	"test_status" text DEFAULT 'none' NOT NULL,
	"test_attempts_used" integer DEFAULT 0 NOT NULL,
	"test_attempts_allowed" integer,
	"test_attempt_id" integer,
	"updated_on" timestamp with time zone,
	CONSTRAINT "lesson_progress_user_id_lesson_id_pk" PRIMARY KEY("user_id","lesson_id")
);
--> statement-breakpoint
CREATE TABLE "submission_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "submission_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"lesson_id" integer NOT NULL,
	"submission_id" integer,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"file_size" bigint NOT NULL,
	"content_type" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "submissions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "submissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"user_name" text DEFAULT '' NOT NULL,
	"course_id" integer NOT NULL,
	"lesson_id" integer NOT NULL,
	"assignment_id" integer NOT NULL,
	"attempt_no" integer NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"score" integer,
	"feedback" text,
	"decided_by" integer,
	"decided_by_name" text,
	"decided_on" timestamp with time zone,
	"request_id" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "certificates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"holder_name" text NOT NULL,
	"course_name" text NOT NULL,
	"course_slug" text NOT NULL,
	"issued_on" timestamp with time zone NOT NULL,
	"revoked_on" timestamp with time zone,
	"revoked_reason" text,
	"revoked_by" integer,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instance_reveals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "instance_reveals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"instance_id" integer NOT NULL,
	"revealed_by" integer NOT NULL,
	"ip" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instances" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "instances_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"user_name" text DEFAULT '' NOT NULL,
	"course_id" integer NOT NULL,
	"url" text NOT NULL,
	"login_id" text NOT NULL,
	"password_enc" text NOT NULL,
	"created_by" integer,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "course_mentors" ADD CONSTRAINT "course_mentors_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admissions" ADD CONSTRAINT "admissions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_files" ADD CONSTRAINT "submission_files_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instance_reveals" ADD CONSTRAINT "instance_reveals_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_mentors_user_idx" ON "course_mentors" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "courses_slug_uq" ON "courses" USING btree (lower("slug")) WHERE "courses"."deleted_on" is null;--> statement-breakpoint
CREATE INDEX "courses_title_trgm" ON "courses" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "materials_name_trgm" ON "materials" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "assignments_title_trgm" ON "assignments" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "lessons_course_idx" ON "lessons" USING btree ("course_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "admissions_course_user_uq" ON "admissions" USING btree ("course_id","user_id");--> statement-breakpoint
CREATE INDEX "admissions_user_idx" ON "admissions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "submission_files_submission_idx" ON "submission_files" USING btree ("submission_id");--> statement-breakpoint
CREATE INDEX "submission_files_user_idx" ON "submission_files" USING btree ("user_id","lesson_id");--> statement-breakpoint
CREATE UNIQUE INDEX "submissions_attempt_uq" ON "submissions" USING btree ("user_id","lesson_id","attempt_no");--> statement-breakpoint
CREATE UNIQUE INDEX "submissions_request_uq" ON "submissions" USING btree ("user_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "submissions_one_pending_uq" ON "submissions" USING btree ("user_id","lesson_id") WHERE "submissions"."status" = 'submitted';--> statement-breakpoint
CREATE INDEX "submissions_checking_idx" ON "submissions" USING btree ("status","course_id","created_on");--> statement-breakpoint
CREATE INDEX "submissions_course_user_idx" ON "submissions" USING btree ("course_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_public_id_uq" ON "certificates" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_user_course_uq" ON "certificates" USING btree ("user_id","course_id");--> statement-breakpoint
CREATE INDEX "certificates_course_idx" ON "certificates" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "instance_reveals_instance_idx" ON "instance_reveals" USING btree ("instance_id");--> statement-breakpoint
CREATE UNIQUE INDEX "instances_user_course_uq" ON "instances" USING btree ("user_id","course_id");