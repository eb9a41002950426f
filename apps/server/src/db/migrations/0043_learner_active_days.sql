CREATE TABLE "learner_active_days" (
	"day" date NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "learner_active_days_pk" PRIMARY KEY("day","user_id")
);
--> statement-breakpoint
-- Written by hand below (drizzle-kit does not express triggers). The days each learner was active
-- (modules/reports/dashboard-daily.tables.ts): a session is alive on every UTC day from its start to its last renewal.
CREATE FUNCTION learner_active_days_add(uid integer, from_day date, to_day date) RETURNS void LANGUAGE plpgsql AS $$
DECLARE d date;
BEGIN
  IF from_day > to_day OR NOT EXISTS (SELECT 1 FROM users u WHERE u.id = uid AND lower(u.role) = 'trainee') THEN RETURN; END IF;
  FOR d IN SELECT g::date FROM generate_series(from_day, to_day, interval '1 day') g LOOP
    INSERT INTO learner_active_days (day, user_id) VALUES (d, uid) ON CONFLICT DO NOTHING;
    IF FOUND THEN PERFORM dashboard_daily_add('active_learners', '', d::timestamp AT TIME ZONE 'UTC', 1); END IF;
  END LOOP;
END $$;
--> statement-breakpoint
CREATE FUNCTION learner_active_days_session() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM learner_active_days_add(NEW.user_id, (NEW.created_on AT TIME ZONE 'UTC')::date, (NEW.last_renewed_on AT TIME ZONE 'UTC')::date);
  ELSIF (NEW.last_renewed_on AT TIME ZONE 'UTC')::date > (OLD.last_renewed_on AT TIME ZONE 'UTC')::date THEN
    -- a renewal on a later day than the previous one: the days since (the earlier ones are in already)
    PERFORM learner_active_days_add(NEW.user_id, greatest((OLD.last_renewed_on AT TIME ZONE 'UTC')::date + 1, (NEW.created_on AT TIME ZONE 'UTC')::date),
      (NEW.last_renewed_on AT TIME ZONE 'UTC')::date);
  ELSIF NEW.created_on < OLD.created_on OR NEW.user_id <> OLD.user_id THEN
    PERFORM learner_active_days_add(NEW.user_id, (NEW.created_on AT TIME ZONE 'UTC')::date, (NEW.last_renewed_on AT TIME ZONE 'UTC')::date);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Fired as the transaction commits (as 0042's): a sign-in holds the day's 'active_learners' row only while committing.
CREATE CONSTRAINT TRIGGER "sessions_learner_active_days" AFTER INSERT OR UPDATE OF created_on, last_renewed_on, user_id ON "sessions"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION learner_active_days_session();
--> statement-breakpoint
-- The sessions already there (learners as they are now).
INSERT INTO learner_active_days (day, user_id)
SELECT DISTINCT g::date, s.user_id FROM sessions s JOIN users u ON u.id = s.user_id AND lower(u.role) = 'trainee'
CROSS JOIN LATERAL generate_series((s.created_on AT TIME ZONE 'UTC')::date, (s.last_renewed_on AT TIME ZONE 'UTC')::date, interval '1 day') g;
--> statement-breakpoint
INSERT INTO dashboard_daily (metric, currency, day, value)
SELECT 'active_learners', '', day, count(*) FROM learner_active_days GROUP BY day;
