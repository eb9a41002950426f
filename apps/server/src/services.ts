import type { AppContext } from './platform/context.ts';
import { createAssessmentsService } from './modules/assessments/assessments.service.ts';
import { createAuditService } from './modules/audit/audit.service.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createCoinsService } from './modules/coins/coins.service.ts';
import { createSessionsService } from './modules/auth/sessions.service.ts';
import { createTwoFactorService } from './modules/auth/two-factor.service.ts';
import { createCrmService } from './modules/crm/crm.service.ts';
import { createLearningService } from './modules/courses/learning.service.ts';
import { createGlpsService } from './modules/glps/glps.service.ts';
import { createHomeService } from './modules/home/home.service.ts';
import { createDashboardService } from './modules/reports/dashboard.service.ts';
import { createMastersService } from './modules/masters/masters.service.ts';
import { createNotificationsService } from './modules/notifications/notifications.service.ts';
import { createUsersService } from './modules/users/users.service.ts';
import { createPaymentsService } from './modules/payments/payments.service.ts';
import { createSupportService } from './modules/support/support.service.ts';
import { createCapsulesService } from './modules/capsules/capsules.service.ts';
import { createResumesService } from './modules/resumes/resumes.service.ts';
import { createResumeExportsService } from './modules/resumes/resume-exports.service.ts';
import { createJobsService } from './modules/jobs/jobs.service.ts';
import { createForumService } from './modules/forum/forum.service.ts';
import { createCourseReportsService } from './modules/courses/course-reports.service.ts';
import { createCourseTestStatsService } from './modules/assessments/course-test-stats.service.ts';
import { createCompanyCohortsService } from './modules/jobs/company-cohorts.service.ts';
import { createReportsHubService } from './modules/reports/reports.service.ts';
import { hasCapability, type AccountRole } from '@app/contracts/roles';
import { createGroupsService } from './modules/groups/groups.service.ts';
import { createDriveService } from './modules/drive/drive.service.ts';
import { createKnowledgeService } from './modules/knowledge/knowledge.service.ts';
import { createChatbotService } from './modules/chatbot/chatbot.service.ts';
import { createMediaService } from './modules/media/media.service.ts';
import { createMobileService } from './modules/mobile/mobile.service.ts';

