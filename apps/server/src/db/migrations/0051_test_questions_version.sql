INSERT INTO "data_versions" ("name", "version") VALUES ('assessments.test-questions', 1) ON CONFLICT ("name") DO NOTHING;--> statement-breakpoint
-- Written by hand (drizzle-kit does not express triggers). What a hand-picked test's questions are: the test's list
-- (test_questions) and the questions themselves (text, options, marks, deletion). Server instances keep a test's
-- frozen questions per version (attempts.service.ts), so every statement that changes a row of either bumps it in
-- its own transaction; a statement that matched no row (a refused edit) leaves it alone. Adding a question changes
-- no test until it is put on one.
CREATE FUNCTION bump_data_version_if_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM changed) THEN
    UPDATE data_versions SET version = version + 1 WHERE name = TG_ARGV[0];
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER test_questions_bump_version_on_insert AFTER INSERT ON test_questions
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version_if_rows('assessments.test-questions');
--> statement-breakpoint
CREATE TRIGGER test_questions_bump_version_on_update AFTER UPDATE ON test_questions
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version_if_rows('assessments.test-questions');
--> statement-breakpoint
CREATE TRIGGER test_questions_bump_version_on_delete AFTER DELETE ON test_questions
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version_if_rows('assessments.test-questions');
--> statement-breakpoint
CREATE TRIGGER test_questions_bump_version_on_truncate AFTER TRUNCATE ON test_questions
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('assessments.test-questions');
--> statement-breakpoint
CREATE TRIGGER questions_bump_test_questions_version_on_update AFTER UPDATE ON questions
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version_if_rows('assessments.test-questions');
--> statement-breakpoint
CREATE TRIGGER questions_bump_test_questions_version_on_delete AFTER DELETE ON questions
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version_if_rows('assessments.test-questions');
--> statement-breakpoint
CREATE TRIGGER questions_bump_test_questions_version_on_truncate AFTER TRUNCATE ON questions
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('assessments.test-questions');
