import type { Config } from './config.ts';
import type { Database } from './platform/db/client.ts';
import { createJobs, type Jobs, type WorkerLogger } from './platform/jobs/jobs.ts';
import { createMailDelivery, mailDeliveryJob } from './platform/mail/mail-delivery.ts';
import { createStorage } from './platform/storage/create-storage.ts';
import { closeOverdueAttemptsJob } from './modules/assessments/assessments.service.ts';
import { cleanPendingUploadsJob } from './modules/courses/submissions.service.ts';
import { sendAnnouncementsJob } from './modules/notifications/notifications.service.ts';
import { cleanSupportUploadsJob } from './modules/support/support.service.ts';
import { renderResumeExportsJob, retryStuckResumeExportsJob } from './modules/resumes/resume-exports.service.ts';
import { expireInvitationsJob } from './modules/jobs/jobs.service.ts';
import { bounceSuppressionJob, campaignDispatchJob, followupRemindersJob } from './modules/crm/crm.service.ts';
import { expireOrdersJob, numberInvoicesJob } from './modules/payments/payments.service.ts';
import { REPORT_MAIL_JOB, reportSchedulesJob } from './modules/reports/reports.service.ts';
import { drivePreviewsJob, drivePurgeJob } from './modules/drive/drive.service.ts';
import type { Services } from './services.ts';

export type BackgroundJobs = { jobs: Jobs; start(): Promise<void>; stop(): Promise<void> };

/**
 * Every job of the application on the one queue, for the API process (workers on unless RUN_WORKERS=false) and
 * the worker-only process (`npm run worker`) alike: both declare the same jobs, only processes with workers run them.
 */
export function createBackgroundJobs(opts: {
  config: Config;
  database: Database;
  services: Services;
  log: WorkerLogger & { child(bindings: object): WorkerLogger };
  runWorkers: boolean;
  instanceName: string;
}): BackgroundJobs {
  const { config, database, services, log } = opts;
  const mailDelivery = createMailDelivery({ db: database.db, config, log: log.child({ module: 'mail' }), storage: createStorage(config) });
  const jobs = createJobs({ database, log: log.child({ module: 'jobs' }), runWorkers: opts.runWorkers, instanceName: opts.instanceName });
  jobs.every(mailDeliveryJob(mailDelivery));
  jobs.every(closeOverdueAttemptsJob(services.assessments.attempts));
  jobs.every(cleanPendingUploadsJob(services.learning.submissions));
  jobs.every(sendAnnouncementsJob(services.notifications));
  jobs.every(cleanSupportUploadsJob(services.support));
  jobs.every(renderResumeExportsJob(services.resumeExports));
  jobs.every(retryStuckResumeExportsJob(services.resumeExports));
  jobs.every(expireInvitationsJob(services.jobs));
  jobs.every(followupRemindersJob(services.crm, log.child({ module: 'crm' })));
  jobs.every(campaignDispatchJob(services.crm, log.child({ module: 'crm' })));
  jobs.every(bounceSuppressionJob(services.crm, log.child({ module: 'crm' })));
  jobs.every(expireOrdersJob(services.payments));
  jobs.every(numberInvoicesJob(services.payments));
  jobs.every(drivePreviewsJob(services.drive));
  jobs.every(drivePurgeJob(services.drive));
  // Scheduled reports: one job per mail (retried on its own), queued by the minute tick or by "send now".
  const sendReport = (scheduleId: number, runKey: string) => jobs.send(REPORT_MAIL_JOB, { scheduleId, runKey }, { singletonKey: `${scheduleId}:${runKey}` });
  jobs.define<{ scheduleId: number; runKey: string }>(REPORT_MAIL_JOB, (d) => services.reportsHub.mailSchedule(d.scheduleId, d.runKey), { retryLimit: 3, expireInSeconds: 30 * 60 });
  jobs.every(reportSchedulesJob(services.reportsHub, sendReport));
  services.reportsHub.useQueue(sendReport);
  return {
    jobs,
    start: () => jobs.start(),
    async stop() {
      await jobs.stop();
      await mailDelivery.close();
    },
  };
}
