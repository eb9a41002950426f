-- Written by hand (drizzle-kit does not express statistics targets). The planner estimates an ILIKE '%term%' on a
-- list's searched expression from the histogram ANALYZE keeps for the trigram index's expression; with the default
-- 100 entries a surname on 2% of a million learners is often in none of them, estimated at 100 rows, and the list
-- reads all 20,000 matches through the trigram index to sort them instead of walking the "newest first" index for
-- the 25 it shows (53 ms against 1.5 ms). 500 entries see it. No rebuild: it applies from the next ANALYZE
-- (autovacuum's, or run ANALYZE users, enquiries, admissions after upgrading a large install).
ALTER INDEX "users_search_trgm" ALTER COLUMN 1 SET STATISTICS 500;--> statement-breakpoint
ALTER INDEX "enquiries_search_trgm" ALTER COLUMN 1 SET STATISTICS 500;--> statement-breakpoint
ALTER INDEX "admissions_search_trgm" ALTER COLUMN 1 SET STATISTICS 500;
