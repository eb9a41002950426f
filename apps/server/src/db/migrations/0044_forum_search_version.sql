CREATE TABLE "forum_search_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	CONSTRAINT "forum_search_version_one_row" CHECK ("forum_search_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "forum_search_version" ("id", "version") VALUES (1, 1);--> statement-breakpoint
-- Written by hand (drizzle-kit does not express triggers): ranked topic searches are cached per server instance under
-- this version, so every change a search could see bumps it in the change's own transaction, whichever code (or
-- person) wrote it. Adding and removing are per statement (a bulk insert of topics bumps it once, not per row).
CREATE FUNCTION bump_forum_search_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE forum_search_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION bump_forum_search_version_if_topics() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM changed WHERE kind = 'topic') THEN
    UPDATE forum_search_version SET version = version + 1 WHERE id = 1;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER forum_posts_bump_search_version_on_insert AFTER INSERT ON forum_posts
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION bump_forum_search_version_if_topics();
--> statement-breakpoint
CREATE TRIGGER forum_posts_bump_search_version_on_delete AFTER DELETE ON forum_posts
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION bump_forum_search_version_if_topics();
--> statement-breakpoint
-- A change of a topic's title, text or status; the triggers' own page_version bumps and the counters leave it alone.
CREATE TRIGGER forum_posts_bump_search_version_on_update AFTER UPDATE ON forum_posts
  FOR EACH ROW WHEN (NEW.kind = 'topic' AND (OLD.title IS DISTINCT FROM NEW.title OR OLD.body_text IS DISTINCT FROM NEW.body_text
    OR OLD.status IS DISTINCT FROM NEW.status))
  EXECUTE FUNCTION bump_forum_search_version();
--> statement-breakpoint
CREATE TRIGGER forum_posts_bump_search_version_on_truncate AFTER TRUNCATE ON forum_posts
  FOR EACH STATEMENT EXECUTE FUNCTION bump_forum_search_version();
