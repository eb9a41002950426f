/**
 * The real app on PostgreSQL for the payments suite: the demo data, 50 learners, 400 published courses with prices and
 * 20,000 open Razorpay orders (one per learner and course), so that each request of the load can capture a new one.
 *
 * Environment (set by bench/run.ts): BENCH_DATABASE_URL (fresh PostgreSQL database), BENCH_DATA_DIR (temp folder).
 * Announces { port, secret, firstOrder, orders, amount }: the Razorpay webhook secret and the ids of the open orders.
 */
import { sql } from 'drizzle-orm';
import { seedDemo, seedMasters } from '../../apps/server/src/seed/demo.seed.ts';
import { fail, listenAndAnnounce } from './ready.ts';
import { analyzeSeeded } from './analyze.ts';
import { startBenchApp } from './start-app.ts';

const LEARNERS = 50;
const COURSES = 400;
const AMOUNT = 499_900;
const SECRET = 'bench_razorpay_webhook_secret';

try {
  const { database, app } = await startBenchApp({ RAZORPAY_WEBHOOK_SECRET: SECRET });
  await seedMasters(app.services);
  await seedDemo(app.services);
  const db = database.db;
  await db.execute(sql`
    insert into users (first_name, last_name, email, password_hash, country_code, mobile_number, role, email_verified_on)
    select 'Bench', 'Buyer ' || i, 'bench.buyer.' || i || '@example.com', 'x', '+91', '9812345678', 'Trainee', now()
    from generate_series(1, ${LEARNERS}) i on conflict do nothing`);
  await db.execute(sql`
    insert into courses (title, slug, description, price_inr, price_usd, duration, status)
    select 'Bench course ' || i, 'bench-course-' || i, '<p>Bench</p>', ${AMOUNT}, 5900, '4 weeks', 'published'
    from generate_series(1, ${COURSES}) i`);
  // One open Razorpay order per learner and course, as checkout leaves it (the capture is what the load does).
  await db.execute(sql`
    insert into orders (user_id, item_kind, item_id, item_title, item_ref, currency, amount, provider, provider_order_id, buyer_name, buyer_email, status)
    select u.id, 'course', c.id, c.title, c.slug, 'INR', ${AMOUNT}, 'razorpay', 'plink_bench_' || u.id || '_' || c.id, u.first_name || ' ' || u.last_name, u.email, 'created'
    from users u cross join courses c
    where u.email like 'bench.buyer.%' and c.slug like 'bench-course-%'
    order by c.id, u.id`);
  const [range] = (await db.execute(sql`select min(id)::int as first, count(*)::int as n from orders where provider = 'razorpay'`) as unknown as { rows: { first: number; n: number }[] }).rows;
  await analyzeSeeded(db);
  await listenAndAnnounce(app, { secret: SECRET, firstOrder: String(range!.first), orders: String(range!.n), amount: String(AMOUNT) });
} catch (e) {
  fail(e);
}
