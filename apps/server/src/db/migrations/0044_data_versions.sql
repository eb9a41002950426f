CREATE TABLE "data_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
INSERT INTO "data_versions" ("name", "version") VALUES ('forum.search', 1), ('knowledge.bot', 1);--> statement-breakpoint
-- Written by hand (drizzle-kit does not express triggers). Each set's version is bumped in the transaction of every
-- change its cache depends on (see platform/db/data-versions.ts); adding and removing rows are per statement, so a
-- bulk insert bumps once, not once per row.
CREATE FUNCTION bump_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE data_versions SET version = version + 1 WHERE name = TG_ARGV[0];
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION bump_forum_search_version_if_topics() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM changed WHERE kind = 'topic') THEN
    UPDATE data_versions SET version = version + 1 WHERE name = 'forum.search';
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
-- A topic's title, text or status; the page_version bumps and the counters leave the search alone.
CREATE TRIGGER forum_posts_bump_search_version_on_update AFTER UPDATE ON forum_posts
  FOR EACH ROW WHEN (NEW.kind = 'topic' AND (OLD.title IS DISTINCT FROM NEW.title OR OLD.body_text IS DISTINCT FROM NEW.body_text
    OR OLD.status IS DISTINCT FROM NEW.status))
  EXECUTE FUNCTION bump_data_version('forum.search');
--> statement-breakpoint
CREATE TRIGGER forum_posts_bump_search_version_on_truncate AFTER TRUNCATE ON forum_posts
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('forum.search');
--> statement-breakpoint
CREATE TRIGGER knowledge_items_bump_bot_version_on_insert_delete AFTER INSERT OR DELETE OR TRUNCATE ON knowledge_items
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('knowledge.bot');
--> statement-breakpoint
-- What the bot reads of an item: its state, folder, title, description and text (bookmarks, reviews and counters leave it alone).
CREATE TRIGGER knowledge_items_bump_bot_version_on_update AFTER UPDATE ON knowledge_items
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.folder_id IS DISTINCT FROM NEW.folder_id OR OLD.title IS DISTINCT FROM NEW.title
    OR OLD.description IS DISTINCT FROM NEW.description OR OLD.body_text IS DISTINCT FROM NEW.body_text)
  EXECUTE FUNCTION bump_data_version('knowledge.bot');
--> statement-breakpoint
-- Folders: who may see them, their tree and their names (quoted with an answer's source).
CREATE TRIGGER knowledge_folders_bump_bot_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON knowledge_folders
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('knowledge.bot');
