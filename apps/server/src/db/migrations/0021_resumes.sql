CREATE TABLE "resume_exports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "resume_exports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"resume_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"template" text NOT NULL,
	"page_size" text NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"file_key" text,
	"file_size" integer,
	"error" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_on" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "resume_masters" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "resume_masters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"master_type" text NOT NULL,
	"title" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resume_share_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "resume_share_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"resume_id" integer NOT NULL,
	"token" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"expires_on" timestamp with time zone,
	"revoked_on" timestamp with time zone,
	"view_count" integer DEFAULT 0 NOT NULL,
	"last_viewed_on" timestamp with time zone,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resume_skill_searches" (
	"skill" text PRIMARY KEY NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resume_unmask_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "resume_unmask_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"resume_id" integer NOT NULL,
	"requester_id" integer NOT NULL,
	"requester_name" text NOT NULL,
	"company_id" integer,
	"company_name" text,
	"message" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_on" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "resumes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "resumes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"user_name" text NOT NULL,
	"full_name" text DEFAULT '' NOT NULL,
	"personal" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"contact" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"experiences" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"education" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"certifications" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"projects" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cover_letter" text DEFAULT '' NOT NULL,
	"masking" boolean DEFAULT true NOT NULL,
	"masked_fields" text[] DEFAULT '{}'::text[] NOT NULL,
	"hidden_credentials" text[] DEFAULT '{}'::text[] NOT NULL,
	"next_entry_id" integer DEFAULT 1 NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"updated_by_user_name" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	"headline" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"experience_months" integer DEFAULT 0 NOT NULL,
	"relocation" boolean DEFAULT false NOT NULL,
	"travel" boolean DEFAULT false NOT NULL,
	"night_shift" boolean DEFAULT false NOT NULL,
	"has_verified" boolean DEFAULT false NOT NULL,
	"search_text" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "resume_exports" ADD CONSTRAINT "resume_exports_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_share_links" ADD CONSTRAINT "resume_share_links_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_unmask_requests" ADD CONSTRAINT "resume_unmask_requests_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resume_exports_user_idx" ON "resume_exports" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "resume_masters_title_uq" ON "resume_masters" USING btree ("master_type",lower("title"));--> statement-breakpoint
CREATE UNIQUE INDEX "resume_share_links_token_uq" ON "resume_share_links" USING btree ("token");--> statement-breakpoint
CREATE INDEX "resume_share_links_resume_idx" ON "resume_share_links" USING btree ("resume_id");--> statement-breakpoint
CREATE UNIQUE INDEX "resume_unmask_requester_uq" ON "resume_unmask_requests" USING btree ("resume_id","requester_id");--> statement-breakpoint
CREATE INDEX "resume_unmask_company_idx" ON "resume_unmask_requests" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "resumes_user_uq" ON "resumes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "resumes_fts" ON "resumes" USING gin (to_tsvector('simple'::regconfig, "search_text"));--> statement-breakpoint
CREATE INDEX "resumes_skills_gin" ON "resumes" USING gin ("skills");--> statement-breakpoint
CREATE INDEX "resumes_languages_gin" ON "resumes" USING gin ("languages");--> statement-breakpoint
CREATE INDEX "resumes_city_idx" ON "resumes" USING btree (lower("city"));--> statement-breakpoint
CREATE INDEX "resumes_updated_idx" ON "resumes" USING btree ("updated_on");--> statement-breakpoint
CREATE INDEX "resumes_search_trgm" ON "resumes" USING gin (("user_name" || ' ' || "full_name") gin_trgm_ops);