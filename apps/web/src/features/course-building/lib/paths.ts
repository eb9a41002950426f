/** App paths of the course building screens (as in packages/contracts/src/web-routes.ts). */
export const MATERIALS_PATH = '/courseBuilding/materials';
export const ASSIGNMENTS_PATH = '/courseBuilding/assignments';
export const COURSES_PATH = '/courseBuilding/courses';

/** The course editor; 'new' adds a course. */
export const courseEditorPath = (id: number | 'new') => `${COURSES_PATH}/${id}`;

/** The public landing page of a course (opened in a new tab to preview it as a learner). */
export const landingPath = (url: string) => `/courselanding/${encodeURIComponent(url)}/overview`;

/** A route parameter as a positive integer, or null ('new' and anything else). */
export function idParam(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}