/** Every module's service, built once per app; modules reach each other only through these. */
export function createServices(ctx: AppContext) {
  // Staff actions are written to the audit log in their transaction; the log names actors through users (built next).
  const audit = createAuditService(ctx, { users: () => users });
  // Every module tells people things through notifications.notify (built early: sessions and courses use it).
  const notifications = createNotificationsService(ctx, { users: () => users, audit });
  const sessions = createSessionsService(ctx, audit, { notifications: () => notifications });
  const users = createUsersService(ctx, sessions, audit);
  const twoFactor = createTwoFactorService(ctx, { users, sessions, audit });
  // A self-registered (demo) account becomes a CRM demo lead.
  const auth = createAuthService(ctx, users, sessions, twoFactor, { registered: (u) => crm.recordDemoLead(u.email, u.id) });
  const masters = createMastersService(ctx, audit);
  // Coins are granted by the owning modules' events (a test passed, a course completed) in their transactions.
  const coins = createCoinsService(ctx, { users: () => users, audit });
  const assessments = createAssessmentsService(ctx, { masters, audit, coins, notify: notifications.notify });
  const learning = createLearningService(ctx, { users, assessments, audit, coins, notify: notifications.notify });
  const glps = createGlpsService(ctx, { users, learning });
  const home = createHomeService({ learning, assessments, knowledge: () => knowledge, jobs: () => jobs, now: ctx.now });
  // The admin dashboard reads every module's figures through that module's stats (SQL aggregates).
  const dashboard = createDashboardService(ctx);
  // User groups (sharing, announcements, campaigns): members by hand, CSV, or every learner of a course (through learning).
  const groups = createGroupsService(ctx, { users, audit, learning });
  // The drive shares with users and groups (groups.groupIdsOfUser); an admin opening a drive is audited.
  const drive = createDriveService(ctx, { users, groups, audit });
  // Support tells learners and staff of each other's moves through notifications.notify, in the transaction of the move.
  const support = createSupportService(ctx, { users, masters, audit, notify: notifications.notify });
  // Converting an enquiry creates the learner through users and admits them through admissions.
  const crm = createCrmService(ctx, { users: () => users, admissions: () => learning.admissions, audit, notify: notifications.notify, course: (id) => learning.courses.get(id) });
  // Capsules are sold through payments' checkout (their sellers) and tested in the assessment engine.
  const capsules = createCapsulesService(ctx, { users, masters, audit, assessments, learning, coins });
  const payments = createPaymentsService(ctx, { users, admissions: learning.admissions, audit, coins, capsules });
  // A resume shows the certificates earned here (verified credentials) and tells learners and recruiters of unmask requests.
  const resumes = createResumesService(ctx, { users, audit, notify: notifications.notify, credentials: async (userId) => [...(await earnedCredentials(learning, userId)), ...(await earnedBadges(capsules, userId))],
    erpSkills: { names: () => jobs.skillNames(), aliases: (term) => jobs.skillAliases(term) } });
  const resumeExports = createResumeExportsService(ctx, resumes);
  // The forum tells members of answers, comments and accepted answers, and a course's mentors of questions about it.
  const forum = createForumService(ctx, { users, masters, audit, learning, notify: notifications.notify, badges: (userId) => validBadges(capsules, userId), coins });
  // Jobs and placement: invitation assessments run on the assessment engine; candidates hear through notify.
  const jobs = createJobsService(ctx, { users, masters, audit, assessments, notify: notifications.notify, resumes, enquiryExists: (id) => crm.enquiryExists(id) });
  // The knowledge repository: contributions reviewed by editors earn coins; contributors hear through notify.
  const knowledge = createKnowledgeService(ctx, { users, masters, audit, coins, notify: notifications.notify });
  // The chat bot quotes trained answers and the knowledge items the asker may see; ERP synonyms come from the skill database.
  const chatbot = createChatbotService(ctx, { users, audit, jobs, knowledge: () => knowledge });
  // The media library: a learner sees their own, and what is shared with them, a group of theirs or a course they are admitted to.
  const media = createMediaService(ctx, {
    users, audit, masters, groups,
    coursesOf: async (userId) => (await learning.admissions.mine(userId)).map((c) => c.CourseID),
    courseTitle: async (courseId) => (await learning.courses.get(courseId).catch(() => null))?.title ?? null,
    signPath: sessions.signPath, resolveSigned: sessions.resolveSigned,
  });
  // The mobile app's devices and the media and marketplace videos it shows.
  const mobile = createMobileService(ctx, {
    users, audit,
    describe: async (kind, id) => {
      if (kind === 'media') {
        const m = await media.mediaRecord(id);
        return m ? { title: m.title, subtitle: [m.productName, m.moduleName].filter(Boolean).join(' · ') } : null;
      }
      const k = await media.marketplaceRecord(id);
      return k ? { title: k.videoName, subtitle: k.channelName } : null;
    },
    openableMedia: media.openableIds,
  });
  // The report hub: learning reports of the courses module, test figures of the assessment engine, company cohorts of jobs.
  const reportsHub = createReportsHubService(ctx, {
    courseReports: createCourseReportsService(ctx),
    testStats: createCourseTestStatsService(ctx),
    cohorts: createCompanyCohortsService(ctx),
    scopeOf: (viewer) => learning.courses.reportScope({ ...viewer, sessionId: 0, email: '', emailVerified: true }),
    reportReader: async (email) => {
      const u = await users.findByEmail(email);
      return u && u.active && hasCapability(u.role as AccountRole, 'reports.view') ? { userId: u.id, role: u.role as AccountRole } : null;
    },
    currentReader: async (userId) => {
      const [u] = await users.summaries([userId]);
      return u && u.active && hasCapability(u.role as AccountRole, 'reports.view') ? { userId: u.id, role: u.role as AccountRole } : null;
    },
    testResults: (q, scope) => assessments.reports.learners(q, scope),
    questionPerformance: (f, scope) => assessments.reports.questionPerformanceReport(f, scope),
    questionResponses: (f, scope) => assessments.reports.questionResponsesReport(f, scope),
    questionPerformanceSummary: (f, scope) => assessments.reports.questionPerformanceSummary(f, scope),
    questionResponsesSummary: (f, scope) => assessments.reports.questionResponsesSummary(f, scope),
  });
  return { reportsHub, media, mobile, chatbot, drive, groups, knowledge, forum, jobs, audit, notifications, sessions, users, twoFactor, auth, masters, crm, assessments, coins, learning, glps, home, support, capsules, payments, resumes, resumeExports, dashboard };
}
export type Services = ReturnType<typeof createServices>;

/** A learner's valid course certificates as resume credentials (read through the certificates service, as the learner). */
async function earnedCredentials(learning: ReturnType<typeof createLearningService>, userId: number) {
  const page = await learning.certificates.list({ userId, sessionId: 0, role: 'Trainee', email: '', emailVerified: true }, { pageIndex: 0, pageSize: 200, sortDesc: false });
  return page.items
    .filter((c) => !c.Revoked)
    .map((c) => ({ key: `certificate:${c.ID}`, kind: 'certificate' as const, title: c.CourseName, issuer: 'ERP training platform', issuedOn: c.CreatedOn, url: c.Url }));
}

/** A learner's valid capsule badges as verified credentials of their resume, each linking to its public badge page. */
async function earnedBadges(capsules: ReturnType<typeof createCapsulesService>, userId: number) {
  const badges = await capsules.myBadges({ userId, sessionId: 0, role: 'Trainee', email: '', emailVerified: true });
  return badges
    .filter((b) => b.Status === 'valid')
    .map((b) => ({ key: `badge:${b.BadgeID}`, kind: 'badge' as const, title: b.Name, issuer: 'ERP training platform', issuedOn: b.IssuedOn, url: b.PublicUrl }));
}

/** A member's valid capsule badges for their public profile (read through the capsules service, as the member). */
async function validBadges(capsules: ReturnType<typeof createCapsulesService>, userId: number) {
  const badges = await capsules.myBadges({ userId, sessionId: 0, role: 'Trainee', email: '', emailVerified: true });
  return badges.filter((b) => b.Status === 'valid').map((b) => ({ Name: b.Name, IssuedOn: b.IssuedOn, Url: b.PublicUrl }));
}
