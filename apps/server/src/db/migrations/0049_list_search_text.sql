-- Written by hand (drizzle-kit expresses neither INCLUDE nor the order of these steps). The users, enquiries and
-- admissions lists searched `expr ILIKE pattern`, where expr concatenated the searched columns: on a million learners
-- ILIKE cost 1.7 µs a row (0.26 µs the concatenation, 0.66 µs lower-casing the row, the rest the match), so walking
-- the "newest first" index to a frequent term's page 40 (50,000 rows) took 85 ms of CPU. Each table now keeps the
-- searched text lower-cased in a stored generated column, `search_text`, matched by `search_text LIKE lower(pattern)`
-- (exactly ILIKE: in a multibyte database ILIKE lower-cases both sides and matches with LIKE's rules), 0.1 µs a row;
-- the trigram and bigram indexes move to it (their contents are the same: both lower-case), and the "newest first"
-- indexes include it, so a walk reads the index alone (index-only, 0.26 µs a row for the 50,000 above, 13 ms).
-- The old search indexes are dropped before the column is added: adding it rewrites the table and rebuilds every
-- index still there. On a large install this takes minutes per million rows (docs/deploy.md, "Upgrading"); the
-- tables are analyzed at the end (the statistics target of migration 0046 moves to the column).
DROP INDEX IF EXISTS "users_search_trgm";--> statement-breakpoint
DROP INDEX IF EXISTS "users_search_bigrams";--> statement-breakpoint
DROP INDEX IF EXISTS "users_role_created_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("first_name" || ' ' || "last_name" || ' ' || "email")) STORED;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "search_text" SET STATISTICS 500;--> statement-breakpoint
CREATE INDEX "users_search_trgm" ON "users" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_search_bigrams" ON "users" USING gin (text_bigrams("search_text"));--> statement-breakpoint
CREATE INDEX "users_role_created_idx" ON "users" USING btree ("role","created_on" DESC NULLS FIRST,"id") INCLUDE ("search_text");--> statement-breakpoint
DROP INDEX IF EXISTS "enquiries_search_trgm";--> statement-breakpoint
DROP INDEX IF EXISTS "enquiries_search_bigrams";--> statement-breakpoint
DROP INDEX IF EXISTS "enquiries_created_idx";--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("name" || ' ' || "last_name" || ' ' || "email" || ' ' || "mobile_number" || ' ' || "city")) STORED;--> statement-breakpoint
ALTER TABLE "enquiries" ALTER COLUMN "search_text" SET STATISTICS 500;--> statement-breakpoint
CREATE INDEX "enquiries_search_trgm" ON "enquiries" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "enquiries_search_bigrams" ON "enquiries" USING gin (text_bigrams("search_text"));--> statement-breakpoint
CREATE INDEX "enquiries_created_idx" ON "enquiries" USING btree ("created_on" DESC NULLS FIRST,"id") INCLUDE ("search_text");--> statement-breakpoint
DROP INDEX IF EXISTS "admissions_search_trgm";--> statement-breakpoint
DROP INDEX IF EXISTS "admissions_search_bigrams";--> statement-breakpoint
DROP INDEX IF EXISTS "admissions_created_idx";--> statement-breakpoint
ALTER TABLE "admissions" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("user_name" || ' ' || "user_email")) STORED;--> statement-breakpoint
ALTER TABLE "admissions" ALTER COLUMN "search_text" SET STATISTICS 500;--> statement-breakpoint
CREATE INDEX "admissions_search_trgm" ON "admissions" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "admissions_search_bigrams" ON "admissions" USING gin (text_bigrams("search_text"));--> statement-breakpoint
CREATE INDEX "admissions_created_idx" ON "admissions" USING btree ("created_on" DESC NULLS FIRST,"id") INCLUDE ("search_text");--> statement-breakpoint
-- The lists choose how to find a term from these statistics (the new column's, the new bigram indexes'): at once.
ANALYZE "users", "enquiries", "admissions";
