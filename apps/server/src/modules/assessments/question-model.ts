import type { Question, QuestionInput } from '@app/contracts/assessments';
import type { StoredOption } from './questions.tables.ts';
import type { NewQuestion, QuestionRecord } from './questions.repository.ts';
import { plainText, sanitizeRichText } from '../../platform/text/rich-text.ts';

/** The two fixed options of a true/false question. */
export function trueFalseOptions(answer: boolean): StoredOption[] {
  return [
    { id: 'true', text: 'True', correct: answer },
    { id: 'false', text: 'False', correct: !answer },
  ];
}

/** Field errors found while turning input into a stored question (after sanitizing). */
export type StoredQuestionResult = { ok: true; value: NewQuestion } | { ok: false; errors: { path: string; message: string }[] };

/** Sanitizes the rich text, assigns option ids and shapes the answer key by type. */
export function toStoredQuestion(input: QuestionInput): StoredQuestionResult {
  const errors: { path: string; message: string }[] = [];
  const text = sanitizeRichText(input.Text);
  const textPlain = plainText(text);
  if (!textPlain && !/<img\b/i.test(text) && !input.ImageUrl) errors.push({ path: 'Text', message: 'The question has no text left after removing unsafe markup' });
  let options: StoredOption[] = [];
  if (input.Type === 'single' || input.Type === 'multiple') {
    const taken = new Set(input.Options.map((o) => o.ID).filter(Boolean));
    let n = 0;
    const nextId = () => {
      let id: string;
      do id = `o${++n}`; while (taken.has(id));
      taken.add(id);
      return id;
    };
    options = input.Options.map((o, i) => {
      const t = sanitizeRichText(o.Text);
      if (!plainText(t) && !/<img\b/i.test(t)) errors.push({ path: `Options.${i}.Text`, message: 'The option has no text left after removing unsafe markup' });
      return { id: o.ID ?? nextId(), text: t, correct: o.Correct };
    });
  } else if (input.Type === 'truefalse') {
    options = trueFalseOptions(input.TrueFalseAnswer === true);
  }
  if (errors.length) return { ok: false, errors };
  return {
    ok: true,
    value: {
      text,
      textPlain,
      imageUrl: input.ImageUrl || null,
      type: input.Type,
      options,
      numericAnswer: input.Type === 'numeric' ? (input.NumericAnswer ?? null) : null,
      numericTolerance: input.Type === 'numeric' ? input.NumericTolerance : 0,
      explanation: sanitizeRichText(input.Explanation),
      marks: input.Marks,
      negativeMarks: input.NegativeMarks,
      levelId: input.LevelID ?? null,
      categoryId: input.CategoryID ?? null,
      subcategoryId: input.SubcategoryID ?? null,
      moduleId: input.ModuleID ?? null,
    },
  };
}

export function toQuestion(q: QuestionRecord): Question {
  return {
    ID: q.id,
    Text: q.text,
    ImageUrl: q.imageUrl,
    Type: q.type as Question['Type'],
    Options: q.options.map((o) => ({ ID: o.id, Text: o.text, Correct: o.correct })),
    TrueFalseAnswer: q.type === 'truefalse' ? (q.options.find((o) => o.id === 'true')?.correct ?? null) : null,
    NumericAnswer: q.numericAnswer,
    NumericTolerance: q.numericTolerance,
    Explanation: q.explanation,
    Marks: q.marks,
    NegativeMarks: q.negativeMarks,
    LevelID: q.levelId,
    CategoryID: q.categoryId,
    SubcategoryID: q.subcategoryId,
    ModuleID: q.moduleId,
    CreatedOn: q.createdOn.toISOString(),
    UpdatedOn: q.updatedOn.toISOString(),
  };
}
