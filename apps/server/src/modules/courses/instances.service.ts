import type { z } from 'zod';
import type { instanceInputSchema, instanceUpdateSchema, instancesQuerySchema } from '@app/contracts/instances';
import type { ListQuery } from '@app/contracts/list';
import type { AppContext } from '../../platform/context.ts';
import type { AuthContext } from '../../platform/auth/access.ts';
import { AppError, conflict, notFound, ruleViolated } from '../../platform/http/app-error.ts';
import type { UsersService } from '../users/users.service.ts';
import { decryptSecret, encryptSecret, instanceKey } from './instance-crypto.ts';
import * as admissionsRepo from './admissions.repository.ts';
import * as repo from './instances.repository.ts';

const aadOf = (i: { userId: number; courseId: number }) => `instance:${i.userId}:${i.courseId}`;

export type InstancesService = ReturnType<typeof createInstancesService>;

/** ERP sandbox credentials per learner and course; passwords encrypted at rest, every reveal logged. */
export function createInstancesService(ctx: AppContext, deps: { users: UsersService }) {
  const configured = instanceKey(ctx.config);
  const keyOrFail = () => {
    if (!configured) throw new AppError('UNAVAILABLE', 'Instance credentials need INSTANCE_ENCRYPTION_KEY to be configured');
    return configured;
  };

  async function reveal(actor: AuthContext, i: repo.InstanceRecord, ip: string | undefined) {
    const password = decryptSecret(keyOrFail(), i.passwordEnc, aadOf(i));
    const now = ctx.now();
    await repo.logReveal(ctx.db, { instanceId: i.id, revealedBy: actor.userId, ip: ip ?? null, createdOn: now });
    return { Password: password, RevealedOn: now.toISOString() };
  }
  async function row(id: number) {
    const r = await repo.instanceRow(ctx.db, id);
    if (!r) throw notFound('Instance');
    return r;
  }

  return {
    /** Whether passwords can be encrypted and revealed here. */
    status: () => ({ Configured: configured !== null }),
    list: (q: z.infer<typeof instancesQuerySchema>) => repo.listInstances(ctx.db, q, { courseId: q.courseId }),
    /** The learner's own instances (masked). */
    mine: (actor: AuthContext, q: ListQuery) => repo.listInstances(ctx.db, q, { userId: actor.userId }),

    async create(actor: AuthContext, input: z.infer<typeof instanceInputSchema>) {
      const adm = await admissionsRepo.admissionWithCourse(ctx.db, input.LearnerID, input.CourseID);
      if (!adm) throw ruleViolated('The learner is not admitted to this course');
      const u = await deps.users.get(input.LearnerID);
      const at = { userId: input.LearnerID, courseId: input.CourseID };
      const created = await repo.insertInstance(ctx.db, {
        ...at, userName: `${u.firstName} ${u.lastName}`.trim(), url: input.URL, loginId: input.UserID,
        passwordEnc: encryptSecret(keyOrFail(), input.Password, aadOf(at)), createdBy: actor.userId,
      });
      if (!created) throw conflict('This learner already has an instance for this course');
      return row(created.id);
    },
    async update(id: number, input: z.infer<typeof instanceUpdateSchema>) {
      const i = await repo.findInstance(ctx.db, id);
      if (!i) throw notFound('Instance');
      await repo.updateInstance(ctx.db, id, {
        url: input.URL, loginId: input.UserID, updatedOn: ctx.now(),
        ...(input.Password !== undefined ? { passwordEnc: encryptSecret(keyOrFail(), input.Password, aadOf(i)) } : {}),
      });
      return row(id);
    },
    async remove(id: number) {
      if (!(await repo.deleteInstance(ctx.db, id))) throw notFound('Instance');
    },
    /** Staff reveal (instances.manage), logged. */
    async reveal(actor: AuthContext, id: number, ip?: string) {
      const i = await repo.findInstance(ctx.db, id);
      if (!i) throw notFound('Instance');
      return reveal(actor, i, ip);
    },
    /** The holder's reveal of their own instance (others 404), logged. */
    async revealOwn(actor: AuthContext, id: number, ip?: string) {
      const i = await repo.findInstance(ctx.db, id);
      if (!i || i.userId !== actor.userId) throw notFound('Instance');
      return reveal(actor, i, ip);
    },
    async reveals(id: number) {
      if (!(await repo.findInstance(ctx.db, id))) throw notFound('Instance');
      const rows = await repo.revealsOf(ctx.db, id);
      const names = new Map<number, string>();
      for (const r of rows) {
        if (!names.has(r.RevealedBy)) {
          const u = await deps.users.get(r.RevealedBy).catch(() => undefined);
          names.set(r.RevealedBy, u ? `${u.firstName} ${u.lastName}`.trim() : '');
        }
      }
      return rows.map((r) => ({ ...r, RevealedByName: names.get(r.RevealedBy) ?? '' }));
    },
  };
}
