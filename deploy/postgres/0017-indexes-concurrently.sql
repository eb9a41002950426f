-- Before upgrading a large install to migration 0017 (list indexes): build its indexes without blocking writes.
-- psql "$DATABASE_URL" -f deploy/postgres/0017-indexes-concurrently.sql   (each statement runs on its own; minutes per million rows)
-- The migration then finds them (CREATE INDEX IF NOT EXISTS) and only adds the function and a column.
-- Every distinct two-character fragment of the lower-cased text: GIN-indexed, it answers two-letter substring
-- searches, which have no trigram for pg_trgm to look up (list-query.ts adds `text_bigrams(expr) @> array[lower(term)]`
-- beside the ILIKE). Immutable, so expression indexes may use it.
CREATE OR REPLACE FUNCTION text_bigrams(t text) RETURNS text[] LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS
$$ SELECT coalesce(array_agg(DISTINCT substr(lower(t), i, 2)), '{}') FROM generate_series(1, length(t) - 1) AS i $$;
CREATE INDEX CONCURRENTLY IF NOT EXISTS "users_search_bigrams" ON "users" USING gin (text_bigrams("first_name" || ' ' || "last_name" || ' ' || "email"));
CREATE INDEX CONCURRENTLY IF NOT EXISTS "users_role_created_idx" ON "users" USING btree ("role","created_on" DESC NULLS FIRST,"id");
CREATE INDEX CONCURRENTLY IF NOT EXISTS "enquiries_search_bigrams" ON "enquiries" USING gin (text_bigrams("name" || ' ' || "last_name" || ' ' || "email" || ' ' || "mobile_number" || ' ' || "city"));
CREATE INDEX CONCURRENTLY IF NOT EXISTS "enquiries_created_idx" ON "enquiries" USING btree ("created_on" DESC NULLS FIRST,"id");
CREATE INDEX CONCURRENTLY IF NOT EXISTS "admissions_created_idx" ON "admissions" USING btree ("created_on" DESC NULLS FIRST,"id");
CREATE INDEX CONCURRENTLY IF NOT EXISTS "admissions_search_trgm" ON "admissions" USING gin (("user_name" || ' ' || "user_email") gin_trgm_ops);
CREATE INDEX CONCURRENTLY IF NOT EXISTS "admissions_search_bigrams" ON "admissions" USING gin (text_bigrams("user_name" || ' ' || "user_email"));
