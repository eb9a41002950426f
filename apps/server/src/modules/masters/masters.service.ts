import type { ListQuery } from '@app/contracts/list';
import { masterTypes, normalizeMasterType, type MasterType } from '@app/contracts/masters';
import type { AppContext } from '../../platform/context.ts';
import { conflict, notFound } from '../../platform/http/app-error.ts';
import * as repo from './masters.repository.ts';

export type MastersService = ReturnType<typeof createMastersService>;

/** Master data: short lists of titles per type (degrees, cities, statuses, ...) used by every other module. */
export function createMastersService(ctx: AppContext) {
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
    async create(type: string, title: string) {
      const row = await repo.insertEntry(ctx.db, typeOf(type), title);
      if (!row) throw duplicate();
      return row;
    },
    async rename(type: string, id: number, title: string) {
      const t = typeOf(type);
      const clash = await repo.findByTitle(ctx.db, t, title);
      if (clash && clash.ID !== id) throw duplicate();
      try {
        const row = await repo.renameEntry(ctx.db, t, id, title);
        if (!row) throw notFound('Master entry');
        return row;
      } catch (e) {
        // A concurrent insert of the same title wins the unique index.
        if ((e as { code?: string }).code === '23505') throw duplicate();
        throw e;
      }
    },
    async remove(type: string, id: number) {
      if (!(await repo.deleteEntry(ctx.db, typeOf(type), id))) throw notFound('Master entry');
    },
    /** Titles of one type, for seeding and for other modules' lookups. */
    seed: (rows: { type: MasterType; title: string }[]) => repo.insertMany(ctx.db, rows),
  };
}
