import { sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';

/** Per learner and course: the mean of the best percentage of each lesson test, and seconds spent in them. */
export type CourseTestStats = { userId: number; courseId: number; meanBest: number | null; seconds: number };

/**
 * The assessment engine's figures for the learning reports: attempts started from lessons carry their course in
 * their context, so a course's test scores are read here, by the owner of the attempts.
 */
export function createCourseTestStatsService(ctx: AppContext) {
  return {
    /** Stats of the given learner-course pairs (submitted lesson attempts only); pairs without attempts are absent. */
    async forPairs(pairs: { userId: number; courseId: number }[]): Promise<CourseTestStats[]> {
      if (pairs.length === 0) return [];
      const values = sql.join(pairs.map((p) => sql`(${p.userId}::int, ${p.courseId}::int)`), sql`, `);
      const res = (await ctx.db.execute(sql`
        with wanted(user_id, course_id) as (values ${values}),
        best as (
          select a.user_id, (a.context->>'CourseID')::int as course_id, a.test_id, max(a.percentage) as best, sum(coalesce(a.time_taken_seconds, 0)) as secs
          from attempts a join wanted w on w.user_id = a.user_id and w.course_id = (a.context->>'CourseID')::int
          where a.status = 'submitted' and a.context->>'Kind' = 'lesson'
          group by a.user_id, (a.context->>'CourseID')::int, a.test_id)
        select user_id as "userId", course_id as "courseId", round(avg(best)::numeric, 2)::float8 as "meanBest", sum(secs)::int as seconds
        from best group by user_id, course_id`)) as unknown as { rows: CourseTestStats[] };
      return res.rows;
    },
  };
}
export type CourseTestStatsService = ReturnType<typeof createCourseTestStatsService>;
