import type { ContentType } from '@app/contracts/courses';
import { itemLearnersLink } from '@app/contracts/glps';

/** App paths of the learning path screens (as in packages/contracts/src/web-routes.ts). */
export const GLPS_PATH = '/courseBuilding/glps';

/** The path editor; 'new' adds a path. */
export const glpEditorPath = (id: number | 'new') => `${GLPS_PATH}/AddEdit/${id}`;

/** The learners' statuses on one item; `fromGlp` brings the back link to that path's editor. */
export const itemLearnersPath = (courseId: number, type: ContentType, itemId: number, fromGlp?: number) =>
  `${itemLearnersLink(courseId, type, itemId)}${fromGlp ? `?glp=${fromGlp}` : ''}`;

/** A route parameter as a positive integer, or null. */
export function idParam(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}
