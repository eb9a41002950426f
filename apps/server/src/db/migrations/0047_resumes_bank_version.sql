INSERT INTO "data_versions" ("name", "version") VALUES ('resumes.bank', 1) ON CONFLICT ("name") DO NOTHING;--> statement-breakpoint
-- Written by hand (drizzle-kit does not express triggers). The resume bank's ranked search keeps each search's ranked
-- resume ids per server instance under 'resumes.bank' (platform/db/data-versions.ts); the version is bumped in the
-- transaction of every change of what a search filters, ranks or shows. Adding and removing rows are per statement,
-- so a bulk insert bumps once; a statement that changed no row (an insert that met its conflict) bumps nothing.
CREATE FUNCTION bump_resumes_bank_version_if_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM changed) THEN
    UPDATE data_versions SET version = version + 1 WHERE name = 'resumes.bank';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER resumes_bump_bank_version_on_insert AFTER INSERT ON resumes
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION bump_resumes_bank_version_if_rows();
--> statement-breakpoint
CREATE TRIGGER resumes_bump_bank_version_on_delete AFTER DELETE ON resumes
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION bump_resumes_bank_version_if_rows();
--> statement-breakpoint
-- What the bank reads of a resume: the sections it shows (personal, contact), the masking, the copies it filters and
-- ranks on (headline, city, skills, languages, experience, flags, the full-text copy) and the date it orders and shows;
-- the owner (the unmask rule joins on it). Progress, export and credential bookkeeping leave it alone. Fired as the
-- transaction commits (as the dashboard_daily triggers since 0042): every builder save changes its resume, and bumped
-- at the statement the one version row would stay locked through the rest of the save (its reads, its answer's
-- queries, COMMIT), so that concurrent saves of different resumes would wait on each other; at COMMIT it is locked
-- only while PostgreSQL commits. The bump still commits with the change (nothing searches the bank inside a save).
CREATE CONSTRAINT TRIGGER resumes_bump_bank_version_on_update AFTER UPDATE ON resumes
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.user_id IS DISTINCT FROM NEW.user_id OR OLD.personal IS DISTINCT FROM NEW.personal
    OR OLD.contact IS DISTINCT FROM NEW.contact OR OLD.masking IS DISTINCT FROM NEW.masking OR OLD.masked_fields IS DISTINCT FROM NEW.masked_fields
    OR OLD.headline IS DISTINCT FROM NEW.headline OR OLD.city IS DISTINCT FROM NEW.city OR OLD.skills IS DISTINCT FROM NEW.skills
    OR OLD.languages IS DISTINCT FROM NEW.languages OR OLD.experience_months IS DISTINCT FROM NEW.experience_months
    OR OLD.relocation IS DISTINCT FROM NEW.relocation OR OLD.travel IS DISTINCT FROM NEW.travel OR OLD.night_shift IS DISTINCT FROM NEW.night_shift
    OR OLD.has_verified IS DISTINCT FROM NEW.has_verified OR OLD.search_text IS DISTINCT FROM NEW.search_text
    OR OLD.updated_on IS DISTINCT FROM NEW.updated_on)
  EXECUTE FUNCTION bump_data_version('resumes.bank');
--> statement-breakpoint
CREATE TRIGGER resumes_bump_bank_version_on_truncate AFTER TRUNCATE ON resumes
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('resumes.bank');
--> statement-breakpoint
-- The bank lists resumes of active accounts with a confirmed e-mail address only: an account with a resume that is
-- activated, deactivated, confirmed or unconfirmed, added (a resume written before its account) or removed moves it.
CREATE FUNCTION bump_resumes_bank_version_if_candidates() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM changed c JOIN resumes r ON r.user_id = c.id) THEN
    UPDATE data_versions SET version = version + 1 WHERE name = 'resumes.bank';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_bump_resumes_bank_version_on_insert AFTER INSERT ON users
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION bump_resumes_bank_version_if_candidates();
--> statement-breakpoint
CREATE TRIGGER users_bump_resumes_bank_version_on_delete AFTER DELETE ON users
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION bump_resumes_bank_version_if_candidates();
--> statement-breakpoint
CREATE FUNCTION bump_resumes_bank_version_if_candidate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM resumes WHERE user_id = NEW.id) THEN
    UPDATE data_versions SET version = version + 1 WHERE name = 'resumes.bank';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER users_bump_resumes_bank_version_on_update AFTER UPDATE ON users
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.active IS DISTINCT FROM NEW.active OR OLD.email_verified_on IS DISTINCT FROM NEW.email_verified_on)
  EXECUTE FUNCTION bump_resumes_bank_version_if_candidate();
--> statement-breakpoint
CREATE TRIGGER users_bump_resumes_bank_version_on_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('resumes.bank');
