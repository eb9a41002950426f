-- Every distinct two-character fragment of the lower-cased text: GIN-indexed, it answers two-letter substring
-- searches, which have no trigram for pg_trgm to look up (list-query.ts adds `text_bigrams(expr) @> array[lower(term)]`
-- beside the ILIKE). Immutable, so expression indexes may use it.
CREATE OR REPLACE FUNCTION text_bigrams(t text) RETURNS text[] LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS
$$ SELECT coalesce(array_agg(DISTINCT substr(lower(t), i, 2)), '{}') FROM generate_series(1, length(t) - 1) AS i $$;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "request_id" text;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_search_bigrams" ON "users" USING gin (text_bigrams("first_name" || ' ' || "last_name" || ' ' || "email"));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_role_created_idx" ON "users" USING btree ("role","created_on" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "enquiries_search_bigrams" ON "enquiries" USING gin (text_bigrams("name" || ' ' || "last_name" || ' ' || "email" || ' ' || "mobile_number" || ' ' || "city"));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "enquiries_created_idx" ON "enquiries" USING btree ("created_on" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "admissions_created_idx" ON "admissions" USING btree ("created_on" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "admissions_search_trgm" ON "admissions" USING gin (("user_name" || ' ' || "user_email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "admissions_search_bigrams" ON "admissions" USING gin (text_bigrams("user_name" || ' ' || "user_email"));