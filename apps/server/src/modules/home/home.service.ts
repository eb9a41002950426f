import { HOME_COURSES_MAX, HOME_LIST_MAX, type EditorHome, type MentorHome, type RecruiterHome } from '@app/contracts/home';
import type { AuthContext } from '../../platform/auth/access.ts';
import type { AssessmentsService } from '../assessments/assessments.service.ts';
import type { LearningService } from '../courses/learning.service.ts';

export type HomeService = ReturnType<typeof createHomeService>;

/**
 * The staff homes. This module owns no data: each figure comes from the service of the module that owns it (the
 * learning core for courses, submissions and certificates, the assessment engine for tests and question issues),
 * and each of those puts the caller's scope into its own query.
 */
export function createHomeService(deps: { learning: LearningService; assessments: AssessmentsService }) {
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
      const [draftCourseCount, draftTestCount, draftCourses, draftTests, recentCourses, recentTests, queue, unmentored, issues] = await Promise.all([
        learning.courses.countByStatus('draft'),
        assessments.tests.countByStatus('draft'),
        learning.courses.recent({ status: 'draft', limit }),
        assessments.tests.recent({ status: 'draft', limit }),
        learning.courses.recent({ limit }),
        assessments.tests.recent({ limit }),
        learning.submissions.queue(scope),
        learning.submissions.unmentoredWaiting(limit),
        assessments.reports.openIssues(scope),
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
      };
    },

    /** A recruiter's home: the published curriculum and the certificates issued (figures only, no one's details). */
    async recruiter(): Promise<RecruiterHome> {
      const [catalogue, certificates] = await Promise.all([
        learning.courses.catalogue({ pageIndex: 0, pageSize: HOME_LIST_MAX, sortBy: 'Title', sortDesc: false }),
        learning.certificates.countValid(),
      ]);
      return {
        PublishedCourses: catalogue.total,
        Courses: catalogue.items.map((c) => ({ ID: c.ID, Title: c.Title, Url: c.Url, LessonCount: c.LessonCount, Duration: c.Duration })),
        CertificatesIssued: certificates,
      };
    },
  };
}
