import { parse } from 'csv-parse/sync';
import { effectiveTerm, type ListQuery, type Page } from '@app/contracts/list';
import { hasCapability } from '@app/contracts/roles';
import type { groupBodySchema, GroupMemberRow, GroupPick, GroupRow, ImportMembersResult } from '@app/contracts/groups';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import type { Actor, AuthContext } from '../../platform/auth/access.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { LearningService } from '../courses/learning.service.ts';
import type { UsersService } from '../users/users.service.ts';
import * as repo from './groups.repository.ts';

export type GroupsService = ReturnType<typeof createGroupsService>;
type Deps = { users: UsersService; audit: AuditService; learning: LearningService };
type GroupInput = z.output<typeof groupBodySchema>;

const EMAIL = /^[^\s@,;<>"]+@[^\s@,;<>"]+\.[^\s@,;<>"]+$/;
/** Most addresses one CSV import looks up. */
export const GROUP_CSV_MAX_ROWS = 5000;

const nameTaken = () => new AppError('CONFLICT', 'A group of this name exists already', [{ path: 'body.Name', message: 'A group of this name exists already' }]);

/**
 * User groups: a name, members added by hand or CSV, and optionally a course rule (every learner of the course is a
 * member, resolved through the learning service on each read). Drive and media sharing, announcements and campaigns
 * name groups; `groupIdsOfUser` is how they ask whom a group reaches. Staff changes are audited.
 */
export function createGroupsService(ctx: AppContext, deps: Deps) {
  const { audit } = deps;

  async function courseTitle(courseId: number | null): Promise<string | null> {
    if (courseId === null) return null;
    try {
      return (await deps.learning.admissions.courseSummary(courseId)).Title;
    } catch (e) {
      if (e instanceof AppError && e.code === 'NOT_FOUND') {
        throw new AppError('VALIDATION', 'No such course', [{ path: 'body.CourseID', message: 'No such course' }]);
      }
      throw e;
    }
  }

  /** Learners of the group's course rule (empty for a plain group). */
  async function ruleMembers(g: { CourseID: number | null }) {
    if (g.CourseID === null) return [];
    return (await deps.learning.admissions.allowedUsers(g.CourseID)).AllowedUsersDetails;
  }

  async function withRule(g: repo.GroupRecord): Promise<GroupRow> {
    return { ...g, RuleMembers: (await ruleMembers(g)).length };
  }

  async function get(id: number): Promise<repo.GroupRecord> {
    const g = await repo.groupById(ctx.db, id);
    if (!g) throw notFound('Group');
    return g;
  }

  async function addUsers(actor: Actor, groupId: number, users: { id: number; firstName: string; lastName: string; email: string; role: string }[], source: 'manual' | 'csv') {
    const g = await get(groupId);
    return ctx.db.transaction(async (tx) => {
      const already = await repo.memberIdsAmong(tx, groupId, users.map((u) => u.id));
      const fresh = users.filter((u) => !already.has(u.id));
      const added = await repo.insertMembers(tx, fresh.map((u) => ({
        groupId, userId: u.id, userName: `${u.firstName} ${u.lastName}`.trim(), userEmail: u.email, userRole: u.role, source, addedBy: actor.userId,
      })));
      if (added > 0) {
        await audit.record(tx, actor, {
          action: 'groups.members.add', entityType: 'group', entityId: groupId, after: { Added: added, Source: source },
          summary: `Added ${added} member${added === 1 ? '' : 's'} to the group "${g.Name}"${source === 'csv' ? ' from a CSV file' : ''}`,
        });
      }
      return { Added: added, AlreadyMembers: users.length - fresh.length };
    });
  }

  return {
    /**
     * The ids of every group the user belongs to: added by hand or CSV, or a learner of a group's course rule.
     * Sharing checks use it ("is this item shared with a group of mine?").
     */
    async groupIdsOfUser(userId: number): Promise<number[]> {
      const courses = await deps.learning.admissions.mine(userId);
      return repo.groupIdsOf(ctx.db, userId, courses.map((c) => c.CourseID));
    },

    /**
     * Groups for a picker (first 50 by name, filtered by `term`): all of them for staff with users.manage, otherwise
     * only the groups `who` belongs to (a learner shares with their own groups, never learns the others' names).
     */
    async list(who: AuthContext, term?: string): Promise<GroupPick[]> {
      const only = hasCapability(who.role, 'users.manage') ? null : await this.groupIdsOfUser(who.userId);
      return repo.pick(ctx.db, term, only);
    },

    /** Names of groups by id (sharing lists show them); missing ids are left out. */
    async names(ids: number[]): Promise<Map<number, string>> {
      const out = new Map<number, string>();
      for (const id of [...new Set(ids)]) {
        const g = await repo.groupById(ctx.db, id);
        if (g) out.set(id, g.Name);
      }
      return out;
    },

    /** Whether a group exists (sharing validates the group it is given). */
    exists: async (id: number) => !!(await repo.groupById(ctx.db, id)),

    /** The paged list of the groups screen. */
    async page(q: ListQuery): Promise<Page<GroupRow>> {
      const page = await repo.listGroups(ctx.db, q);
      return { ...page, items: await Promise.all(page.items.map(withRule)) };
    },

    async create(actor: Actor, input: GroupInput): Promise<GroupRow> {
      const title = await courseTitle(input.CourseID);
      const id = await ctx.db.transaction(async (tx) => {
        const row = await repo.insertGroup(tx, { name: input.Name, description: input.Description, courseId: input.CourseID, courseTitle: title, createdBy: actor.userId });
        if (!row) throw nameTaken();
        await audit.record(tx, actor, {
          action: 'groups.create', entityType: 'group', entityId: row.id, after: { Name: input.Name, CourseID: input.CourseID },
          summary: `Created the group "${input.Name}"${title ? ` (all learners of ${title})` : ''}`,
        });
        return row.id;
      });
      return withRule(await get(id));
    },

    async update(actor: Actor, id: number, input: GroupInput): Promise<GroupRow> {
      const before = await get(id);
      const title = input.CourseID === before.CourseID ? before.CourseTitle : await courseTitle(input.CourseID);
      if (await repo.nameTaken(ctx.db, input.Name, id)) throw nameTaken();
      await ctx.db.transaction(async (tx) => {
        try {
          await repo.updateGroup(tx, id, { name: input.Name, description: input.Description, courseId: input.CourseID, courseTitle: title }, ctx.now());
        } catch (e) {
          if (/unique|duplicate/i.test(String((e as Error).message))) throw nameTaken();
          throw e;
        }
        await audit.record(tx, actor, {
          action: 'groups.update', entityType: 'group', entityId: id,
          before: { Name: before.Name, Description: before.Description, CourseID: before.CourseID },
          after: { Name: input.Name, Description: input.Description, CourseID: input.CourseID },
          summary: `Changed the group "${before.Name}"${before.Name !== input.Name ? ` (now "${input.Name}")` : ''}`,
        });
      });
      return withRule(await get(id));
    },

    async remove(actor: Actor, id: number) {
      await ctx.db.transaction(async (tx) => {
        const gone = await repo.deleteGroup(tx, id);
        if (!gone) throw notFound('Group');
        await audit.record(tx, actor, { action: 'groups.delete', entityType: 'group', entityId: id, before: { Name: gone.name }, summary: `Deleted the group "${gone.name}"` });
      });
    },

    /** Members added by hand or CSV and the learners of the course rule, one list (searched and paged here: a group is small). */
    async members(id: number, q: ListQuery): Promise<Page<GroupMemberRow>> {
      const g = await get(id);
      const explicit = await repo.memberRows(ctx.db, id);
      const seen = new Set(explicit.map((m) => m.UserID));
      const rule: GroupMemberRow[] = (await ruleMembers(g))
        .filter((r) => !seen.has(r.ID))
        .map((r) => ({ UserID: r.ID, Name: r.value, Email: r.email, Role: 'Trainee', Source: 'course', AddedOn: null }));
      let all = [...explicit, ...rule].sort((a, b) => a.Name.localeCompare(b.Name) || a.UserID - b.UserID);
      const term = effectiveTerm(q.term)?.toLowerCase();
      if (term) all = all.filter((m) => m.Name.toLowerCase().includes(term) || m.Email.toLowerCase().includes(term));
      if (q.sortBy === 'Email') all.sort((a, b) => a.Email.localeCompare(b.Email));
      if (q.sortDesc) all.reverse();
      const pageCount = Math.max(1, Math.ceil(all.length / q.pageSize));
      const pageIndex = q.pageIndex < pageCount ? q.pageIndex : 0;
      return { items: all.slice(pageIndex * q.pageSize, (pageIndex + 1) * q.pageSize), pageCount, pageIndex, total: all.length };
    },

    async addMembers(actor: Actor, id: number, userIds: number[]) {
      const found = await deps.users.summaries(userIds);
      if (found.length !== new Set(userIds).size) {
        throw new AppError('VALIDATION', 'Some of the people picked do not exist', [{ path: 'body.UserIDs', message: 'Unknown user' }]);
      }
      return addUsers(actor, id, found, 'manual');
    },

    /** Adds the accounts named by email in CSV text; unknown addresses and lines without one are reported. */
    async importCsv(actor: Actor, id: number, csv: string): Promise<ImportMembersResult> {
      await get(id);
      let records: string[][];
      try {
        records = parse(csv.replace(/^\uFEFF/, ''), { relax_column_count: true, skip_empty_lines: false, trim: true }) as string[][];
      } catch {
        throw new AppError('VALIDATION', 'The CSV file cannot be read', [{ path: 'body.Csv', message: 'The CSV file cannot be read' }]);
      }
      const header = (records[0] ?? []).map((h) => h.toLowerCase().replace(/[^a-z]/g, ''));
      const col = header.findIndex((h) => h === 'email' || h === 'emailid' || h === 'emailaddress');
      const emails: string[] = [];
      const invalid: number[] = [];
      records.forEach((r, i) => {
        if (i === 0 && col >= 0) return;
        if (r.every((c) => !c)) return;
        const cell = col >= 0 ? r[col] : r.find((c) => EMAIL.test(c));
        if (cell && EMAIL.test(cell)) emails.push(cell.toLowerCase());
        else invalid.push(i + 1);
      });
      const unique = [...new Set(emails)];
      if (unique.length === 0) throw new AppError('VALIDATION', 'The CSV file holds no email address', [{ path: 'body.Csv', message: 'No email address found' }]);
      if (unique.length > GROUP_CSV_MAX_ROWS) throw new AppError('VALIDATION', `At most ${GROUP_CSV_MAX_ROWS} addresses at once`, [{ path: 'body.Csv', message: 'Too many addresses' }]);
      const users: Awaited<ReturnType<UsersService['summaries']>> = [];
      const unknown: string[] = [];
      for (let i = 0; i < unique.length; i += 25) {
        const batch = unique.slice(i, i + 25);
        const found = await Promise.all(batch.map((e) => deps.users.findByEmail(e)));
        found.forEach((u, j) => (u ? users.push({ id: u.id, firstName: u.firstName, lastName: u.lastName, email: u.email, role: u.role, active: u.active }) : unknown.push(batch[j]!)));
      }
      const res = users.length ? await addUsers(actor, id, users, 'csv') : { Added: 0, AlreadyMembers: 0 };
      return { ...res, Unknown: unknown, InvalidLines: invalid };
    },

    async removeMember(actor: Actor, id: number, userId: number) {
      const g = await get(id);
      await ctx.db.transaction(async (tx) => {
        const gone = await repo.deleteMember(tx, id, userId);
        if (!gone) throw notFound('Member');
        await audit.record(tx, actor, {
          action: 'groups.members.remove', entityType: 'group', entityId: id, before: { UserID: userId }, summary: `Removed ${gone.name} from the group "${g.Name}"`,
        });
      });
    },

    count: () => repo.countGroups(ctx.db),
  };
}
