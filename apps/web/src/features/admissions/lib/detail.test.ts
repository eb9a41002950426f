import { describe, expect, it } from 'vitest';
import type { ContentEntry, CourseContent } from '@app/contracts/courses';
import { decisiveAttempt, nextStepOf, recordOf, summarizeDetail } from './detail.ts';

const entry = (lessonId: number, type: ContentEntry['Type'], over: Partial<ContentEntry> = {}): ContentEntry => ({
  ID: lessonId * 10 + (type === 'material' ? 1 : type === 'test' ? 2 : 3), LessonID: lessonId, Name: `${type} ${lessonId}`, Type: type,
  Material: type === 'material' ? 'video-link' : null, ExpectedComplitionTime: type === 'material' ? '01:40' : '00:00', WatchTime: 0,
  Progress: 0, LockStatus: null, Description: '', Url: `${lessonId}-${type}`, Questions: [], Title: `Lesson ${lessonId}`, ...over,
});

const content = (lessons: { finished: boolean; entries: ContentEntry[] }[], nextUrl: string | null = null): CourseContent => ({
  CourseID: 1, Title: 'Basics of ERP', courseURL: 'basics-of-erp', Image: null, status: 'in-progress', Progress: 40, NextUrl: nextUrl, CertificateID: null,
  Lessons: lessons.map((l, i) => ({ LessonID: i + 1, Title: `Lesson ${i + 1}`, Position: i, Locked: false, Finished: l.finished, Contents: l.entries })),
});

describe('summarizeDetail', () => {
  it('should count finished lessons, passed tests, accepted and awaiting assignments and watch time when lessons differ', () => {
    const c = content([
      { finished: true, entries: [entry(1, 'material', { WatchTime: 100, LockStatus: 'check-circle' }), entry(1, 'test', { LockStatus: 'check-circle' }), entry(1, 'assignment', { LockStatus: 'check-circle' })] },
      { finished: true, entries: [entry(2, 'material', { WatchTime: 95, LockStatus: 'check-circle' }), entry(2, 'test', { LockStatus: 'check-circle' }), entry(2, 'assignment', { LockStatus: 'hourglass' })] },
      { finished: true, entries: [entry(4, 'material', { Material: 'richtext', ExpectedComplitionTime: '15:00', LockStatus: 'check-circle' })] },
      { finished: false, entries: [entry(3, 'material', { WatchTime: 30 }), entry(3, 'test', { LockStatus: 'warning-hexagon' }), entry(3, 'assignment')] },
    ]);
    // The reading of lesson 4 is done but has no watch time: videos alone count for it.
    expect(summarizeDetail(c)).toEqual({
      lessons: 4, lessonsFinished: 3, tests: 3, testsPassed: 2, assignments: 3, assignmentsAccepted: 1, assignmentsAwaiting: 1,
      needsStaff: 1, materials: 4, materialsDone: 3, videos: 3, watchedSeconds: 225, expectedSeconds: 300,
    });
  });

  it('should count only the items a lesson has when a lesson has no test', () => {
    const c = content([{ finished: false, entries: [entry(1, 'material')] }]);
    expect(summarizeDetail(c)).toMatchObject({ tests: 0, assignments: 0, materials: 1, materialsDone: 0, expectedSeconds: 100 });
  });
});

describe('nextStepOf', () => {
  it('should find the item and lesson of NextUrl, and null when everything is done', () => {
    const c = content([{ finished: true, entries: [entry(1, 'material')] }, { finished: false, entries: [entry(2, 'material'), entry(2, 'test')] }], '2-test');
    expect(nextStepOf(c)).toMatchObject({ lesson: 'Lesson 2', entry: { Type: 'test', LessonID: 2 } });
    expect(nextStepOf({ ...c, NextUrl: null })).toBeNull();
    expect(nextStepOf({ ...c, NextUrl: '9-test' })).toBeNull();
  });
});

describe('decisiveAttempt', () => {
  it('should pick the passed attempt over a later one, else the latest', () => {
    expect(decisiveAttempt([{ AttemptNo: 1, Passed: false }, { AttemptNo: 2, Passed: true }, { AttemptNo: 3, Passed: null }])).toEqual({ AttemptNo: 2, Passed: true });
    expect(decisiveAttempt([{ AttemptNo: 2, Passed: false }, { AttemptNo: 1, Passed: false }])).toEqual({ AttemptNo: 2, Passed: false });
    expect(decisiveAttempt([])).toBeNull();
  });
});

describe('recordOf', () => {
  it('should give empty records when the lesson has none', () => {
    expect(recordOf({ Records: [] } as never, 5)).toEqual({ LessonID: 5, TestID: null, TestResults: [], AssignmentID: null, Submissions: [] });
  });
});
