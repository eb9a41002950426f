DROP INDEX "resumes_fts";--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, "resumes"."search_text")) STORED;--> statement-breakpoint
CREATE INDEX "resumes_search_vector_gin" ON "resumes" USING gin ("search_vector");