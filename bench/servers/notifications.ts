/**
 * The real app on PostgreSQL for the notifications bench (issue 13): the demo data, BENCH_SSE_USERS learners
 * (default 5,000) each with a live session and 20 notifications (5 unread), written in bulk.
 *
 * Environment (set by the bench): BENCH_DATABASE_URL (fresh PostgreSQL database), BENCH_DATA_DIR (temp folder).
 * Announces { port, token, adminId, countTokens, countUsers, streams } where token is a bearer token of the demo admin
 * (notifications.manage), countTokens/countUsers 50 learners' tokens and ids (the unread count scenario), and
 * streams the file (in BENCH_DATA_DIR) holding every learner's signed stream address, one a line.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { hashToken } from '../../apps/server/src/platform/auth/tokens.ts';
import { pathSignature } from '../../apps/server/src/platform/auth/signed-urls.ts';
import { STREAM_PATH } from '../../apps/server/src/modules/notifications/notifications.routes.ts';
import { seedDemo, seedMasters } from '../../apps/server/src/seed/demo.seed.ts';
import { fail, listenAndAnnounce } from './ready.ts';
import { analyzeSeeded } from './analyze.ts';
import { startBenchApp } from './start-app.ts';

const USERS = Number(process.env.BENCH_SSE_USERS ?? 5000);
const PER_USER = 20;
const COUNT_USERS = 50;

try {
  const dataDir = process.env.BENCH_DATA_DIR;
  if (!dataDir) throw new Error('BENCH_DATA_DIR is required');
  const { database, app } = await startBenchApp({ LOG_LEVEL: 'warn' });

  await seedMasters(app.services);
  await seedDemo(app.services);
  const admin = await app.services.users.findByEmail('admin@demo.academy');
  if (!admin) throw new Error('demo admin missing');
  const db = database.db;
  // Learners in bulk (they never sign in with a password: the hash matches none).
  const created = (await db.execute(sql`
    insert into users (first_name, last_name, email, password_hash, role, email_verified_on)
    select 'Bench', 'Learner ' || g, 'bench.notif.' || g || '@example.com', 'bench-no-password', 'Trainee', now()
    from generate_series(1, ${USERS}::int) g
    returning id`)) as unknown as { rows: { id: number }[] };
  const ids = created.rows.map((r) => Number(r.id));
  // 20 notifications each, the 5 newest unread (100,000 rows for 5,000 learners).
  await db.execute(sql`
    insert into notifications (user_id, type, title, text, link, created_on, read_on)
    select u.id, (array['assignment.returned','test.result','certificate.issued','admission.created'])[1 + k % 4],
      'Bench notification ' || k, 'Something happened to your course.', '/courses',
      now() - (k || ' hours')::interval, case when k > 5 then now() - (k || ' hours')::interval else null end
    from unnest(${`{${ids.join(',')}}`}::int[]) as u(id), generate_series(1, ${PER_USER}::int) k`);
  await analyzeSeeded(db);

  const expires = Math.floor(Date.now() / 1000) + 6 * 3600;
  const streams: string[] = [];
  const countTokens: string[] = [];
  for (const [i, id] of ids.entries()) {
    const s = await app.services.sessions.start(id, undefined, { ip: '127.0.0.1' });
    streams.push(`${STREAM_PATH}?s=${s.sessionId}&e=${expires}&sig=${pathSignature(hashToken(s.token), STREAM_PATH, s.sessionId, expires)}`);
    if (i < COUNT_USERS) countTokens.push(s.token);
  }
  const streamsFile = path.join(dataDir, 'streams.txt');
  await writeFile(streamsFile, streams.join('\n'));
  const { token } = await app.services.sessions.start(admin.id, undefined, { ip: '127.0.0.1' });
  await listenAndAnnounce(app, {
    token, adminId: String(admin.id), countTokens: countTokens.join(','), countUsers: ids.slice(0, COUNT_USERS).join(','), streams: streamsFile,
  });
} catch (e) {
  fail(e);
}
