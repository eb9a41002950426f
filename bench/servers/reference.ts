/**
 * The reference of suite "hot" (DESIGN section 8): each hot endpoint on the same stack doing nothing but the
 * essential work. Fastify with defaults (no logger, no plugins, no hooks, no schemas), node-postgres with named
 * prepared statements, no ORM, and the same SQL the app sends for the endpoint (kept in step by hand: the
 * statements below were taken from the app's own statement log, bench/servers/hot.ts BENCH_LOG_SQL; when the
 * app's SQL for an endpoint changes, change it here too).
 *
 * What the reference still does, because the endpoint cannot answer without it: resolve the bearer token (the
 * same statement, cached in process for the same SESSION_CACHE_SECONDS as the app, so both send the same
 * statements per request), check the role, answer the same envelope. What it leaves out: validation, the
 * response schema, access declarations, anti-forgery, rate limit, security headers, access log, the ORM.
 *
 * Environment: BENCH_DATABASE_URL (the database the app of the same run seeded), BENCH_SESSION_CACHE_SECONDS.
 */
import Fastify, { type FastifyReply } from 'fastify';
import pg from 'pg';
import { createHash } from 'node:crypto';
import { saveAnswerStatement } from '../../apps/server/src/modules/assessments/attempts.repository.ts';
import { exitWithParent, fail, listenAndAnnounce } from './ready.ts';

type Auth = { userId: number; sessionId: number; role: string };

const liveSession = {
  name: 'ref_find_live_session',
  text: 'select "sessions"."id", "users"."id", "users"."role", "users"."email", "users"."email_verified_on", "sessions"."last_renewed_on", "sessions"."idle_expires_at", "sessions"."absolute_expires_at" from "sessions" inner join "users" on "users"."id" = "sessions"."user_id" where ("sessions"."token_hash" = $1 and "sessions"."ended_on" is null and "sessions"."idle_expires_at" > $2 and "sessions"."absolute_expires_at" > $3 and "users"."active" = $4) limit $5',
};
const mastersPage = {
  name: 'ref_masters_page',
  text: 'select "id", "title" from "masters" where "masters"."type" = $1 order by lower("masters"."title"), "masters"."id" asc limit $2 offset $3',
};
const mastersCount = {
  name: 'ref_masters_count',
  text: 'select count(*) from (select "id", "title" from "masters" where "masters"."type" = $1 limit $2) "matching"',
};
const catalogueColumns =
  'select "id", "title", "title", "slug", "image_url", "status", json_build_object(\'INR\', "price_inr", \'USD\', "price_usd"), "duration", (select count(*)::int from "lessons" where "lessons"."course_id" = "courses"."id"), (select count(*)::int from "admissions" where "admissions"."course_id" = "courses"."id"), to_char("created_on" at time zone \'UTC\', \'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"\') from "courses" where ("courses"."deleted_on" is null and "courses"."status" = $1)';
const cataloguePage = { name: 'ref_catalogue_page', text: `${catalogueColumns} order by lower("courses"."title"), "courses"."id" asc limit $2 offset $3` };
const catalogueCount = { name: 'ref_catalogue_count', text: `select count(*) from (${catalogueColumns} limit $2) "matching"` };
const learnerCourse = {
  name: 'ref_learner_course',
  text: 'select "admissions"."id", "admissions"."status", "admissions"."progress", "admissions"."next_url", "admissions"."user_name", "admissions"."created_on", "courses"."id", "courses"."title", "courses"."slug", "courses"."image_url", "courses"."content_version", "certificates"."public_id", ( select coalesce(json_agg(json_build_object( \'lessonId\', p.lesson_id, \'watchedSeconds\', p.watched_seconds, \'materialDone\', p.material_done, \'testStatus\', p.test_status, \'testAttemptsUsed\', p.test_attempts_used, \'testAttemptsAllowed\', p.test_attempts_allowed)), \'[]\'::json) from lesson_progress p where p.user_id = "admissions"."user_id" and p.course_id = "admissions"."course_id"), ( select coalesce(json_agg(json_build_object(\'lessonId\', s.lesson_id, \'status\', s.status, \'attemptNo\', s.attempt_no)), \'[]\'::json) from (select distinct on (lesson_id) lesson_id, status, attempt_no from submissions where user_id = "admissions"."user_id" and course_id = "admissions"."course_id" order by lesson_id, attempt_no desc) s) from "admissions" inner join "courses" on ("courses"."id" = "admissions"."course_id" and "courses"."deleted_on" is null) left join "certificates" on ("certificates"."user_id" = "admissions"."user_id" and "certificates"."course_id" = "admissions"."course_id") where ("admissions"."user_id" = $1 and "admissions"."course_id" = $2)',
};
const lessonsWithItems = {
  name: 'ref_lessons_with_items',
  text: 'select "lessons"."id", "lessons"."course_id", "lessons"."position", "lessons"."title", "lessons"."test_id", "lessons"."test_title", "lessons"."test_seconds", "materials"."id", "materials"."name", "materials"."kind", "materials"."expected_seconds", "materials"."description", "assignments"."id", "assignments"."title", "assignments"."reattempts_allowed" from "lessons" left join "materials" on "materials"."id" = "lessons"."material_id" left join "assignments" on "assignments"."id" = "lessons"."assignment_id" where "lessons"."course_id" = $1 order by "lessons"."position" asc, "lessons"."id" asc',
};
// The app's one-statement save, the very text it prepares (attempts.repository.ts saveAnswerStatement), parameters in the same order.
const saveAnswer = { name: 'ref_save_answer', text: saveAnswerStatement.text };
const unreadCount = {
  name: 'ref_unread_count',
  text: 'select count(*) from "notifications" where ("notifications"."user_id" = $1 and "notifications"."read_on" is null)',
};

