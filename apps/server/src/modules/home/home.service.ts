import type { z } from 'zod';
import {
  HOME_COURSES_MAX, HOME_LIST_MAX, HOME_MATCH_SCAN, type continueCourseSchema, type EditorHome, type homeInvitationSchema, type LearnerHome,
  type MentorHome, type RecruiterHome,
} from '@app/contracts/home';
import type { MyInvitation } from '@app/contracts/jobs';
import type { AuthContext } from '../../platform/auth/access.ts';
import type { AssessmentsService } from '../assessments/assessments.service.ts';
import type { LearningService } from '../courses/learning.service.ts';
import type { JobsService } from '../jobs/jobs.service.ts';
import type { KnowledgeService } from '../knowledge/knowledge.service.ts';

type ContinueCourse = z.infer<typeof continueCourseSchema>;
type HomeInvitation = z.infer<typeof homeInvitationSchema>;
const page = (pageSize: number, sortBy?: string) => ({ pageIndex: 0, pageSize, sortBy, sortDesc: false });

export type HomeService = ReturnType<typeof createHomeService>;

/**
 * The staff homes. This module owns no data: each figure comes from the service of the module that owns it (the
 * learning core for courses, submissions and certificates, the assessment engine for tests and question issues),
 * and each of those puts the caller's scope into its own query.
 */
