import { describe, expect, it } from 'vitest';
import type { Question } from '@app/contracts/assessments';
import { emptyQuestion, formToQuestionInput, questionToForm, validateQuestionForm, type QuestionFormValues } from './question-form.ts';

const filled = (patch: Partial<QuestionFormValues> = {}): QuestionFormValues => ({
  ...emptyQuestion(),
  Text: '<p>Which module posts goods receipts?</p>',
  Options: [
    { key: 'a', Text: 'MM', Correct: true },
    { key: 'b', Text: 'SD', Correct: false },
  ],
  ...patch,
});

describe('question form', () => {
  it('should turn valid single-choice values into the request body, leaving other types\' fields empty', () => {
    const body = formToQuestionInput(filled({ LevelID: '2', NumericAnswer: 5, TrueFalseAnswer: 'true' }));
    expect(body).toMatchObject({
      Type: 'single', Options: [{ Text: 'MM', Correct: true }, { Text: 'SD', Correct: false }], LevelID: 2, CategoryID: null,
      TrueFalseAnswer: null, NumericAnswer: null, Marks: 1, NegativeMarks: 0, ImageUrl: null,
    });
    expect(validateQuestionForm(filled())).toEqual({});
  });

  it('should ask for exactly one correct option on a single-choice question, and some on multiple choice', () => {
    const none = filled({ Options: [{ key: 'a', Text: 'A', Correct: false }, { key: 'b', Text: 'B', Correct: false }] });
    expect(validateQuestionForm(none).Options).toBeTruthy();
    expect(validateQuestionForm({ ...none, Type: 'multiple' }).Options).toBeTruthy();
    const two = filled({ Options: [{ key: 'a', Text: 'A', Correct: true }, { key: 'b', Text: 'B', Correct: true }] });
    expect(validateQuestionForm(two).Options).toBeTruthy();
    expect(validateQuestionForm({ ...two, Type: 'multiple' })).toEqual({});
  });

  it('should put an empty option\'s error on that option and a missing text on Text', () => {
    const errors = validateQuestionForm(filled({ Text: '  ', Options: [{ key: 'a', Text: 'A', Correct: true }, { key: 'b', Text: '', Correct: false }] }));
    expect(Object.keys(errors).sort()).toEqual(['Options.1.Text', 'Text']);
  });

  it('should need the answer of true/false and numeric questions, and ignore options there', () => {
    expect(validateQuestionForm(filled({ Type: 'truefalse', Options: [] })).TrueFalseAnswer).toBeTruthy();
    expect(formToQuestionInput(filled({ Type: 'truefalse', TrueFalseAnswer: 'false' }))).toMatchObject({ Options: [], TrueFalseAnswer: false });
    expect(validateQuestionForm(filled({ Type: 'numeric' })).NumericAnswer).toBeTruthy();
    const numeric = filled({ Type: 'numeric', NumericAnswer: '3,5', NumericTolerance: '' });
    expect(formToQuestionInput(numeric)).toMatchObject({ NumericAnswer: 3.5, NumericTolerance: 0, Options: [] });
    expect(validateQuestionForm(numeric)).toEqual({});
  });

  it('should refuse marks of 0 or with more than two decimals', () => {
    expect(validateQuestionForm(filled({ Marks: 0 })).Marks).toBeTruthy();
    expect(validateQuestionForm(filled({ Marks: '' })).Marks).toBeTruthy();
    expect(validateQuestionForm(filled({ Marks: 1.005 })).Marks).toBeTruthy();
    expect(validateQuestionForm(filled({ Marks: 2.5, NegativeMarks: 0.25 }))).toEqual({});
  });

  it('should load a stored question, keeping option ids so reports keep counting them', () => {
    const q: Question = {
      ID: 9, Text: '<p>x</p>', ImageUrl: null, Type: 'multiple',
      Options: [{ ID: 'a1', Text: 'One', Correct: true }, { ID: 'b2', Text: 'Two', Correct: true }],
      TrueFalseAnswer: null, NumericAnswer: null, NumericTolerance: 0, Explanation: '', Marks: 2, NegativeMarks: 0.5,
      LevelID: 1, CategoryID: null, SubcategoryID: 3, ModuleID: null, CreatedOn: '', UpdatedOn: '',
    };
    const v = questionToForm(q);
    expect(v).toMatchObject({ Type: 'multiple', LevelID: '1', SubcategoryID: '3', CategoryID: null, Marks: 2 });
    expect(formToQuestionInput(v).Options).toEqual([{ ID: 'a1', Text: 'One', Correct: true }, { ID: 'b2', Text: 'Two', Correct: true }]);
  });
});
