CREATE TABLE "enquiries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "enquiries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"country_code" text NOT NULL,
	"mobile_number" text NOT NULL,
	"degree" text DEFAULT '' NOT NULL,
	"experience_years" integer,
	"city" text DEFAULT '' NOT NULL,
	"description" text NOT NULL,
	"purpose" text DEFAULT 'contact' NOT NULL,
	"status" text DEFAULT 'New' NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "enquiries_status_idx" ON "enquiries" USING btree ("status","created_on");--> statement-breakpoint
CREATE INDEX "enquiries_search_trgm" ON "enquiries" USING gin (("name" || ' ' || "last_name" || ' ' || "email" || ' ' || "mobile_number" || ' ' || "city") gin_trgm_ops);