ALTER TABLE "courses" ADD COLUMN "content_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- The lesson player caches each course's lesson structure per server instance; these triggers bump
-- courses.content_version on every change that structure depends on, so a cache never serves a stale one.
CREATE FUNCTION bump_course_content_version_from_lesson() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE courses SET content_version = content_version + 1 WHERE id = OLD.course_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND (TG_OP = 'INSERT' OR NEW.course_id IS DISTINCT FROM OLD.course_id) THEN
    UPDATE courses SET content_version = content_version + 1 WHERE id = NEW.course_id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER lessons_bump_course_content_version AFTER INSERT OR UPDATE OR DELETE ON lessons
  FOR EACH ROW EXECUTE FUNCTION bump_course_content_version_from_lesson();
--> statement-breakpoint
CREATE FUNCTION bump_course_content_version_from_material() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE courses SET content_version = content_version + 1
    WHERE id IN (SELECT course_id FROM lessons WHERE material_id = NEW.id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER materials_bump_course_content_version AFTER UPDATE ON materials
  FOR EACH ROW EXECUTE FUNCTION bump_course_content_version_from_material();
--> statement-breakpoint
CREATE FUNCTION bump_course_content_version_from_assignment() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE courses SET content_version = content_version + 1
    WHERE id IN (SELECT course_id FROM lessons WHERE assignment_id = NEW.id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER assignments_bump_course_content_version AFTER UPDATE ON assignments
  FOR EACH ROW EXECUTE FUNCTION bump_course_content_version_from_assignment();
