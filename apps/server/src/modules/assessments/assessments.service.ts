import type { AppContext } from '../../platform/context.ts';
import type { PeriodicJob } from '../../platform/jobs/jobs.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { CoinsService } from '../coins/coins.service.ts';
import type { Notify } from '../notifications/notify.ts';
import type { MastersService } from '../masters/masters.service.ts';
import { createAttemptsService, type AttemptsService } from './attempts.service.ts';
import { createQuestionsService } from './questions.service.ts';
import { createReportsService } from './reports.service.ts';
import { createTestsService } from './tests.service.ts';

export type AssessmentsService = ReturnType<typeof createAssessmentsService>;

/**
 * The assessment engine: question bank, tests, attempts and reports. Other modules use it through
 * `services.assessments`: the learning core calls `attempts.onResult(listener)` to hear of lesson test results
 * and `attempts.resultsOf(userId, testId)` to read them.
 */
export function createAssessmentsService(ctx: AppContext, deps: { masters: MastersService; audit: AuditService; coins: CoinsService; notify: Notify }) {
  const questions = createQuestionsService(ctx, deps.masters);
  const tests = createTestsService(ctx, deps.masters, questions, deps.audit);
  const attempts = createAttemptsService(ctx, { questions, coins: deps.coins, notify: deps.notify });
  const reports = createReportsService(ctx);
  return { questions, tests, attempts, reports };
}

/** The background job that closes attempts past their deadline (every few seconds; idempotent across instances). */
export function closeOverdueAttemptsJob(attempts: AttemptsService, intervalMs = 5000): PeriodicJob {
  return { name: 'assessments.closeOverdueAttempts', intervalMs, runAtStart: true, run: () => attempts.closeOverdueAttempts() };
}
