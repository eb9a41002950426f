import type { Db } from '../../platform/db/client.ts';
import { lessonsWithItems, type LessonWithItems } from './courses.repository.ts';

/** Courses whose structure one instance keeps; the least recently loaded is dropped beyond this. */
const MAX_COURSES = 500;

/**
 * Each course's lessons with their items, kept per server instance and keyed by `courses.content_version`,
 * which database triggers bump on every change to the lessons or the materials and assignments they use
 * (migration 0006). The lesson player reads the version with the learner's admission, so a stale structure is
 * never served, on any instance. Entries are shared: callers must not modify them.
 */
export function createLessonStructureCache(db: Db) {
  const entries = new Map<number, { version: number; lessons: Promise<readonly LessonWithItems[]> }>();
  return {
    get(courseId: number, version: number): Promise<readonly LessonWithItems[]> {
      const hit = entries.get(courseId);
      if (hit && hit.version === version) return hit.lessons;
      const lessons = lessonsWithItems(db, courseId);
      // A slower request that read an older version must not replace a newer entry.
      if (!hit || hit.version < version) {
        entries.delete(courseId);
        entries.set(courseId, { version, lessons });
        lessons.catch(() => {
          if (entries.get(courseId)?.lessons === lessons) entries.delete(courseId);
        });
        if (entries.size > MAX_COURSES) entries.delete(entries.keys().next().value!);
      }
      return lessons;
    },
  };
}
