CREATE TABLE "companies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "companies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"status_id" integer NOT NULL,
	"subdomain" text NOT NULL,
	"registered_email" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_recruiters" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "erp_skills" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "erp_skills_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product" text NOT NULL,
	"track" text NOT NULL,
	"module" text NOT NULL,
	"name" text NOT NULL,
	"synonyms" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guide_projects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "guide_projects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"industry" text NOT NULL,
	"modules" text[] DEFAULT '{}'::text[] NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interview_feedback" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "interview_feedback_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer,
	"invitation_id" integer,
	"enquiry_id" integer,
	"candidate_id" integer,
	"interviewee_name" text NOT NULL,
	"interviewer_id" integer NOT NULL,
	"interviewer_name" text NOT NULL,
	"interview_date" timestamp with time zone NOT NULL,
	"interview_round" text NOT NULL,
	"overall_rating" integer NOT NULL,
	"technical_rating" integer NOT NULL,
	"communication_rating" integer NOT NULL,
	"process_rating" integer NOT NULL,
	"problem_solving_rating" integer NOT NULL,
	"recommended_for_admission" boolean,
	"outcome" text DEFAULT 'next round' NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"shared_with_candidate" boolean DEFAULT false NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"job_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"candidate_id" integer NOT NULL,
	"candidate_name" text NOT NULL,
	"candidate_email" text NOT NULL,
	"status" text DEFAULT 'Sent' NOT NULL,
	"initiated_by" text DEFAULT 'recruiter' NOT NULL,
	"invited_by" integer,
	"message" text DEFAULT '' NOT NULL,
	"test_id" integer,
	"attempt_id" integer,
	"score" integer,
	"max_score" integer,
	"deadline" timestamp with time zone NOT NULL,
	"sent_on" timestamp with time zone DEFAULT now() NOT NULL,
	"viewed_on" timestamp with time zone,
	"answered_on" timestamp with time zone,
	"interviewed_on" timestamp with time zone,
	"hired_on" timestamp with time zone,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_skills" (
	"job_id" integer NOT NULL,
	"skill_id" integer NOT NULL,
	CONSTRAINT "job_skills_job_id_skill_id_pk" PRIMARY KEY("job_id","skill_id")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"experience_min" integer DEFAULT 0 NOT NULL,
	"experience_max" integer DEFAULT 0 NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"work_mode" text DEFAULT 'onsite' NOT NULL,
	"salary_min" bigint,
	"salary_max" bigint,
	"currency" text DEFAULT 'INR' NOT NULL,
	"openings" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"deadline" timestamp with time zone,
	"created_by" integer NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_recruiters" ADD CONSTRAINT "company_recruiters_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_feedback" ADD CONSTRAINT "interview_feedback_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_feedback" ADD CONSTRAINT "interview_feedback_invitation_id_job_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."job_invitations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_invitations" ADD CONSTRAINT "job_invitations_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_invitations" ADD CONSTRAINT "job_invitations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_skills" ADD CONSTRAINT "job_skills_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_skills" ADD CONSTRAINT "job_skills_skill_id_erp_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."erp_skills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_subdomain_uq" ON "companies" USING btree (lower("subdomain"));--> statement-breakpoint
CREATE UNIQUE INDEX "companies_name_uq" ON "companies" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "companies_search_trgm" ON "companies" USING gin (("name" || ' ' || "subdomain" || ' ' || "registered_email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "company_recruiters_company_idx" ON "company_recruiters" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "erp_skills_uq" ON "erp_skills" USING btree (lower("product"),lower("module"),lower("name"));--> statement-breakpoint
CREATE INDEX "erp_skills_tree_idx" ON "erp_skills" USING btree ("product","track","module");--> statement-breakpoint
CREATE INDEX "erp_skills_search_trgm" ON "erp_skills" USING gin (("product" || ' ' || "track" || ' ' || "module" || ' ' || "name") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "guide_projects_name_uq" ON "guide_projects" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "guide_projects_search_trgm" ON "guide_projects" USING gin (("name" || ' ' || "industry") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "interview_feedback_company_idx" ON "interview_feedback" USING btree ("company_id","interview_date");--> statement-breakpoint
CREATE INDEX "interview_feedback_invitation_idx" ON "interview_feedback" USING btree ("invitation_id");--> statement-breakpoint
CREATE INDEX "interview_feedback_candidate_idx" ON "interview_feedback" USING btree ("candidate_id");--> statement-breakpoint
CREATE INDEX "interview_feedback_search_trgm" ON "interview_feedback" USING gin (("interviewee_name" || ' ' || "interviewer_name" || ' ' || "interview_round") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "job_invitations_job_candidate_uq" ON "job_invitations" USING btree ("job_id","candidate_id");--> statement-breakpoint
CREATE INDEX "job_invitations_company_idx" ON "job_invitations" USING btree ("company_id","sent_on");--> statement-breakpoint
CREATE INDEX "job_invitations_candidate_idx" ON "job_invitations" USING btree ("candidate_id","sent_on");--> statement-breakpoint
CREATE INDEX "job_invitations_due_idx" ON "job_invitations" USING btree ("deadline") WHERE "job_invitations"."status" in ('Sent', 'Viewed');--> statement-breakpoint
CREATE INDEX "job_invitations_search_trgm" ON "job_invitations" USING gin (("candidate_name" || ' ' || "candidate_email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "job_skills_skill_idx" ON "job_skills" USING btree ("skill_id");--> statement-breakpoint
CREATE INDEX "jobs_company_idx" ON "jobs" USING btree ("company_id","created_on");--> statement-breakpoint
CREATE INDEX "jobs_status_idx" ON "jobs" USING btree ("status","created_on");--> statement-breakpoint
CREATE INDEX "jobs_search_trgm" ON "jobs" USING gin (("title" || ' ' || "location") gin_trgm_ops);