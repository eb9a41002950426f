import type { AdmissionDetail, LessonRecord } from '@app/contracts/admissions';
import type { ContentEntry, CourseContent } from '@app/contracts/courses';
import { secondsOf } from './progress.ts';

export type DetailSummary = {
  lessons: number;
  lessonsFinished: number;
  tests: number;
  testsPassed: number;
  assignments: number;
  assignmentsAccepted: number;
  /** Submitted and waiting for the mentor. */
  assignmentsAwaiting: number;
  /** Items that need staff (failed with no attempts left). */
  needsStaff: number;
  materials: number;
  materialsDone: number;
  /** Videos only: documents count as done on opening and have no watch time. */
  videos: number;
  watchedSeconds: number;
  expectedSeconds: number;
};

/** Whether a material is a document (PDF, rich text): done on opening, no watch time. */
export const isDocument = (e: Pick<ContentEntry, 'Type' | 'Material'>) => e.Type === 'material' && (e.Material === 'pdf' || e.Material === 'richtext');

/** Figures of one learner's course for the detail's header. */
export function summarizeDetail(content: CourseContent): DetailSummary {
  const entries = content.Lessons.flatMap((l) => l.Contents);
  const of = (type: ContentEntry['Type']) => entries.filter((e) => e.Type === type);
  const materials = of('material');
  const videos = materials.filter((e) => !isDocument(e));
  return {
    lessons: content.Lessons.length,
    lessonsFinished: content.Lessons.filter((l) => l.Finished).length,
    tests: of('test').length,
    testsPassed: of('test').filter((e) => e.LockStatus === 'check-circle').length,
    assignments: of('assignment').length,
    assignmentsAccepted: of('assignment').filter((e) => e.LockStatus === 'check-circle').length,
    assignmentsAwaiting: of('assignment').filter((e) => e.LockStatus === 'hourglass').length,
    needsStaff: entries.filter((e) => e.LockStatus === 'warning-hexagon').length,
    materials: materials.length,
    materialsDone: materials.filter((e) => e.LockStatus === 'check-circle').length,
    videos: videos.length,
    watchedSeconds: videos.reduce((s, e) => s + e.WatchTime, 0),
    expectedSeconds: videos.reduce((s, e) => s + secondsOf(e.ExpectedComplitionTime), 0),
  };
}

/** The item where the learner continues (NextUrl `{lessonId}-{type}`), with its lesson; null when all is done. */
export function nextStepOf(content: CourseContent): { lesson: string; entry: ContentEntry } | null {
  if (!content.NextUrl) return null;
  for (const l of content.Lessons) {
    const entry = l.Contents.find((e) => e.Url === content.NextUrl);
    if (entry) return { lesson: l.Title, entry };
  }
  return null;
}

/** The records of one lesson (test attempts, submissions); empty ones when the server sent none. */
export function recordOf(detail: AdmissionDetail, lessonId: number): LessonRecord {
  return detail.Records.find((r) => r.LessonID === lessonId) ?? { LessonID: lessonId, TestID: null, TestResults: [], AssignmentID: null, Submissions: [] };
}

/** The attempt that decided a test: the passed one, else the latest. */
export function decisiveAttempt<T extends { AttemptNo: number; Passed: boolean | null }>(results: readonly T[]): T | null {
  if (results.length === 0) return null;
  return results.find((r) => r.Passed) ?? [...results].sort((a, b) => b.AttemptNo - a.AttemptNo)[0]!;
}
