import type { ContentType } from '@app/contracts/courses';
import type { AccountRole } from '@app/contracts/roles';
import type { AuthContext } from '../platform/auth/access.ts';
import type { Services } from '../services.ts';
import { erpCourse } from './erp-course.content.ts';

const PATH_TITLE = 'ERP foundations: from modules to processes';

/** [lesson number (1-based), item] of the demo path, in order. */
const STEPS: [number, ContentType][] = [
  [1, 'material'], [1, 'test'], [2, 'assignment'], [3, 'material'], [3, 'test'], [4, 'material'], [5, 'assignment'],
];

async function actor(services: Services, email: string): Promise<AuthContext | undefined> {
  const u = await services.users.findByEmail(email);
  return u ? { userId: u.id, sessionId: 0, role: u.role as AccountRole, email: u.email, emailVerified: u.emailVerifiedOn !== null } : undefined;
}

/**
 * A published guided learning path across the "Basics of ERP" lessons, built by the demo editor and assigned to the
 * demo learner (who is part-way through the course, so the path shows done, awaiting-review, open and locked steps).
 * Runs once: nothing is added when the path exists or the course is missing.
 */
export async function seedGlps(services: Services) {
  const [editor, learner] = await Promise.all([actor(services, 'editor@demo.academy'), actor(services, 'learner@demo.academy')]);
  if (!editor || !learner) return;
  if ((await services.glps.list({ pageIndex: 0, pageSize: 1, sortDesc: false, term: PATH_TITLE })).total > 0) return;
  const course = await services.learning.courses.byIdOrSlug(erpCourse.slug).catch(() => undefined);
  if (!course) return;
  const lessons = await services.learning.courses.lessonsWithItems(course.id);
  const itemId = (l: (typeof lessons)[number], type: ContentType) => (type === 'material' ? l.materialId : type === 'test' ? l.testId : l.assignmentId);
  const steps = STEPS.flatMap(([n, type]) => {
    const l = lessons[n - 1];
    const id = l ? itemId(l, type) : null;
    return l && id ? [{ CourseID: course.id, LessonID: l.id, Type: type, ItemID: id }] : [];
  });

  const path = await services.glps.create(editor, {
    Title: PATH_TITLE,
    Description:
      '<p>A guided route through the first five lessons of <strong>Basics of ERP</strong>: what ERP is, the core modules, ' +
      'and the order-to-cash, procure-to-pay and record-to-report processes that tie them together.</p>' +
      '<p>Work through the steps in order; each opens the lesson item in the course.</p>',
    Status: 'published',
  });
  await services.glps.setSteps(editor, path.ID, steps);
  await services.glps.assign(editor, path.ID, [learner.userId]);
}
