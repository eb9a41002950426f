import { seedPassword } from './seed-password.ts';
import type { AccountRole } from '@app/contracts/roles';
import type { CoinEventCode } from '@app/contracts/coins';
import type { Actor } from '../platform/auth/access.ts';
import type { Services } from '../services.ts';

/** Two more learners whose coin statements fill the staff history (they never sign in: random passwords). */
export const coinLearners = [
  { email: 'ananya.rao@demo.academy', firstName: 'Ananya', lastName: 'Rao', mobileNumber: '9820012345' },
  { email: 'vikram.singh@demo.academy', firstName: 'Vikram', lastName: 'Singh', mobileNumber: '9810054321' },
] as const;

type Row = { daysAgo: number; event: CoinEventCode; side: 'credit' | 'debit'; amount: number; reason: string; key: string };

/** Each learner's history, oldest first: earning rules, a redemption towards a capsule. */
const histories: Record<string, Row[]> = {
  'learner@demo.academy': [
    { daysAgo: 38, event: 'badge.claimed', side: 'credit', amount: 25, reason: 'Claimed the badge ERP Foundations', key: 'seed:rahul:badge' },
    { daysAgo: 26, event: 'forum.answer.useful', side: 'credit', amount: 5, reason: 'Useful answer: company code vs. controlling area', key: 'seed:rahul:forum' },
    { daysAgo: 12, event: 'order.payment', side: 'debit', amount: 20, reason: 'Redeemed towards the capsule SAP MM Pricing Procedure', key: 'seed:rahul:redeem' },
  ],
  'ananya.rao@demo.academy': [
    { daysAgo: 64, event: 'test.passed', side: 'credit', amount: 10, reason: 'Passed the test Chart of Accounts', key: 'seed:ananya:test1' },
    { daysAgo: 57, event: 'test.passed', side: 'credit', amount: 10, reason: 'Passed the test Asset Accounting', key: 'seed:ananya:test2' },
    { daysAgo: 45, event: 'course.completed', side: 'credit', amount: 100, reason: 'Completed the course SAP S/4HANA Finance Essentials', key: 'seed:ananya:course' },
    { daysAgo: 30, event: 'order.payment', side: 'debit', amount: 60, reason: 'Redeemed towards the capsule Month-End Closing in SAP FI', key: 'seed:ananya:redeem' },
    { daysAgo: 9, event: 'forum.answer.useful', side: 'credit', amount: 5, reason: 'Useful answer: automatic payment program (F110) run', key: 'seed:ananya:forum' },
  ],
  'vikram.singh@demo.academy': [
    { daysAgo: 21, event: 'test.passed', side: 'credit', amount: 10, reason: 'Passed the test Procure to Pay', key: 'seed:vikram:test1' },
    { daysAgo: 15, event: 'badge.claimed', side: 'credit', amount: 25, reason: 'Claimed the badge SAP MM Practitioner', key: 'seed:vikram:badge' },
    { daysAgo: 4, event: 'test.passed', side: 'credit', amount: 10, reason: 'Passed the test Inventory Management', key: 'seed:vikram:test2' },
  ],
};

/** Staff bonuses, made through the staff action (audited) by the demo admin, today. */
const bonuses = [
  { email: 'learner@demo.academy', amount: 15, reason: 'Bonus: detailed forum answer on GR/IR clearing that helped three peers', key: 'seed-bonus-rahul-grir' },
  { email: 'vikram.singh@demo.academy', amount: 20, reason: 'Bonus: best project presentation of the MM cohort', key: 'seed-bonus-vikram-cohort' },
];

/**
 * Coin statements for the demo learners (on an empty database only, and idempotent: every row has a fixed key).
 * Runs before the learning seed, so the demo learner's passed tests of today follow this older history.
 */
export async function seedCoins(services: Services, now: Date = new Date()) {
  for (const l of coinLearners) {
    if (await services.users.findByEmail(l.email)) continue;
    await services.users.createAccount({
      ...l, password: seedPassword(), countryCode: '+91', role: 'Trainee', emailVerified: true,
    });
  }
  const admin = await services.users.findByEmail('admin@demo.academy');
  for (const [email, rows] of Object.entries(histories)) {
    const user = await services.users.findByEmail(email);
    if (!user) continue;
    for (const r of rows) {
      const createdOn = new Date(now.getTime() - r.daysAgo * 86_400_000);
      await services.coins.apply(r.side, { userId: user.id, eventName: r.event, amount: r.amount, reason: r.reason, actorId: null, idempotencyKey: r.key, createdOn });
    }
  }
  if (!admin) return;
  const actor: Actor = { userId: admin.id, sessionId: 0, role: admin.role as AccountRole, email: admin.email, emailVerified: true };
  for (const b of bonuses) {
    const user = await services.users.findByEmail(b.email);
    if (user) await services.coins.adjust(actor, { userId: user.id, direction: 'credit', amount: b.amount, reason: b.reason, idempotencyKey: b.key });
  }
}
