import type { CheckingRow } from '@app/contracts/courses';

/*
 * Addresses of the screens the staff homes link into, as the route table spells them
 * (packages/contracts/src/web-routes.ts). Features do not import each other, so the few shapes are repeated here.
 */

export const CHECKING_PATH = '/Trainings/assignmentChecking';
export const COURSES_PATH = '/courseBuilding/courses';
export const TESTS_PATH = '/courseBuilding/tests';
export const QUESTION_ISSUES_PATH = '/courseBuilding/questions?tab=issues';
export const CATALOGUE_PATH = '/courses';
export const PROFILE_PATH = '/profile';
export const KNOWLEDGE_REVIEW_PATH = '/Others/knowledgeRepository?tab=review';
export const knowledgeItemPath = (id: number) => `/Others/knowledgeRepository?item=${id}`;
export const JOBS_PATH = '/Others/JobsDashboard';
/** The invite screen with the job chosen (candidates ranked by its skills). */
export const inviteForJobPath = (jobId: number) => `/Others/JobInvititation?jobId=${jobId}`;
export const JOB_INVITATIONS_PATH = '/jobs';

/** The checking list of one course, on the tab where its submissions wait (Reattempted when only resubmissions do). */
export function checkingPathFor(courseId: number, pending: number, reattempted: number): string {
  return `${CHECKING_PATH}?${pending === 0 && reattempted > 0 ? 'tab=reattempted&' : ''}courses=${courseId}`;
}

/** The spec's assignment view of one submission (`?submission=` opens exactly that one). */
export function assignmentViewPath(row: Pick<CheckingRow, 'CourseName' | 'AssignmentName' | 'User_ID' | 'SubmissionID'>): string {
  return `/assignmentView/${encodeURIComponent(row.CourseName)}/${encodeURIComponent(row.AssignmentName)}/${row.User_ID}?submission=${row.SubmissionID}`;
}

export const courseEditorPath = (id: number) => `${COURSES_PATH}/${id}`;
export const testEditorPath = (id: number) => `${TESTS_PATH}/AddEdit/${id}`;
export const landingPath = (courseUrl: string) => `/courselanding/${encodeURIComponent(courseUrl)}/overview`;
/** The lesson player at one item (`{lessonId}-{material|test|assignment}`), as features/courses spells it. */
export const playerPath = (courseId: number, contentUrl: string) => `/course/${courseId}/${contentUrl}`;
