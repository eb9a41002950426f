import type { ContentType, Lesson } from '@app/contracts/courses';
import type { GlpStep, GlpStepInput } from '@app/contracts/glps';

/** A step in the editor: what is saved plus the names shown. `key` is stable across reorders. */
export type EditorStep = GlpStepInput & { key: string; CourseName: string; LessonTitle: string; ItemName: string; Missing: boolean };

/** One lesson item a builder may add as a step. */
export type ItemChoice = { value: string; lessonId: number; lessonTitle: string; type: ContentType; itemId: number; name: string };

const types: ContentType[] = ['material', 'test', 'assignment'];

/** The identity of a step: one lesson item (a path holds it once). */
export const stepKey = (s: Pick<GlpStepInput, 'LessonID' | 'Type'>) => `${s.LessonID}-${s.Type}`;

export function fromServer(steps: GlpStep[]): EditorStep[] {
  return steps.map((s) => ({
    key: stepKey(s), CourseID: s.CourseID, LessonID: s.LessonID, Type: s.Type, ItemID: s.ItemID,
    CourseName: s.CourseName, LessonTitle: s.LessonTitle, ItemName: s.ItemName, Missing: s.Missing,
  }));
}

export const toInputs = (steps: EditorStep[]): GlpStepInput[] => steps.map(({ CourseID, LessonID, Type, ItemID }) => ({ CourseID, LessonID, Type, ItemID }));

/** The items of a course's lessons in lesson order (material, test, assignment), as choices. */
export function itemChoices(lessons: Lesson[]): ItemChoice[] {
  return [...lessons]
    .sort((a, b) => a.Position - b.Position || a.ID - b.ID)
    .flatMap((l) =>
      types.flatMap((type) => {
        const itemId = type === 'material' ? l.MaterialID : type === 'test' ? l.TestID : l.AssignmentID;
        const name = type === 'material' ? l.MaterialName : type === 'test' ? l.TestTitle : l.AssignmentTitle;
        return itemId ? [{ value: stepKey({ LessonID: l.ID, Type: type }), lessonId: l.ID, lessonTitle: l.Title, type, itemId, name: name ?? `#${itemId}` }] : [];
      }),
    );
}

/** The step list with one more step at the end (unchanged when that item is already a step). */
export function addStep(steps: EditorStep[], course: { id: number; title: string }, choice: ItemChoice): EditorStep[] {
  const key = stepKey({ LessonID: choice.lessonId, Type: choice.type });
  if (steps.some((s) => s.key === key)) return steps;
  return [
    ...steps,
    {
      key, CourseID: course.id, LessonID: choice.lessonId, Type: choice.type, ItemID: choice.itemId,
      CourseName: course.title, LessonTitle: choice.lessonTitle, ItemName: choice.name, Missing: false,
    },
  ];
}

/** Moves the step at `from` to `to` (both clamped to the list). */
export function moveStep<T>(list: readonly T[], from: number, to: number): T[] {
  const out = [...list];
  if (from < 0 || from >= out.length) return out;
  const target = Math.max(0, Math.min(out.length - 1, to));
  const [item] = out.splice(from, 1);
  out.splice(target, 0, item!);
  return out;
}
