import { describe, expect, it } from 'vitest';
import type { Lesson } from '@app/contracts/courses';
import { addStep, fromServer, itemChoices, moveStep, stepKey, toInputs } from './steps.ts';

const lesson = (over: Partial<Lesson>): Lesson => ({
  ID: 1, CourseID: 9, Position: 0, Title: 'Lesson', MaterialID: null, MaterialName: null, TestID: null, TestTitle: null, AssignmentID: null, AssignmentTitle: null, ...over,
});

describe('itemChoices', () => {
  it('should list the items of each lesson in lesson order, material then test then assignment, skipping missing ones', () => {
    const choices = itemChoices([
      lesson({ ID: 20, Position: 1, Title: '2. Modules', MaterialID: 5, MaterialName: 'Modules video', AssignmentID: 7, AssignmentTitle: 'Map it' }),
      lesson({ ID: 10, Position: 0, Title: '1. Intro', TestID: 3, TestTitle: 'Intro check' }),
    ]);
    expect(choices.map((c) => [c.value, c.name])).toEqual([
      ['10-test', 'Intro check'],
      ['20-material', 'Modules video'],
      ['20-assignment', 'Map it'],
    ]);
    expect(choices[1]).toMatchObject({ lessonId: 20, lessonTitle: '2. Modules', type: 'material', itemId: 5 });
  });
});

describe('addStep', () => {
  const course = { id: 9, title: 'Basics' };
  const [choice] = itemChoices([lesson({ ID: 10, MaterialID: 5, MaterialName: 'Intro video' })]);

  it('should append the item with its names when it is not a step yet', () => {
    const steps = addStep([], course, choice!);
    expect(steps).toEqual([{ key: '10-material', CourseID: 9, LessonID: 10, Type: 'material', ItemID: 5, CourseName: 'Basics', LessonTitle: 'Lesson', ItemName: 'Intro video', Missing: false }]);
    expect(toInputs(steps)).toEqual([{ CourseID: 9, LessonID: 10, Type: 'material', ItemID: 5 }]);
  });

  it('should leave the list unchanged when the item is already a step', () => {
    const once = addStep([], course, choice!);
    expect(addStep(once, course, choice!)).toBe(once);
  });
});

describe('moveStep', () => {
  it('should move an item to a new index and clamp indexes outside the list', () => {
    expect(moveStep(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveStep(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveStep(['a', 'b', 'c'], 1, 9)).toEqual(['a', 'c', 'b']);
    expect(moveStep(['a', 'b', 'c'], 5, 0)).toEqual(['a', 'b', 'c']);
  });
});

describe('fromServer', () => {
  it('should key steps by lesson and type so that keys survive a reorder', () => {
    const s = fromServer([{ ID: 1, Position: 0, CourseID: 9, CourseName: 'B', LessonID: 4, LessonTitle: 'L', Type: 'test', ItemID: 2, ItemName: 'T', Missing: false }]);
    expect(s[0]!.key).toBe(stepKey({ LessonID: 4, Type: 'test' }));
  });
});
