ALTER TABLE "forum_posts" ADD COLUMN "page_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- The search index without its pending list: a search scanned every entry waiting there (up to 4 MB) until the next
-- vacuum. Written by hand instead of drizzle-kit's drop and re-create; the entries already waiting are moved in now.
ALTER INDEX "forum_posts_search_gin" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('forum_posts_search_gin'::regclass);--> statement-breakpoint
-- Written by hand (drizzle-kit does not express triggers): the topic page caches a topic's answers and comments per
-- server instance under forum_posts.page_version; every insert, change or removal of an answer or comment bumps its
-- topic's version, so no instance serves a stale page, whichever code (or person) wrote the change.
CREATE FUNCTION bump_forum_topic_page_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE forum_posts SET page_version = page_version + 1 WHERE id = OLD.topic_id;
  ELSE
    UPDATE forum_posts SET page_version = page_version + 1 WHERE id = NEW.topic_id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER forum_posts_bump_topic_page_version AFTER INSERT OR UPDATE ON forum_posts
  FOR EACH ROW WHEN (NEW.topic_id IS NOT NULL) EXECUTE FUNCTION bump_forum_topic_page_version();
--> statement-breakpoint
CREATE TRIGGER forum_posts_bump_topic_page_version_on_delete AFTER DELETE ON forum_posts
  FOR EACH ROW WHEN (OLD.topic_id IS NOT NULL) EXECUTE FUNCTION bump_forum_topic_page_version();
