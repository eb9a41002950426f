import type { Assignment, AssignmentInput } from '@app/contracts/courses';
import type { ListQuery } from '@app/contracts/list';
import type { AppContext } from '../../platform/context.ts';
import type { AuthContext } from '../../platform/auth/access.ts';
import { notFound } from '../../platform/http/app-error.ts';
import type { UsersService } from '../users/users.service.ts';
import { sanitizeRichText } from '../../platform/text/rich-text.ts';
import * as repo from './assignments.repository.ts';

export function assignmentView(a: repo.AssignmentRecord): Assignment {
  return {
    ID: a.id, Title: a.title, Description: a.description, MaxScore: a.maxScore, ReattemptsAllowed: a.reattemptsAllowed,
    CreatedByName: a.createdByName, CreatedOn: a.createdOn.toISOString(),
  };
}

const values = (input: AssignmentInput) => ({
  title: input.Title,
  description: sanitizeRichText(input.Description),
  maxScore: input.MaxScore,
  reattemptsAllowed: input.ReattemptsAllowed,
});

export type AssignmentsService = ReturnType<typeof createAssignmentsService>;

/** The assignments library (course builders). */
export function createAssignmentsService(ctx: AppContext, deps: { users: UsersService }) {
  return {
    find: (id: number) => repo.findAssignment(ctx.db, id),
    list: (q: ListQuery) => repo.listAssignments(ctx.db, q),
    async get(id: number) {
      const a = await repo.findAssignment(ctx.db, id);
      if (!a) throw notFound('Assignment');
      return assignmentView(a);
    },
    async create(actor: AuthContext, input: AssignmentInput) {
      const u = await deps.users.get(actor.userId);
      return assignmentView(await repo.insertAssignment(ctx.db, { ...values(input), createdBy: actor.userId, createdByName: `${u.firstName} ${u.lastName}`.trim() }));
    },
    async update(id: number, input: AssignmentInput) {
      const row = await repo.updateAssignment(ctx.db, id, { ...values(input), updatedOn: ctx.now() });
      if (!row) throw notFound('Assignment');
      return assignmentView(row);
    },
    async remove(id: number) {
      if (!(await repo.softDeleteAssignment(ctx.db, id, ctx.now()))) throw notFound('Assignment');
    },
  };
}
