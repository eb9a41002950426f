import { canRoleOpen, findWebRoute } from '@app/contracts/web-routes';

/** App paths of the admissions screens (as in packages/contracts/src/web-routes.ts). */
export const ADMISSIONS_PATH = '/admin/manage/admissions';
export const MANAGE_COURSES_PATH = '/admin/manage/managecourses';
export const MANAGE_STUDENTS_PATH = '/admin/manage/managestudent';
export const CERTIFICATES_PATH = '/Trainings/allCertificates';
export const INSTANCES_PATH = '/Trainings/instances';

/** The admissions list, with a course chosen (`?course=`). */
export const admissionsPath = (courseId?: number | null) => (courseId ? `${ADMISSIONS_PATH}?course=${courseId}` : ADMISSIONS_PATH);

/** One learner's item-by-item progress in one course (SubsID = admission id). */
export const admissionDetailPath = (admissionId: number, userId: number) => `/admin/AdmissionStuDetails/${admissionId}/${userId}`;

export const courseProfilePath = (courseId: number) => `/admin/manage/courseprofile/${courseId}`;

/** The assessment reports' view of one learner's attempt of a test. */
export const testDetailPath = (userId: number, testId: number, attemptId: number) => `/admin/TestDetails/${userId}/${testId}/${attemptId}`;

/** The mentor's view of a submission (the spec's address holds names, the query the exact submission). */
export const assignmentViewPath = (courseName: string, assignmentName: string, userId: number, submissionId: number) =>
  `/assignmentView/${encodeURIComponent(courseName)}/${encodeURIComponent(assignmentName)}/${userId}?submission=${submissionId}`;

/** A route parameter or query value as a positive integer, or null. */
export function idParam(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}

/** Whether a role may open a route pattern of the table and the app has its screen (so a link leads somewhere). */
export function canLinkTo(pattern: string, role: string | null): boolean {
  return findWebRoute(pattern)?.built === true && canRoleOpen(pattern, role);
}
