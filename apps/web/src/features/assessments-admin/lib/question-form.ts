import type { FormErrors } from '@mantine/form';
import { questionInputSchema, type Question, type QuestionInput, type QuestionType } from '@app/contracts/assessments';
import { translateRule } from './messages.ts';
import { hasOptions, initialOptions, newOptionKey, type OptionDraft } from './options.ts';

/** The question editor's values: selects hold strings, empty number inputs hold ''. */
export interface QuestionFormValues {
  Text: string;
  ImageUrl: string;
  Type: QuestionType;
  Options: OptionDraft[];
  TrueFalseAnswer: 'true' | 'false' | '';
  NumericAnswer: number | string;
  NumericTolerance: number | string;
  Explanation: string;
  Marks: number | string;
  NegativeMarks: number | string;
  LevelID: string | null;
  CategoryID: string | null;
  SubcategoryID: string | null;
  ModuleID: string | null;
}

export const emptyQuestion = (): QuestionFormValues => ({
  Text: '',
  ImageUrl: '',
  Type: 'single',
  Options: initialOptions(),
  TrueFalseAnswer: '',
  NumericAnswer: '',
  NumericTolerance: 0,
  Explanation: '',
  Marks: 1,
  NegativeMarks: 0,
  LevelID: null,
  CategoryID: null,
  SubcategoryID: null,
  ModuleID: null,
});

const idText = (id: number | null): string | null => (id === null ? null : String(id));

/** Editor values of a stored question. */
export function questionToForm(q: Question): QuestionFormValues {
  return {
    Text: q.Text,
    ImageUrl: q.ImageUrl ?? '',
    Type: q.Type,
    Options: hasOptions(q.Type) ? q.Options.map((o) => ({ key: newOptionKey(), ID: o.ID, Text: o.Text, Correct: o.Correct })) : initialOptions(),
    TrueFalseAnswer: q.TrueFalseAnswer === null ? '' : q.TrueFalseAnswer ? 'true' : 'false',
    NumericAnswer: q.NumericAnswer ?? '',
    NumericTolerance: q.NumericTolerance,
    Explanation: q.Explanation,
    Marks: q.Marks,
    NegativeMarks: q.NegativeMarks,
    LevelID: idText(q.LevelID),
    CategoryID: idText(q.CategoryID),
    SubcategoryID: idText(q.SubcategoryID),
    ModuleID: idText(q.ModuleID),
  };
}

const num = (v: number | string): number | null => {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  const t = v.trim();
  if (t === '') return null;
  const n = Number(t.replace(',', '.'));
  return Number.isFinite(n) ? n : null;
};
const id = (v: string | null): number | null => (v ? Number(v) : null);

/** The request body for the editor's values (fields of other types left out). */
export function formToQuestionInput(v: QuestionFormValues): QuestionInput {
  const choice = hasOptions(v.Type);
  return {
    Text: v.Text.trim(),
    ImageUrl: v.ImageUrl.trim() === '' ? null : v.ImageUrl.trim(),
    Type: v.Type,
    Options: choice ? v.Options.map((o) => ({ ...(o.ID ? { ID: o.ID } : {}), Text: o.Text.trim(), Correct: o.Correct })) : [],
    TrueFalseAnswer: v.Type === 'truefalse' ? (v.TrueFalseAnswer === '' ? null : v.TrueFalseAnswer === 'true') : null,
    NumericAnswer: v.Type === 'numeric' ? num(v.NumericAnswer) : null,
    NumericTolerance: v.Type === 'numeric' ? (num(v.NumericTolerance) ?? 0) : 0,
    Explanation: v.Explanation.trim(),
    Marks: num(v.Marks) ?? Number.NaN,
    NegativeMarks: num(v.NegativeMarks) ?? 0,
    LevelID: id(v.LevelID),
    CategoryID: id(v.CategoryID),
    SubcategoryID: id(v.SubcategoryID),
    ModuleID: id(v.ModuleID),
  };
}

/** Validates with the contract schema; errors keyed by form path (Options.0.Text, Marks...), translated. */
export function validateQuestionForm(v: QuestionFormValues): FormErrors {
  const result = questionInputSchema.safeParse(formToQuestionInput(v));
  if (result.success) return {};
  const errors: FormErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || 'Text';
    if (!(key in errors)) errors[key] = translateRule(issue.message);
  }
  return errors;
}
