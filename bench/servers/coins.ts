/**
 * The real app on PostgreSQL with the demo accounts and 50 learners holding coins, as a bench server for coin debits.
 *
 * Environment (set by bench/run.ts): BENCH_DATABASE_URL (fresh PostgreSQL database), BENCH_DATA_DIR (temp folder).
 * Announces { port, token, adminId, learners } where token is a bearer token of the demo admin (coins.manage) and
 * learners the ids of the 50 learners, each credited 5,000,000 coins.
 */
import { seedDemo, seedMasters } from '../../apps/server/src/seed/demo.seed.ts';
import { fail, listenAndAnnounce } from './ready.ts';
import { analyzeSeeded } from './analyze.ts';
import { startBenchApp } from './start-app.ts';

const LEARNERS = 50;

try {
  const { database, app } = await startBenchApp();

  await seedMasters(app.services);
  await seedDemo(app.services);
  const admin = await app.services.users.findByEmail('admin@demo.academy');
  if (!admin) throw new Error('demo admin missing');
  const learners: number[] = [];
  for (let i = 0; i < LEARNERS; i++) {
    const email = `bench.coins.${i}@example.com`;
    const user = (await app.services.users.findByEmail(email)) ?? (await app.services.users.createAccount({
      firstName: 'Bench', lastName: `Learner ${i}`, email, password: 'Ledger-Tulip-Orbit-2026', countryCode: '+91', mobileNumber: '9812345678', role: 'Trainee', emailVerified: true,
    }));
    for (let k = 0; k < 5; k++) {
      await app.services.coins.apply('credit', { userId: user.id, eventName: 'staff.credit', amount: 1_000_000, reason: 'Bench balance', actorId: null, idempotencyKey: `bench:${user.id}:${k}` });
    }
    learners.push(user.id);
  }
  await analyzeSeeded(database.db);
  const { token } = await app.services.sessions.start(admin.id, undefined, { ip: '127.0.0.1' });
  await listenAndAnnounce(app, { token, adminId: String(admin.id), learners: learners.join(',') });
} catch (e) {
  fail(e);
}
