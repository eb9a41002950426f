import type { AppContext } from './platform/context.ts';
import { createAssessmentsService } from './modules/assessments/assessments.service.ts';
import { createAuditService } from './modules/audit/audit.service.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createSessionsService } from './modules/auth/sessions.service.ts';
import { createTwoFactorService } from './modules/auth/two-factor.service.ts';
import { createCrmService } from './modules/crm/crm.service.ts';
import { createLearningService } from './modules/courses/learning.service.ts';
import { createGlpsService } from './modules/glps/glps.service.ts';
import { createHomeService } from './modules/home/home.service.ts';
import { createMastersService } from './modules/masters/masters.service.ts';
import { createUsersService } from './modules/users/users.service.ts';

/** Every module's service, built once per app; modules reach each other only through these. */
export function createServices(ctx: AppContext) {
  // Staff actions are written to the audit log in their transaction; the log names actors through users (built next).
  const audit = createAuditService(ctx, { users: () => users });
  const sessions = createSessionsService(ctx, audit);
  const users = createUsersService(ctx, sessions, audit);
  const twoFactor = createTwoFactorService(ctx, { users, sessions, audit });
  const auth = createAuthService(ctx, users, sessions, twoFactor);
  const masters = createMastersService(ctx, audit);
  const crm = createCrmService(ctx);
  const assessments = createAssessmentsService(ctx, { masters, users, audit });
  const learning = createLearningService(ctx, { users, assessments, audit });
  const glps = createGlpsService(ctx, { users, learning });
  const home = createHomeService({ learning, assessments });
  return { audit, sessions, users, twoFactor, auth, masters, crm, assessments, learning, glps, home };
}
export type Services = ReturnType<typeof createServices>;
