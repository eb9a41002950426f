import type { ListQuery } from '@app/contracts/list';
import { masterTypes, normalizeMasterType, type MasterType } from '@app/contracts/masters';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Actor } from '../../platform/auth/access.ts';
import { conflict, notFound } from '../../platform/http/app-error.ts';
import type { AuditService } from '../audit/audit.service.ts';
import * as repo from './masters.repository.ts';

export type MastersService = ReturnType<typeof createMastersService>;

/** Master data: short lists of titles per type (degrees, cities, statuses, ...) used by every other module. */
export function createMastersService(ctx: AppContext, audit: AuditService) {
  function typeOf(name: string): MasterType {
    const t = normalizeMasterType(name);
    if (!t) throw notFound('Master type');
    return t;
  }
  const duplicate = () => conflict('An entry with this title already exists');

  return {
    typeOf,
    async types() {
      const counts = new Map((await repo.countByType(ctx.db)).map((r) => [r.type, Number(r.count)]));
      return masterTypes.map((type) => ({ type, count: counts.get(type) ?? 0 }));
    },
    list: (type: string, query: ListQuery) => repo.listEntries(ctx.db, typeOf(type), query),
    async create(actor: Actor, type: string, title: string) {
      const t = typeOf(type);
      return ctx.db.transaction(async (tx) => {
        const row = await repo.insertEntry(tx, t, title);
        if (!row) throw duplicate();
        await audit.record(tx, actor, {
          action: 'masters.create', entityType: 'master', entityId: row.ID, after: { Type: t, Title: row.Title }, summary: `Added "${row.Title}" to ${t}`,
        });
        return row;
      });
    },
    async rename(actor: Actor, type: string, id: number, title: string) {
      const t = typeOf(type);
      const clash = await repo.findByTitle(ctx.db, t, title);
      if (clash && clash.ID !== id) throw duplicate();
      try {
        return await ctx.db.transaction(async (tx) => {
          const before = await repo.findEntry(tx, t, id);
          const row = before && (await repo.renameEntry(tx, t, id, title));
          if (!row) throw notFound('Master entry');
          if (before.Title !== row.Title) {
            await audit.record(tx, actor, {
              action: 'masters.rename', entityType: 'master', entityId: id, before: { Type: t, Title: before.Title }, after: { Type: t, Title: row.Title },
              summary: `Renamed "${before.Title}" to "${row.Title}" in ${t}`,
            });
          }
          return row;
        });
      } catch (e) {
        // A concurrent insert of the same title wins the unique index.
        if (isUniqueViolation(e)) throw duplicate();
        throw e;
      }
    },
    async remove(actor: Actor, type: string, id: number) {
      const t = typeOf(type);
      await ctx.db.transaction(async (tx) => {
        const gone = await repo.deleteEntry(tx, t, id);
        if (!gone) throw notFound('Master entry');
        await audit.record(tx, actor, {
          action: 'masters.delete', entityType: 'master', entityId: id, before: { Type: t, Title: gone.Title }, summary: `Deleted "${gone.Title}" from ${t}`,
        });
      });
    },
    /** Titles of one type, for seeding and for other modules' lookups. */
    seed: (rows: { type: MasterType; title: string }[]) => repo.insertMany(ctx.db, rows),
  };
}
