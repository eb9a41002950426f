CREATE TABLE "dashboard_daily" (
	"metric" text NOT NULL,
	"currency" text DEFAULT '' NOT NULL,
	"day" date NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_daily_pk" PRIMARY KEY("metric","currency","day")
);
--> statement-breakpoint
CREATE INDEX "sessions_renewed_idx" ON "sessions" USING btree ("last_renewed_on");--> statement-breakpoint
CREATE INDEX "admissions_course_name_idx" ON "admissions" USING btree ("course_id","user_name","id");--> statement-breakpoint
-- The admin dashboard's daily figures (modules/reports/dashboard-daily.tables.ts), kept by the triggers below: each
-- takes back the old row's part and adds the new row's, on the UTC day of the row's date.
CREATE FUNCTION dashboard_daily_add(m text, cur text, d timestamptz, v bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF d IS NULL OR v IS NULL OR v = 0 THEN RETURN; END IF;
  INSERT INTO dashboard_daily AS x (metric, currency, day, value) VALUES (m, cur, (d AT TIME ZONE 'UTC')::date, v)
  ON CONFLICT (metric, currency, day) DO UPDATE SET value = x.value + excluded.value;
END $$;
--> statement-breakpoint
CREATE FUNCTION dashboard_daily_enquiries() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM dashboard_daily_add('enquiries', '', OLD.created_on, -1);
    IF OLD.status = 'Enrolled' THEN PERFORM dashboard_daily_add('enquiries_enrolled', '', OLD.created_on, -1); END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM dashboard_daily_add('enquiries', '', NEW.created_on, 1);
    IF NEW.status = 'Enrolled' THEN PERFORM dashboard_daily_add('enquiries_enrolled', '', NEW.created_on, 1); END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER enquiries_dashboard_daily AFTER INSERT OR DELETE OR UPDATE OF status, created_on ON enquiries
  FOR EACH ROW EXECUTE FUNCTION dashboard_daily_enquiries();
--> statement-breakpoint
CREATE FUNCTION dashboard_daily_admissions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM dashboard_daily_add('admissions', '', OLD.created_on, -1);
    PERFORM dashboard_daily_add('completions', '', OLD.completed_on, -1);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM dashboard_daily_add('admissions', '', NEW.created_on, 1);
    PERFORM dashboard_daily_add('completions', '', NEW.completed_on, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER admissions_dashboard_daily AFTER INSERT OR DELETE OR UPDATE OF created_on, completed_on ON admissions
  FOR EACH ROW EXECUTE FUNCTION dashboard_daily_admissions();
--> statement-breakpoint
-- Certificates and capsule badges: issued, not revoked.
CREATE FUNCTION dashboard_daily_issued() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.revoked_on IS NULL THEN PERFORM dashboard_daily_add(TG_ARGV[0], '', OLD.issued_on, -1); END IF;
  IF TG_OP <> 'DELETE' AND NEW.revoked_on IS NULL THEN PERFORM dashboard_daily_add(TG_ARGV[0], '', NEW.issued_on, 1); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER certificates_dashboard_daily AFTER INSERT OR DELETE OR UPDATE OF issued_on, revoked_on ON certificates
  FOR EACH ROW EXECUTE FUNCTION dashboard_daily_issued('certificates');
--> statement-breakpoint
CREATE TRIGGER capsule_badges_dashboard_daily AFTER INSERT OR DELETE OR UPDATE OF issued_on, revoked_on ON capsule_badges
  FOR EACH ROW EXECUTE FUNCTION dashboard_daily_issued('badges');
--> statement-breakpoint
CREATE FUNCTION dashboard_daily_orders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM dashboard_daily_add('revenue', OLD.currency, OLD.paid_on, -(OLD.captured_amount::bigint - OLD.refunded_amount)); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM dashboard_daily_add('revenue', NEW.currency, NEW.paid_on, NEW.captured_amount::bigint - NEW.refunded_amount); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_dashboard_daily AFTER INSERT OR DELETE OR UPDATE OF currency, captured_amount, refunded_amount, paid_on ON orders
  FOR EACH ROW EXECUTE FUNCTION dashboard_daily_orders();
--> statement-breakpoint
CREATE FUNCTION dashboard_daily_invitations() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.status = 'Accepted' THEN PERFORM dashboard_daily_add('invitations_accepted', '', OLD.answered_on, -1); END IF;
  IF TG_OP <> 'DELETE' AND NEW.status = 'Accepted' THEN PERFORM dashboard_daily_add('invitations_accepted', '', NEW.answered_on, 1); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER job_invitations_dashboard_daily AFTER INSERT OR DELETE OR UPDATE OF status, answered_on ON job_invitations
  FOR EACH ROW EXECUTE FUNCTION dashboard_daily_invitations();
--> statement-breakpoint
CREATE FUNCTION dashboard_daily_forum_reports() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM dashboard_daily_add('forum_reports', '', OLD.created_on, -1); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM dashboard_daily_add('forum_reports', '', NEW.created_on, 1); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER forum_reports_dashboard_daily AFTER INSERT OR DELETE OR UPDATE OF created_on ON forum_reports
  FOR EACH ROW EXECUTE FUNCTION dashboard_daily_forum_reports();
--> statement-breakpoint
-- The figures of the rows already there.
INSERT INTO dashboard_daily (metric, currency, day, value)
SELECT metric, currency, day, sum(value) FROM (
  SELECT 'enquiries' AS metric, '' AS currency, (created_on AT TIME ZONE 'UTC')::date AS day, 1::bigint AS value FROM enquiries
  UNION ALL SELECT 'enquiries_enrolled', '', (created_on AT TIME ZONE 'UTC')::date, 1 FROM enquiries WHERE status = 'Enrolled'
  UNION ALL SELECT 'admissions', '', (created_on AT TIME ZONE 'UTC')::date, 1 FROM admissions
  UNION ALL SELECT 'completions', '', (completed_on AT TIME ZONE 'UTC')::date, 1 FROM admissions WHERE completed_on IS NOT NULL
  UNION ALL SELECT 'certificates', '', (issued_on AT TIME ZONE 'UTC')::date, 1 FROM certificates WHERE revoked_on IS NULL
  UNION ALL SELECT 'badges', '', (issued_on AT TIME ZONE 'UTC')::date, 1 FROM capsule_badges WHERE revoked_on IS NULL
  UNION ALL SELECT 'revenue', currency, (paid_on AT TIME ZONE 'UTC')::date, captured_amount::bigint - refunded_amount FROM orders WHERE paid_on IS NOT NULL
  UNION ALL SELECT 'invitations_accepted', '', (answered_on AT TIME ZONE 'UTC')::date, 1 FROM job_invitations WHERE status = 'Accepted' AND answered_on IS NOT NULL
  UNION ALL SELECT 'forum_reports', '', (created_on AT TIME ZONE 'UTC')::date, 1 FROM forum_reports
) x GROUP BY metric, currency, day HAVING sum(value) <> 0;
