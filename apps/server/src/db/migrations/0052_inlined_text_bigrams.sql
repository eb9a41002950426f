-- Written by hand. text_bigrams() (migration 0017) gives the same pairs without a query: each character doubled,
-- the first and last dropped, cut into pairs ('abc' -> 'aabbcc' -> 'abbc' -> ab, bc). A body that is one expression
-- over its argument, used once, with no FROM, is inlined by the planner, into the expression indexes on it as into the
-- list queries, so no SQL function is run for each row written or read (30-60 µs a row before, about 10 now). Every
-- pair of the lower-cased text is there, with repeats: a GIN index keeps each key once and `@>` ignores repeats, so the
-- indexes on it hold the same keys and need no rebuild. Not STRICT (a strict function whose body is not strict is not
-- inlined): a NULL text still gives NULL, through string_to_array. The separator is U+0001, which no name, email,
-- phone or city holds.
CREATE OR REPLACE FUNCTION text_bigrams(t text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS
$$ SELECT string_to_array(rtrim(regexp_replace(left(substr(regexp_replace(lower(t), '.', '\&\&', 'g'), 2), -1), '..', E'\\&\x01', 'g'), E'\x01'), E'\x01') $$;
