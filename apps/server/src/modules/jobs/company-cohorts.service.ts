import { sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';

/**
 * Client companies as end-user-training cohorts: a company's staff are the learners whose e-mail domain is the
 * domain of the company's registered address (an employer training its staff signs them up with work addresses).
 */
export function createCompanyCohortsService(ctx: AppContext) {
  return {
    /** Companies matching a term, as picker options. */
    async options(term?: string): Promise<{ value: number; label: string }[]> {
      const res = (await ctx.db.execute(sql`select id as value, name as label from companies
        ${term ? sql`where name ilike ${`%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}` : sql``} order by name limit 200`)) as unknown as { rows: { value: number; label: string }[] };
      return res.rows;
    },
    /** The cohorts of the given companies: id, name and e-mail domain (lower case). */
    async cohorts(ids: number[]): Promise<{ id: number; name: string; domain: string }[]> {
      if (ids.length === 0) return [];
      const res = (await ctx.db.execute(sql`select id, name, lower(split_part(registered_email, '@', 2)) as domain from companies
        where id in (${sql.join(ids.map((i) => sql`${i}::int`), sql`, `)}) order by name`)) as unknown as { rows: { id: number; name: string; domain: string }[] };
      return res.rows;
    },
  };
}
export type CompanyCohortsService = ReturnType<typeof createCompanyCohortsService>;
