/**
 * The real app on PostgreSQL with a large forum, as a bench server for the topic page and the forum search.
 *
 * Environment (set by bench/run.ts): BENCH_DATABASE_URL (fresh PostgreSQL database), BENCH_DATA_DIR (temp folder).
 * Announces { port, token, bigTopicId, term }: a learner's bearer token, the topic with 200 answers and 2,000
 * comments, and a search term that matches about 1% of the 100,000 topics.
 */
import { sql } from 'drizzle-orm';
import { forumPosts } from '../../apps/server/src/modules/forum/forum.tables.ts';
import { seedMasters } from '../../apps/server/src/seed/demo.seed.ts';
import { fail, listenAndAnnounce } from './ready.ts';
import { analyzeSeeded } from './analyze.ts';
import { startBenchApp } from './start-app.ts';

/** Words the generated questions are made of; the search term is one of the rarer ones. */
const SUBJECTS = [
  'payment run', 'goods receipt', 'invoice verification', 'pricing procedure', 'credit memo', 'asset depreciation', 'cost center',
  'purchase order', 'sales order', 'delivery block', 'billing document', 'bank reconciliation', 'vendor master', 'customer master',
  'material ledger', 'profit center', 'month end closing', 'foreign currency valuation', 'GR/IR clearing', 'three way match',
];
const SYSTEMS = ['SAP FI', 'SAP MM', 'SAP SD', 'S/4HANA', 'Oracle Fusion', 'Dynamics 365'];
const RARE = 'tolerance';

try {
  const { database, app } = await startBenchApp();
  await seedMasters(app.services);
  const learner = await app.services.users.createAccount({
    firstName: 'Bench', lastName: 'Learner', email: 'bench.forum@example.com', password: 'Forum-Tulip-Orbit-2026', countryCode: '+91', mobileNumber: '9812345678', role: 'Trainee', emailVerified: true,
  });
  const db = database.db;
  const subjects = sql.raw(`array[${SUBJECTS.map((s) => `'${s.replace(/'/g, "''")}'`).join(',')}]`);
  const systems = sql.raw(`array[${SYSTEMS.map((s) => `'${s}'`).join(',')}]`);
  // A bulk load as one would run it: the search index takes the new entries into its pending list and merges them
  // in one pass at the end (row by row, as the forum writes them, 100,000 topics took minutes on a loaded machine).
  await db.execute(sql`alter index forum_posts_search_gin set (fastupdate = on)`);
  // 100,000 topics: the subject and system vary; one in a hundred mentions the rare word.
  await db.execute(sql`
    insert into forum_posts (kind, user_id, user_name, title, body, body_text, tags, status, reply_count, created_on, updated_on, last_activity_on)
    select 'topic', ${learner.id}, 'Learner ' || (g % 500),
      'How do I handle the ' || (${subjects})[1 + g % 20] || ' in ' || (${systems})[1 + (g / 20) % 6] || '? #' || g,
      '<p>Question ' || g || '</p>',
      'In our training client the ' || (${subjects})[1 + (g * 7) % 20] || ' does not work as the lesson shows'
        || case when g % 100 = 0 then ' because of the price ' || ${RARE} || ' limit' else '' end || '. What should I check first?',
      array[(${systems})[1 + (g / 20) % 6]], 'visible', g % 4,
      now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval
    from generate_series(1, 100000) g`);
  // One topic with 200 answers of ten comments each.
  const [big] = await db.insert(forumPosts).values({
    kind: 'topic', userId: learner.id, userName: 'Bench Learner', title: 'Everything about the automatic payment program (F110)',
    body: '<p>Collect every F110 tip here.</p>', bodyText: 'Collect every F110 tip here.', tags: ['SAP FI'], status: 'visible', replyCount: 200,
  }).returning({ id: forumPosts.id });
  const bigTopicId = Number(big!.id);
  await db.execute(sql`
    insert into forum_posts (kind, topic_id, user_id, user_name, body, body_text, status, reply_count, useful_count)
    select 'thread', ${bigTopicId}, ${learner.id} + 0, 'Learner ' || g,
      '<p>Tip ' || g || ': check the payment method in the vendor master and the bank determination in FBZP before rerunning the proposal.</p>',
      'Tip ' || g || ': check the payment method in the vendor master and the bank determination in FBZP before rerunning the proposal.',
      'visible', 10, g % 7
    from generate_series(1, 200) g`);
  await db.execute(sql`
    insert into forum_posts (kind, topic_id, thread_id, user_id, user_name, body, body_text, status)
    select 'comment', ${bigTopicId}, t.id, ${learner.id}, 'Learner ' || c, '<p>Comment ' || c || ' on this tip: it worked for me.</p>', 'Comment ' || c || ' on this tip: it worked for me.', 'visible'
    from forum_posts t cross join generate_series(1, 10) c
    where t.topic_id = ${bigTopicId} and t.kind = 'thread'`);
  await db.execute(sql`select gin_clean_pending_list('forum_posts_search_gin'::regclass)`);
  await db.execute(sql`alter index forum_posts_search_gin set (fastupdate = off)`);
  await analyzeSeeded(db);
  const { token } = await app.services.sessions.start(learner.id, undefined, { ip: '127.0.0.1' });
  await listenAndAnnounce(app, { token, bigTopicId: String(bigTopicId), term: RARE });
} catch (e) {
  fail(e);
}
