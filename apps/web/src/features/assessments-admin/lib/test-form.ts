import type { FormErrors } from '@mantine/form';
import { testInputSchema, type Test, type TestInput } from '@app/contracts/assessments';
import { translateRule } from './messages.ts';
import { formatDuration, parseDuration } from '../../../lib/duration.ts';

export interface PickedQuestion {
  ID: number;
  Text: string;
  Type: Test['Questions'][number]['Type'];
  Marks: number;
}

/** The test editor's values. */
export interface TestFormValues {
  Title: string;
  Description: string;
  /** mm:ss */
  Duration: string;
  PassPercentage: number | string;
  /** '' for no limit. */
  AttemptsAllowed: number | string;
  ShuffleQuestions: boolean;
  ShuffleOptions: boolean;
  Selection: 'manual' | 'random';
  Questions: PickedQuestion[];
  RandomCount: number | string;
  LevelID: string | null;
  CategoryID: string | null;
  SubcategoryID: string | null;
  ShowAnswers: boolean;
  Published: boolean;
  InSeries: boolean;
}

export const emptyTest = (): TestFormValues => ({
  Title: '',
  Description: '',
  Duration: '30:00',
  PassPercentage: 50,
  AttemptsAllowed: 1,
  ShuffleQuestions: false,
  ShuffleOptions: false,
  Selection: 'manual',
  Questions: [],
  RandomCount: 10,
  LevelID: null,
  CategoryID: null,
  SubcategoryID: null,
  ShowAnswers: true,
  Published: false,
  InSeries: false,
});

const idText = (id: number | null): string | null => (id === null ? null : String(id));

export function testToForm(t: Test): TestFormValues {
  return {
    Title: t.Title,
    Description: t.Description,
    Duration: formatDuration(t.DurationSeconds),
    PassPercentage: t.PassPercentage,
    AttemptsAllowed: t.AttemptsAllowed ?? '',
    ShuffleQuestions: t.ShuffleQuestions,
    ShuffleOptions: t.ShuffleOptions,
    Selection: t.Selection,
    Questions: t.Questions.map((q) => ({ ID: q.ID, Text: q.Text, Type: q.Type, Marks: q.Marks })),
    RandomCount: t.RandomCount ?? 10,
    LevelID: idText(t.LevelID),
    CategoryID: idText(t.CategoryID),
    SubcategoryID: idText(t.SubcategoryID),
    ShowAnswers: t.ShowAnswers,
    Published: t.Status === 'published',
    InSeries: t.InSeries,
  };
}

const num = (v: number | string): number | null => {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  const n = v.trim() === '' ? Number.NaN : Number(v);
  return Number.isFinite(n) ? n : null;
};
const id = (v: string | null): number | null => (v ? Number(v) : null);

export function formToTestInput(v: TestFormValues): TestInput {
  const random = v.Selection === 'random';
  return {
    Title: v.Title.trim(),
    Description: v.Description.trim(),
    DurationSeconds: parseDuration(v.Duration) ?? Number.NaN,
    PassPercentage: num(v.PassPercentage) ?? Number.NaN,
    AttemptsAllowed: num(v.AttemptsAllowed),
    ShuffleQuestions: v.ShuffleQuestions,
    ShuffleOptions: v.ShuffleOptions,
    Selection: v.Selection,
    QuestionIDs: random ? [] : v.Questions.map((q) => q.ID),
    RandomCount: random ? num(v.RandomCount) : null,
    LevelID: id(v.LevelID),
    CategoryID: id(v.CategoryID),
    SubcategoryID: id(v.SubcategoryID),
    ShowAnswers: v.ShowAnswers,
    Status: v.Published ? 'published' : 'draft',
    InSeries: v.InSeries,
  };
}

const fieldOf: Record<string, string> = { DurationSeconds: 'Duration', QuestionIDs: 'Questions', Status: 'Published' };

/** Contract validation keyed by form field; an unreadable duration gets its own message. */
export function validateTestForm(v: TestFormValues, messages: { duration: string }): FormErrors {
  const errors: FormErrors = {};
  if (parseDuration(v.Duration) === null) errors.Duration = messages.duration;
  const result = testInputSchema.safeParse(formToTestInput(v));
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const first = String(issue.path[0] ?? 'Title');
    const key = fieldOf[first] ?? first;
    if (!(key in errors)) errors[key] = translateRule(issue.message);
  }
  return errors;
}
