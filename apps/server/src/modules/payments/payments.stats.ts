import { and, gte, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { orders } from './payments.tables.ts';

/** Payments' figures for the admin dashboard (SQL aggregates). */
export function createPaymentsStats(db: Db) {
  const net = sql<number>`coalesce(sum(${orders.capturedAmount} - ${orders.refundedAmount}), 0)`.mapWith(Number);
  const paidIn = (r: { from: Date; to: Date }) => and(isNotNull(orders.paidOn), gte(orders.paidOn, r.from), lt(orders.paidOn, r.to));
  return {
    /** Net revenue (captured less refunded, minor units) of orders paid in [from, to), per currency. */
    async revenue(r: { from: Date; to: Date }): Promise<Record<string, number>> {
      const rows = await db.select({ currency: orders.currency, amount: net }).from(orders).where(paidIn(r)).groupBy(orders.currency);
      return Object.fromEntries(rows.map((x) => [x.currency, x.amount]));
    },
    /** The same per ISO week (Monday, UTC) and currency. */
    async revenuePerWeek(r: { from: Date; to: Date }): Promise<{ week: string; currency: string; amount: number }[]> {
      const week = sql<string>`to_char(date_trunc('week', ${orders.paidOn} at time zone 'UTC'), 'YYYY-MM-DD')`;
      return db.select({ week, currency: orders.currency, amount: net }).from(orders).where(paidIn(r)).groupBy(week, orders.currency);
    },
  };
}
export type PaymentsStats = ReturnType<typeof createPaymentsStats>;
