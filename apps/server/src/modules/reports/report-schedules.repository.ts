import { and, asc, eq, lte } from 'drizzle-orm';
import type { Schedule } from '@app/contracts/reports';
import type { Db } from '../../platform/db/client.ts';
import { reportSchedules } from './report-schedules.tables.ts';

type Row = typeof reportSchedules.$inferSelect;

export function toApi(r: Row): Schedule {
  return {
    ID: r.id, Report: r.report as Schedule['Report'], Filters: r.filters, Frequency: r.frequency as Schedule['Frequency'], Hour: r.hour,
    Weekday: r.weekday, Format: r.format as Schedule['Format'], Recipients: r.recipients, CreatedByName: r.createdByName,
    NextRunOn: r.nextRunOn.toISOString(), LastRunOn: r.lastRunOn?.toISOString() ?? null,
  };
}

/** The next run strictly after `after`: today's or tomorrow's hour (UTC), or the weekday's (1 Monday .. 7 Sunday). */
export function nextRun(after: Date, frequency: 'daily' | 'weekly', hour: number, weekday: number | null): Date {
  const d = new Date(Date.UTC(after.getUTCFullYear(), after.getUTCMonth(), after.getUTCDate(), hour));
  if (frequency === 'daily') {
    if (d <= after) d.setUTCDate(d.getUTCDate() + 1);
    return d;
  }
  const isoDay = ((d.getUTCDay() + 6) % 7) + 1;
  d.setUTCDate(d.getUTCDate() + (((weekday ?? 1) - isoDay + 7) % 7));
  if (d <= after) d.setUTCDate(d.getUTCDate() + 7);
  return d;
}

export function list(db: Db, createdBy?: number) {
  return db.select().from(reportSchedules).where(createdBy === undefined ? undefined : eq(reportSchedules.createdBy, createdBy)).orderBy(asc(reportSchedules.id));
}

export async function find(db: Db, id: number, createdBy?: number) {
  const [row] = await db.select().from(reportSchedules).where(and(eq(reportSchedules.id, id), createdBy === undefined ? undefined : eq(reportSchedules.createdBy, createdBy)));
  return row;
}

export async function create(db: Db, values: typeof reportSchedules.$inferInsert) {
  const [row] = await db.insert(reportSchedules).values(values).returning();
  return row!;
}

export async function remove(db: Db, id: number, createdBy?: number) {
  const rows = await db.delete(reportSchedules).where(and(eq(reportSchedules.id, id), createdBy === undefined ? undefined : eq(reportSchedules.createdBy, createdBy))).returning({ id: reportSchedules.id });
  return rows.length > 0;
}

export async function markRun(db: Db, id: number, at: Date) {
  await db.update(reportSchedules).set({ lastRunOn: at }).where(eq(reportSchedules.id, id));
}

/**
 * Takes the due schedules (skipping rows another worker holds) and moves each to its next run in the same
 * transaction, so a run is handed out once; returns the ids with the run they stand for.
 */
export async function claimDue(db: Db, now: Date): Promise<{ id: number; runKey: string }[]> {
  return db.transaction(async (tx) => {
    const due = await tx.select().from(reportSchedules).where(lte(reportSchedules.nextRunOn, now)).orderBy(asc(reportSchedules.nextRunOn)).limit(50).for('update', { skipLocked: true });
    const out: { id: number; runKey: string }[] = [];
    for (const r of due) {
      await tx
        .update(reportSchedules)
        .set({ nextRunOn: nextRun(now, r.frequency as 'daily' | 'weekly', r.hour, r.weekday) })
        .where(eq(reportSchedules.id, r.id));
      out.push({ id: r.id, runKey: r.nextRunOn.toISOString() });
    }
    return out;
  });
}
