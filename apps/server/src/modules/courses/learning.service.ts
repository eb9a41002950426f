import type { AppContext } from '../../platform/context.ts';
import type { AssessmentsService } from '../assessments/assessments.service.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { CoinsService } from '../coins/coins.service.ts';
import type { UsersService } from '../users/users.service.ts';
import type { Notify } from '../notifications/notify.ts';
import { createAdmissionsService, type AdmissionsService } from './admissions.service.ts';
import { createAssignmentsService } from './assignments.service.ts';
import { createCertificatesService } from './certificates.service.ts';
import { createCoursesService } from './courses.service.ts';
import { createInstancesService } from './instances.service.ts';
import { createItemStatusesService } from './item-statuses.service.ts';
import { createMaterialsService } from './materials.service.ts';
import { createPlayerService } from './player.service.ts';
import { createProgressService } from './progress.service.ts';
import { createSubmissionsService } from './submissions.service.ts';

export type LearningService = ReturnType<typeof createLearningService>;

/**
 * The learning core: courses and lessons, materials and assignments libraries, admissions, the lesson player with
 * progress and locks, mentor checking, certificates and ERP instances. Lesson tests run on the assessment engine;
 * its results arrive through `assessments.attempts.onResult` (registered by the progress service).
 */
export function createLearningService(ctx: AppContext, deps: { users: UsersService; assessments: AssessmentsService; audit: AuditService; coins: CoinsService; notify: Notify }) {
  const materials = createMaterialsService(ctx, deps);
  const assignments = createAssignmentsService(ctx, deps);
  const certificates = createCertificatesService(ctx, deps.audit, deps.notify);
  const progress = createProgressService(ctx, { assessments: deps.assessments, certificates, coins: deps.coins });
  const admissions: AdmissionsService = createAdmissionsService(ctx, { users: deps.users, progress, assessments: deps.assessments, audit: deps.audit, notify: deps.notify });
  const courses = createCoursesService(ctx, { ...deps, materials, assignments, admissions: () => admissions });
  const submissions = createSubmissionsService(ctx, { users: deps.users, assignments, progress, audit: deps.audit, notify: deps.notify });
  const player = createPlayerService(ctx, { courses, materials, assignments, assessments: deps.assessments, progress, submissions });
  const instances = createInstancesService(ctx, deps);
  /** Learners' statuses on lesson items across courses (guided learning paths). */
  const itemStatuses = createItemStatusesService(ctx);
  return { courses, materials, assignments, admissions, progress, submissions, player, certificates, instances, itemStatuses };
}
