import type { CheckingRow } from '@app/contracts/courses';

/** App path of the checking list (as in packages/contracts/src/web-routes.ts). */
export const CHECKING_PATH = '/Trainings/assignmentChecking';

/**
 * The spec's `/assignmentView/{CourseName}/{AssignmentName}/{UserId}` of a row, with `?submission=` so the view
 * opens exactly that submission (names may repeat or change; the id does not).
 */
export function assignmentViewPath(row: Pick<CheckingRow, 'CourseName' | 'AssignmentName' | 'User_ID' | 'SubmissionID'>): string {
  return `/assignmentView/${encodeURIComponent(row.CourseName)}/${encodeURIComponent(row.AssignmentName)}/${row.User_ID}?submission=${row.SubmissionID}`;
}

/** A route parameter as a positive integer, or null. */
export function idParam(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}

/** A file address the API gave (`/api/...`) as a path for the API client (relative to the API base). */
export function apiPath(url: string): string {
  return url.replace(/^\/api(?=\/)/, '');
}
