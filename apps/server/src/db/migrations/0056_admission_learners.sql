-- Written by hand (drizzle-kit expresses neither transition tables nor INCLUDE). Manage Student lists learners, one row
-- for each learner admitted to a live course, newest admission first. It found a page's learners by walking the
-- admissions newest first (migration 0055) and grouping them: page 400 walked 20,050 admissions (200 ms p99 under the
-- lists bench), a three-letter term 54 ms. Each such learner now has a row here, kept by the triggers below, and the
-- list finds, searches, counts and pages these rows as the users list does its own; only the page's 25 learners are
-- grouped from their admissions (admissions.repository.ts, `listStudents`).
--   newest_on    the newest of the learner's admissions to live courses (the list's order, then user_id)
--   search_text  each different search_text of those admissions (name and email, lower-cased) once, joined by a
--                newline: a term matches the learner when it is in one of them (a term with a newline inside could
--                match across two; the search box sends none).
-- Admissions and courses are read meanwhile but not written (until the migration commits): the fill below would miss
-- what was written after it started and before the triggers were there.
LOCK TABLE "admissions", "courses" IN SHARE MODE;--> statement-breakpoint
CREATE TABLE "admission_learners" (
  "user_id" integer PRIMARY KEY,
  "newest_on" timestamp with time zone NOT NULL,
  "search_text" text NOT NULL
);--> statement-breakpoint
ALTER TABLE "admission_learners" ALTER COLUMN "search_text" SET STATISTICS 500;--> statement-breakpoint
INSERT INTO "admission_learners" ("user_id", "newest_on", "search_text")
  SELECT a.user_id, max(a.created_on), string_agg(DISTINCT a.search_text, E'\n' ORDER BY a.search_text)
  FROM admissions a JOIN courses c ON c.id = a.course_id AND c.deleted_on IS NULL
  GROUP BY a.user_id;--> statement-breakpoint
CREATE INDEX "admission_learners_newest_idx" ON "admission_learners" ("newest_on" DESC, "user_id") INCLUDE ("search_text");--> statement-breakpoint
CREATE INDEX "admission_learners_search_trgm" ON "admission_learners" USING gin ("search_text" gin_trgm_ops) WITH (gin_pending_list_limit = 256);--> statement-breakpoint
CREATE INDEX "admission_learners_search_bigrams" ON "admission_learners" USING gin (text_bigrams("search_text")) WITH (gin_pending_list_limit = 256);--> statement-breakpoint
-- Walked by nothing now.
DROP INDEX IF EXISTS "admissions_learner_newest_idx";--> statement-breakpoint
-- New admissions (one statement's, together): merged into their learners' rows, one write a learner. The merge reads
-- the row as the last committed change left it (ON CONFLICT DO UPDATE), so admissions of one learner made at once in
-- two transactions both count.
CREATE FUNCTION admission_learners_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO admission_learners AS l (user_id, newest_on, search_text)
    SELECT n.user_id, max(n.created_on), string_agg(DISTINCT n.search_text, E'\n' ORDER BY n.search_text)
    FROM new_admissions n JOIN courses c ON c.id = n.course_id AND c.deleted_on IS NULL
    GROUP BY n.user_id ORDER BY n.user_id
  ON CONFLICT (user_id) DO UPDATE SET
    newest_on = greatest(l.newest_on, excluded.newest_on),
    search_text = CASE WHEN position(E'\n' || excluded.search_text || E'\n' IN E'\n' || l.search_text || E'\n') > 0 THEN l.search_text
                       ELSE l.search_text || E'\n' || excluded.search_text END;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Learners whose admissions were removed or changed, or whose course was deleted or restored: their rows computed
-- again from their admissions (or removed). Each learner's row is made to exist (an empty one waits for a first
-- admission being written meanwhile to commit) and locked first, in one order; the computation is the next statement,
-- which (READ COMMITTED) reads what a change that held one of them committed meanwhile. An empty row left without
-- admissions is removed with the others.
CREATE FUNCTION admission_learners_refresh(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO admission_learners (user_id, newest_on, search_text) SELECT DISTINCT u, '-infinity'::timestamptz, '' FROM unnest(ids) u ORDER BY u
    ON CONFLICT (user_id) DO NOTHING;
  PERFORM 1 FROM admission_learners WHERE user_id = ANY(ids) ORDER BY user_id FOR UPDATE;
  WITH fresh AS (
    SELECT a.user_id, max(a.created_on) AS newest_on, string_agg(DISTINCT a.search_text, E'\n' ORDER BY a.search_text) AS search_text
    FROM admissions a JOIN courses c ON c.id = a.course_id AND c.deleted_on IS NULL
    WHERE a.user_id = ANY(ids) GROUP BY a.user_id
  ), gone AS (
    DELETE FROM admission_learners l WHERE l.user_id = ANY(ids) AND NOT EXISTS (SELECT 1 FROM fresh f WHERE f.user_id = l.user_id)
  )
  INSERT INTO admission_learners AS l (user_id, newest_on, search_text) SELECT f.user_id, f.newest_on, f.search_text FROM fresh f ORDER BY f.user_id
  ON CONFLICT (user_id) DO UPDATE SET newest_on = excluded.newest_on, search_text = excluded.search_text
    WHERE (l.newest_on, l.search_text) IS DISTINCT FROM (excluded.newest_on, excluded.search_text);
END $$;--> statement-breakpoint
CREATE FUNCTION admission_learners_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM admission_learners_refresh(ARRAY(SELECT DISTINCT o.user_id FROM old_admissions o));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION admission_learners_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM admission_learners_refresh(ARRAY[OLD.user_id, NEW.user_id]);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION admission_learners_course_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM admission_learners_refresh(ARRAY(SELECT a.user_id FROM admissions a WHERE a.course_id = NEW.id));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER admission_learners_add AFTER INSERT ON admissions REFERENCING NEW TABLE AS new_admissions
  FOR EACH STATEMENT EXECUTE FUNCTION admission_learners_add();--> statement-breakpoint
CREATE TRIGGER admission_learners_removed AFTER DELETE ON admissions REFERENCING OLD TABLE AS old_admissions
  FOR EACH STATEMENT EXECUTE FUNCTION admission_learners_removed();--> statement-breakpoint
-- Progress saves update other columns: this trigger does not fire for them.
CREATE TRIGGER admission_learners_changed AFTER UPDATE OF user_id, course_id, created_on, user_name, user_email ON admissions
  FOR EACH ROW WHEN ((OLD.user_id, OLD.course_id, OLD.created_on, OLD.user_name, OLD.user_email) IS DISTINCT FROM (NEW.user_id, NEW.course_id, NEW.created_on, NEW.user_name, NEW.user_email))
  EXECUTE FUNCTION admission_learners_changed();--> statement-breakpoint
CREATE TRIGGER admission_learners_course_changed AFTER UPDATE OF deleted_on ON courses
  FOR EACH ROW WHEN (OLD.deleted_on IS DISTINCT FROM NEW.deleted_on)
  EXECUTE FUNCTION admission_learners_course_changed();--> statement-breakpoint
ANALYZE "admission_learners";