try {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) throw new Error('BENCH_DATABASE_URL is required');
  const pool = new pg.Pool({ connectionString: url, max: 20 });
  pool.on('error', () => {});
  const ttlMs = Number(process.env.BENCH_SESSION_CACHE_SECONDS ?? 5) * 1000;
  const sessions = new Map<string, { auth: Auth; at: number }>();

  async function caller(header: string | undefined): Promise<Auth | null> {
    if (!header?.startsWith('Bearer ')) return null;
    const hash = createHash('sha256').update(header.slice(7).trim()).digest('hex');
    const now = Date.now();
    const hit = sessions.get(hash);
    if (hit && now - hit.at < ttlMs) return hit.auth;
    const at = new Date(now);
    const { rows } = await pool.query({ ...liveSession, values: [hash, at, at, true, 1], rowMode: 'array' });
    const row = rows[0] as [number, number, string] | undefined;
    if (!row) return null;
    const auth = { sessionId: row[0], userId: row[1], role: row[2] };
    if (ttlMs > 0) sessions.set(hash, { auth, at: now });
    return auth;
  }
  const refuse = (reply: FastifyReply, status: number) => reply.code(status).send({ status, message: status === 401 ? 'Unauthorized' : 'Forbidden' });
  const paging = (q: { pageIndex?: string; pageSize?: string }) => {
    const size = Math.min(Math.max(Number(q.pageSize) || 25, 1), 500);
    return { size, index: Math.max(Number(q.pageIndex) || 0, 0) };
  };

  const app = Fastify();

  app.get<{ Params: { type: string }; Querystring: { pageIndex?: string; pageSize?: string } }>('/api/admin/:type', async (req, reply) => {
    const auth = await caller(req.headers.authorization);
    if (!auth) return refuse(reply, 401);
    if (auth.role !== 'Admin' && auth.role !== 'SuperAdmin') return refuse(reply, 403);
    const { size, index } = paging(req.query);
    const [page, counted] = await Promise.all([
      pool.query({ ...mastersPage, values: [req.params.type, size, index * size] }),
      pool.query({ ...mastersCount, values: [req.params.type, Math.max(10_000, (index + 1) * size) + 1] }),
    ]);
    const total = Number(counted.rows[0].count);
    const items = page.rows.map((r: { id: number; title: string }) => ({ ID: r.id, Title: r.title }));
    return { status: 200, message: 'Success', data: { items, pageCount: Math.ceil(total / size), pageIndex: index, total } };
  });

  app.get<{ Querystring: { pageIndex?: string; pageSize?: string } }>('/api/courses', async (req) => {
    const { size, index } = paging(req.query);
    const [page, counted] = await Promise.all([
      pool.query({ ...cataloguePage, values: ['published', size, index * size], rowMode: 'array' }),
      pool.query({ ...catalogueCount, values: ['published', Math.max(10_000, (index + 1) * size) + 1] }),
    ]);
    const total = Number(counted.rows[0].count);
    const items = (page.rows as unknown[][]).map((r) => ({
      ID: r[0], Name: r[1], Title: r[2], Url: r[3], ImageUrl: r[4], CoursePrice: r[6], Duration: r[7], LessonCount: r[8], CreatedOn: r[10],
    }));
    return { status: 200, message: 'Success', data: { items, pageCount: Math.ceil(total / size), pageIndex: index, total } };
  });

  // The lesson structure per course and content version, as the app keeps it.
  const structures = new Map<number, { version: number; lessons: Promise<unknown[][]> }>();
  app.get<{ Params: { id: string } }>('/api/CourseContentData/:id', async (req, reply) => {
    const auth = await caller(req.headers.authorization);
    if (!auth) return refuse(reply, 401);
    const courseId = Number(req.params.id);
    const { rows } = await pool.query({ ...learnerCourse, values: [auth.userId, courseId], rowMode: 'array' });
    const row = rows[0] as unknown[] | undefined;
    if (!row) return reply.code(404).send({ status: 404, message: 'Course not found' });
    const version = row[10] as number;
    let s = structures.get(courseId);
    if (!s || s.version !== version) {
      s = { version, lessons: pool.query({ ...lessonsWithItems, values: [courseId], rowMode: 'array' }).then((r) => r.rows as unknown[][]) };
      structures.set(courseId, s);
    }
    const progress = new Map((row[12] as { lessonId: number; materialDone: boolean }[]).map((p) => [p.lessonId, p]));
    const lessons = (await s.lessons).map((l) => ({
      LessonID: l[0], Title: l[3], Position: l[2], Finished: progress.get(l[0] as number)?.materialDone ?? false,
      Contents: [
        { Kind: 'material', ID: l[7], Name: l[8], Type: l[9], Seconds: l[10], Description: l[11] },
        { Kind: 'test', ID: l[4], Name: l[5], Seconds: l[6] },
        { Kind: 'assignment', ID: l[12], Name: l[13], Reattempts: l[14] },
      ],
    }));
    return {
      status: 200, message: 'Success',
      data: { CourseID: row[6], Title: row[7], courseURL: row[8], Image: row[9], status: row[1], Progress: row[2], NextUrl: row[3], CertificateID: row[11], Lessons: lessons, Submissions: row[13] },
    };
  });

  app.put<{ Params: { id: string; questionId: string }; Body: { Answer: unknown; Seq: number } }>('/api/attempts/:id/answers/:questionId', async (req, reply) => {
    const auth = await caller(req.headers.authorization);
    if (!auth) return refuse(reply, 401);
    const attemptId = Number(req.params.id);
    const questionId = Number(req.params.questionId);
    const now = new Date().toISOString();
    const { rows } = await pool.query({ ...saveAnswer, values: [attemptId, auth.userId, questionId, JSON.stringify(req.body.Answer), req.body.Seq, now] });
    const row = rows[0] as { open: boolean; deadline_ms: number; applied_seq: number | null; applied_answer: unknown; applied_ms: number | null; stored_seq: number | null; stored_answer: unknown; stored_ms: number | null } | undefined;
    if (!row) return reply.code(404).send({ status: 404, message: 'Attempt not found' });
    if (!row.open) return reply.code(422).send({ status: 422, message: 'The attempt is closed' });
    const applied = row.applied_seq !== null;
    const ms = applied ? row.applied_ms : row.stored_ms;
    return {
      status: 200, message: 'Success',
      data: {
        QuestionID: questionId, Applied: applied, Seq: applied ? row.applied_seq : row.stored_seq, Answer: applied ? row.applied_answer : row.stored_answer,
        SavedOn: ms === null ? null : new Date(ms).toISOString(), RemainingSeconds: Math.max(0, Math.floor((row.deadline_ms - Date.now()) / 1000)),
      },
    };
  });

  app.get('/api/userNotificationsCount', async (req, reply) => {
    const auth = await caller(req.headers.authorization);
    if (!auth) return refuse(reply, 401);
    const { rows } = await pool.query({ ...unreadCount, values: [auth.userId] });
    return { status: 200, message: 'Success', data: Number(rows[0].count) };
  });

  exitWithParent(async () => {
    await app.close();
    await pool.end();
  });
  await listenAndAnnounce(app);
} catch (e) {
  fail(e);
}
