import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { admissions } from './admissions.tables.ts';
import { assignments } from './assignments.tables.ts';
import { courses } from './courses.tables.ts';
import type { LessonWithItems } from './courses.repository.ts';
import { lessons } from './lessons.tables.ts';
import { materials } from './materials.tables.ts';
import { lessonProgress } from './progress.tables.ts';
import { submissions } from './submissions.tables.ts';

/** An empty IN list would be invalid SQL; no id is 0. */
const ids = (list: number[]) => (list.length ? list : [0]);

/** Lessons with their items of several live courses, with the course's title and status: one query. */
export function lessonsOfCourses(db: Db, courseIds: number[]) {
  return db
    .select({
      id: lessons.id,
      courseId: lessons.courseId,
      courseTitle: courses.title,
      courseStatus: courses.status,
      position: lessons.position,
      title: lessons.title,
      testId: lessons.testId,
      testTitle: lessons.testTitle,
      testSeconds: lessons.testSeconds,
      materialId: materials.id,
      materialName: materials.name,
      materialKind: materials.kind,
      materialSeconds: materials.expectedSeconds,
      materialDescription: materials.description,
      assignmentId: assignments.id,
      assignmentTitle: assignments.title,
      assignmentReattempts: assignments.reattemptsAllowed,
    })
    .from(lessons)
    .innerJoin(courses, and(eq(courses.id, lessons.courseId), isNull(courses.deletedOn)))
    .leftJoin(materials, eq(materials.id, lessons.materialId))
    .leftJoin(assignments, eq(assignments.id, lessons.assignmentId))
    .where(inArray(lessons.courseId, ids(courseIds)))
    .orderBy(asc(lessons.courseId), asc(lessons.position), asc(lessons.id));
}
export type CourseLessonWithItems = LessonWithItems & { courseTitle: string; courseStatus: string };

/** Live courses by id (title and status), for courses that have no lessons yet: one query. */
export function coursesByIds(db: Db, courseIds: number[]) {
  return db
    .select({ id: courses.id, title: courses.title, status: courses.status })
    .from(courses)
    .where(and(inArray(courses.id, ids(courseIds)), isNull(courses.deletedOn)));
}

/** Which of the users are admitted to which of the courses: one query. */
export function admissionsOf(db: Db, userIds: number[], courseIds: number[]) {
  return db
    .select({ userId: admissions.userId, courseId: admissions.courseId })
    .from(admissions)
    .where(and(inArray(admissions.userId, ids(userIds)), inArray(admissions.courseId, ids(courseIds))));
}

/** Lesson progress rows of the users in the courses: one query. */
export function progressOf(db: Db, userIds: number[], courseIds: number[]) {
  return db
    .select()
    .from(lessonProgress)
    .where(and(inArray(lessonProgress.userId, ids(userIds)), inArray(lessonProgress.courseId, ids(courseIds))));
}

/** The latest submission per user and lesson in the courses: one query. */
export function latestSubmissionsOf(db: Db, userIds: number[], courseIds: number[]) {
  return db
    .selectDistinctOn([submissions.userId, submissions.lessonId], {
      userId: submissions.userId,
      lessonId: submissions.lessonId,
      status: submissions.status,
      attemptNo: submissions.attemptNo,
      createdOn: submissions.createdOn,
      decidedOn: submissions.decidedOn,
    })
    .from(submissions)
    .where(and(inArray(submissions.userId, ids(userIds)), inArray(submissions.courseId, ids(courseIds))))
    .orderBy(submissions.userId, submissions.lessonId, sql`${submissions.attemptNo} desc`);
}
