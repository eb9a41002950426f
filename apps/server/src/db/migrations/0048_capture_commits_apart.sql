ALTER TABLE "dashboard_daily" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "dashboard_daily" DROP CONSTRAINT "dashboard_daily_pk";--> statement-breakpoint
ALTER TABLE "dashboard_daily" ADD CONSTRAINT "dashboard_daily_pk" PRIMARY KEY("metric","currency","day","shard");--> statement-breakpoint
CREATE INDEX "invoices_unnumbered_idx" ON "invoices" USING btree ("series","financial_year","issued_on","id") WHERE "invoices"."number" is null;--> statement-breakpoint
-- Written by hand below (drizzle-kit does not express functions and triggers). Two rows every paying commit took and
-- held through its WAL flush, so that captures committed one at a time (docs/benchmarks.md, Payments):
--
-- 1. The day's dashboard_daily rows ('admissions', 'revenue', ...): each connection now adds to its own shard of the
--    figure (pg_backend_pid() % 8), so concurrent commits on different connections bump different rows. A figure is
--    the sum of its shards (every reader sums them); the rows there so far are shard 0.
CREATE OR REPLACE FUNCTION dashboard_daily_add(m text, cur text, d timestamptz, v bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF d IS NULL OR v IS NULL OR v = 0 THEN RETURN; END IF;
  INSERT INTO dashboard_daily AS x (metric, currency, day, shard, value) VALUES (m, cur, (d AT TIME ZONE 'UTC')::date, (pg_backend_pid() % 8)::smallint, v)
  ON CONFLICT (metric, currency, day, shard) DO UPDATE SET value = x.value + excluded.value;
END $$;
--> statement-breakpoint
-- 2. The invoice counter row: invoices and credit notes are no longer numbered as their transaction commits (0039's
--    deferred trigger). The paying transaction inserts the document without a number; once it has committed, the app
--    calls invoices_assign_numbers(), which numbers every committed document still without one, per series and
--    financial year, in the order they were issued (issued_on, id), taking each counter row once, in one short
--    transaction of its own: one commit numbers many documents, and a rolled-back payment never took a number, so
--    each sequence stays gap-free. Runs in any number of sessions at once: the counter row's lock serialises them, and
--    the documents are read after it is taken (a new snapshot per statement), so none is numbered twice. Counter rows
--    are taken in (series, financial_year) order (no deadlock between two runs). Answers how many it numbered.
DROP TRIGGER "invoices_number" ON "invoices";--> statement-breakpoint
DROP FUNCTION "invoices_number_at_commit"();--> statement-breakpoint
CREATE FUNCTION "invoices_assign_numbers"() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  g record;
  last integer;
  k integer;
  done integer := 0;
BEGIN
  FOR g IN SELECT DISTINCT series, financial_year FROM invoices WHERE number IS NULL ORDER BY 1, 2 LOOP
    INSERT INTO invoice_counters AS c (series, financial_year, last_number) VALUES (g.series, g.financial_year, 0)
    ON CONFLICT (series, financial_year) DO UPDATE SET last_number = c.last_number
    RETURNING c.last_number INTO last;
    WITH todo AS (
      SELECT id, issued_on FROM invoices WHERE number IS NULL AND series = g.series AND financial_year = g.financial_year FOR UPDATE
    ), numbered AS (
      SELECT id, last + row_number() OVER (ORDER BY issued_on, id) AS n FROM todo
    )
    UPDATE invoices i SET sequence = x.n, number = g.series || '/' || g.financial_year || '/' || lpad(x.n::text, greatest(6, length(x.n::text)), '0')
    FROM numbered x WHERE i.id = x.id;
    GET DIAGNOSTICS k = ROW_COUNT;
    IF k > 0 THEN
      UPDATE invoice_counters SET last_number = last + k WHERE series = g.series AND financial_year = g.financial_year;
      done := done + k;
    END IF;
  END LOOP;
  RETURN done;
END $$;
--> statement-breakpoint
-- Still append-only (0039's invoices_refuse_change, unchanged): the one UPDATE allowed gives a document not numbered
-- yet its number and sequence, and changes nothing else.
SELECT "invoices_assign_numbers"();
