import { erpCourse } from './erp-course.content.ts';
import type { Services } from '../services.ts';

/** Infinity ERP Consulting trains its new consultants here: an end-user-training cohort (their work addresses). */
const cohort = [
  { firstName: 'Ananya', lastName: 'Rao', email: 'ananya.rao@infinity-erp.example.com' },
  { firstName: 'Vikram', lastName: 'Singh', email: 'vikram.singh@infinity-erp.example.com' },
  { firstName: 'Meenakshi', lastName: 'Pillai', email: 'meenakshi.pillai@infinity-erp.example.com' },
];

/**
 * The report hub's demo: a company cohort admitted to the ERP course (EUT report), and the director's weekly
 * student progress mail (Monday 06:00 UTC, Excel attached). After learning and jobs (the course and the company).
 */
export async function seedReports(services: Services) {
  const admin = await services.users.findByEmail('admin@demo.academy');
  if (!admin) return;
  const actor = { userId: admin.id, role: 'Admin' as const, sessionId: 0, email: admin.email, emailVerified: true };
  const course = (await services.reportsHub.courseOptions(actor, erpCourse.title)).find((c) => c.label === erpCourse.title);
  if (!course) return;
  const ids: number[] = [];
  for (const p of cohort) {
    const u = (await services.users.findByEmail(p.email)) ?? (await services.users.createAccount({ ...p, role: 'Trainee', password: 'Demo-Olive-2026', countryCode: '+91', mobileNumber: '9876543213', emailVerified: true }));
    ids.push(u.id);
  }
  await services.learning.admissions.admit(actor, course.value, ids);
  if ((await services.reportsHub.listSchedules(actor)).length === 0) {
    await services.reportsHub.createSchedule({ ...actor, name: `${admin.firstName} ${admin.lastName}` }, {
      Report: 'studentProgress', Filters: { courseIds: [course.value] }, Frequency: 'weekly', Weekday: 1, Hour: 6, Format: 'xlsx', Recipients: ['admin@demo.academy'],
    });
  }
}