export function createHomeService(deps: {
  learning: LearningService;
  assessments: AssessmentsService;
  /** Made after the homes (they depend on more modules): reached when a home is asked for. */
  knowledge: () => KnowledgeService;
  jobs: () => JobsService;
  now: () => Date;
}) {
  const { learning, assessments } = deps;
  return {
    /** A checker's home: a mentor's courses only (the admin kind: every course), as the checking screen scopes them. */
    async mentor(actor: AuthContext): Promise<MentorHome> {
      const scope = await learning.submissions.checkerScope(actor);
      const [queue, courses] = await Promise.all([
        learning.submissions.queue(scope),
        learning.courses.checkerCourses(scope, HOME_COURSES_MAX),
      ]);
      return { Pending: queue.pending, Reattempted: queue.reattempted, Oldest: queue.oldest, Courses: courses.rows, CourseCount: courses.total };
    },

    /**
     * An editor's home. "Pending review" is what waits on someone in the content an editor manages: submissions
     * awaiting a mentor's decision (and the courses where no mentor is assigned to decide them), and issues
     * learners reported on test questions. The scope is the reports' (every course for those who manage courses).
     */
    async editor(actor: AuthContext): Promise<EditorHome> {
      const scope = await learning.courses.reportScope(actor);
      const limit = HOME_LIST_MAX;
      const [draftCourseCount, draftTestCount, draftCourses, draftTests, recentCourses, recentTests, queue, unmentored, issues, knowledge] = await Promise.all([
        learning.courses.countByStatus('draft'),
        assessments.tests.countByStatus('draft'),
        learning.courses.recent({ status: 'draft', limit }),
        assessments.tests.recent({ status: 'draft', limit }),
        learning.courses.recent({ limit }),
        assessments.tests.recent({ limit }),
        learning.submissions.queue(scope),
        learning.submissions.unmentoredWaiting(limit),
        assessments.reports.openIssues(scope),
        // The repository's review queue (editors see every folder), the oldest waiting first.
        deps.knowledge().list(actor, { ...page(limit, 'UpdatedOn'), status: 'pending' }),
      ]);
      return {
        Drafts: { CourseCount: draftCourseCount, TestCount: draftTestCount, Courses: draftCourses, Tests: draftTests },
        Recent: { Courses: recentCourses, Tests: recentTests },
        Review: {
          WaitingChecks: queue.pending + queue.reattempted,
          OldestCheckOn: queue.oldest?.CreatedOn ?? null,
          Unmentored: unmentored,
          OpenIssues: issues.count,
          OldestIssueOn: issues.oldestOn,
        },
        Knowledge: {
          Pending: knowledge.total,
          Items: knowledge.items.map((k) => ({ ID: k.ID, Title: k.Title, FolderName: k.FolderName, AuthorName: k.AuthorName, UpdatedOn: k.UpdatedOn })),
        },
      };
    },

    /**
     * A recruiter's home: their company's open jobs (newest first) with the bank's candidates matching each and not
     * invited yet (the bank's ranking and masking, as the jobs screen picks them), then the curriculum and certificates.
     */
    async recruiter(actor: AuthContext): Promise<RecruiterHome> {
      const jobs = deps.jobs();
      const [open, catalogue, certificates] = await Promise.all([
        jobs.listJobs(actor, { pageIndex: 0, pageSize: HOME_LIST_MAX, sortBy: 'CreatedOn', sortDesc: true, status: 'open' }),
        learning.courses.catalogue({ pageIndex: 0, pageSize: HOME_LIST_MAX, sortBy: 'Title', sortDesc: false }),
        learning.certificates.countValid(),
      ]);
      const Jobs = await Promise.all(open.items.map(async (j) => {
        const fresh = await jobs.newMatches(actor, j.ID, HOME_MATCH_SCAN);
        return {
          ID: j.ID, Title: j.Title, CompanyName: j.CompanyName, Openings: j.Openings, NewMatches: fresh.length,
          Top: fresh.slice(0, 3).map((c) => ({ ID: c.ResumeID, Name: c.Name, Headline: c.Headline, Match: c.Match ?? 0 })),
        };
      }));
      return {
        OpenJobs: open.total,
        Jobs,
        PublishedCourses: catalogue.total,
        Courses: catalogue.items.map((c) => ({ ID: c.ID, Title: c.Title, Url: c.Url, LessonCount: c.LessonCount, Duration: c.Duration })),
        CertificatesIssued: certificates,
      };
    },

    /**
     * A learner's home, what to do next: unfinished courses with the item to open (started ones first), the tests due
     * (a lesson test that is a course's next item, an invitation's assessment before its deadline) and the job
     * invitations waiting for an answer. Everything is the learner's own: their admissions and invitations.
     */
    async learner(actor: AuthContext): Promise<LearnerHome> {
      const jobs = deps.jobs();
      const now = deps.now().getTime();
      const [courses, ...invitationPages] = await Promise.all([
        learning.admissions.mine(actor.userId),
        ...(['Sent', 'Viewed'] as const).map((status) => jobs.myInvitations(actor, { ...page(HOME_MATCH_SCAN, 'Deadline'), status })),
      ]);
      const unfinished: ContinueCourse[] = courses
        .filter((c) => c.status !== 'completed' && c.NextUrl)
        .map((c) => ({
          CourseID: c.CourseID, Title: c.Title, CourseUrl: c.courseURL, NextUrl: c.NextUrl!,
          NextKind: (c.NextUrl!.split('-')[1] ?? 'material') as ContinueCourse['NextKind'],
          Progress: c.Progress, Started: c.status === 'in-progress' || c.Progress > 0,
        }))
        // Started first, the most done first; the newest admission first among equals (the order they came in).
        .map((c, i) => ({ c, i }))
        .sort((a, b) => Number(b.c.Started) - Number(a.c.Started) || b.c.Progress - a.c.Progress || a.i - b.i)
        .map(({ c }) => c);
      const live = invitationPages.flatMap((p) => p.items).filter((i) => new Date(i.Deadline).getTime() > now);
      const byDeadline = (a: MyInvitation, b: MyInvitation) => a.Deadline.localeCompare(b.Deadline) || a.ID - b.ID;
      const view = (i: MyInvitation): HomeInvitation => ({
        ID: i.ID, JobTitle: i.JobTitle, CompanyName: i.CompanyName, Status: i.Status, Deadline: i.Deadline, AssessmentOpen: i.AssessmentOpen,
      });
      const waiting = [...live].sort(byDeadline);
      return {
        Continue: unfinished.slice(0, HOME_LIST_MAX),
        ContinueCount: unfinished.length,
        TestsDue: {
          Lessons: unfinished.filter((c) => c.NextKind === 'test').slice(0, HOME_LIST_MAX),
          Assessments: waiting.filter((i) => i.AssessmentOpen).slice(0, HOME_LIST_MAX).map(view),
        },
        Invitations: waiting.slice(0, HOME_LIST_MAX).map(view),
        InvitationCount: waiting.length,
      };
    },
  };
}
