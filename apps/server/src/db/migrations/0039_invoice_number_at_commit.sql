ALTER TABLE "invoices" ALTER COLUMN "number" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "sequence" DROP NOT NULL;--> statement-breakpoint
-- Written by hand (drizzle-kit does not express triggers). Invoices and credit notes are numbered as their transaction
-- commits, inside PostgreSQL: the paying transaction inserts the document without a number and this deferred
-- constraint trigger takes the next number of its series and financial year at COMMIT. The counter row, which every
-- paying transaction needs, is then locked only while PostgreSQL commits (no round trip to the app in between); a
-- rollback, before or at commit, takes no number, so the sequence stays gap-free. A committed document always has its
-- number (the trigger runs before the commit completes, and its failure fails the commit).
CREATE FUNCTION "invoices_number_at_commit"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  n integer;
BEGIN
  INSERT INTO invoice_counters AS c (series, financial_year, last_number) VALUES (NEW.series, NEW.financial_year, 1)
  ON CONFLICT (series, financial_year) DO UPDATE SET last_number = c.last_number + 1
  RETURNING c.last_number INTO n;
  UPDATE invoices SET sequence = n, number = NEW.series || '/' || NEW.financial_year || '/' || lpad(n::text, greatest(6, length(n::text)), '0')
  WHERE id = NEW.id;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "invoices_number" AFTER INSERT ON "invoices" DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (NEW.number IS NULL) EXECUTE FUNCTION "invoices_number_at_commit"();--> statement-breakpoint
-- Still append-only: a DELETE statement fails; an UPDATE fails unless it is that numbering (a row not numbered yet,
-- which only its own transaction can see, given its number and nothing else).
DROP TRIGGER "invoices_append_only" ON "invoices";--> statement-breakpoint
CREATE TRIGGER "invoices_append_only" BEFORE DELETE ON "invoices" FOR EACH STATEMENT EXECUTE FUNCTION "payments_refuse_change"();--> statement-breakpoint
CREATE FUNCTION "invoices_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.number IS NULL AND OLD.sequence IS NULL AND NEW.number IS NOT NULL AND NEW.sequence IS NOT NULL
    AND (to_jsonb(NEW) - 'number' - 'sequence') = (to_jsonb(OLD) - 'number' - 'sequence') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'invoices is append-only: UPDATE is not allowed' USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "invoices_append_only_rows" BEFORE UPDATE ON "invoices" FOR EACH ROW EXECUTE FUNCTION "invoices_refuse_change"();
