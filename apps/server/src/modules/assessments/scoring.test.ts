import { describe, expect, it } from 'vitest';
import { gradeAnswer, totalScore } from './scoring.ts';
import { analyseItem } from './item-analysis.ts';
import type { QuestionSnapshot } from './attempts.tables.ts';

const base: QuestionSnapshot = { type: 'single', text: '', imageUrl: null, options: [], numericAnswer: null, numericTolerance: 0, explanation: '', marks: 2, negativeMarks: 0.5 };
const opts = (correct: string[]) => ['a', 'b', 'c'].map((id) => ({ id, text: id, correct: correct.includes(id) }));

describe('gradeAnswer', () => {
  it('should award marks for the right option and deduct negative marks for a wrong one when single', () => {
    const q = { ...base, options: opts(['b']) };
    expect(gradeAnswer(q, { OptionIDs: ['b'] })).toEqual({ answered: true, correct: true, awarded: 2 });
    expect(gradeAnswer(q, { OptionIDs: ['a'] })).toEqual({ answered: true, correct: false, awarded: -0.5 });
    expect(gradeAnswer(q, null)).toEqual({ answered: false, correct: false, awarded: 0 });
    expect(gradeAnswer(q, { OptionIDs: [] })).toEqual({ answered: false, correct: false, awarded: 0 });
  });

  it('should need exactly the correct set when multiple', () => {
    const q = { ...base, type: 'multiple', options: opts(['a', 'c']) };
    expect(gradeAnswer(q, { OptionIDs: ['c', 'a'] }).correct).toBe(true);
    expect(gradeAnswer(q, { OptionIDs: ['a'] }).awarded).toBe(-0.5);
    expect(gradeAnswer(q, { OptionIDs: ['a', 'b', 'c'] }).correct).toBe(false);
  });

  it('should accept values within the tolerance when numeric', () => {
    const q = { ...base, type: 'numeric', numericAnswer: 0.3, numericTolerance: 0.1 };
    expect(gradeAnswer(q, { Value: 0.4 }).correct).toBe(true);
    expect(gradeAnswer(q, { Value: 0.2 }).correct).toBe(true);
    expect(gradeAnswer(q, { Value: 0.41 }).correct).toBe(false);
    expect(gradeAnswer({ ...q, numericTolerance: 0 }, { Value: 0.1 + 0.2 }).correct).toBe(true);
  });
});

describe('totalScore', () => {
  it('should never go below 0 and round to two decimals', () => {
    expect(totalScore([-1, -0.5], 4, 50)).toEqual({ score: 0, percentage: 0, passed: false });
    expect(totalScore([0.1, 0.2], 0.9, 33)).toEqual({ score: 0.3, percentage: 33.33, passed: true });
  });
});

describe('analyseItem', () => {
  it('should give null discrimination under two responses and flag an item nobody gets right', () => {
    expect(analyseItem([{ attemptId: 1, total: 3, correct: true, timeSpentMs: 0 }], 1)).toMatchObject({ facility: 1, discrimination: null, defective: true });
    const none = analyseItem(Array.from({ length: 11 }, (_, i) => ({ attemptId: i, total: i, correct: false, timeSpentMs: 1000 })), 10);
    expect(none).toMatchObject({ facility: 0, discrimination: 0, meanTimeSeconds: 1, defective: true });
  });

  it('should flag nothing below the minimum sample, saying there are not enough responses, and flag from it on', () => {
    const wrong = (n: number) => Array.from({ length: n }, (_, i) => ({ attemptId: i, total: i, correct: false, timeSpentMs: 0 }));
    expect(analyseItem(wrong(1))).toMatchObject({ responses: 1, facility: 0, enoughResponses: false, defective: false, reasons: [] });
    expect(analyseItem(wrong(29))).toMatchObject({ enoughResponses: false, defective: false });
    expect(analyseItem(wrong(30))).toMatchObject({ enoughResponses: true, defective: true });
    // an item everybody got right is no more flagged on a handful of answers than one nobody got right
    const right = (n: number) => wrong(n).map((r) => ({ ...r, correct: true }));
    expect(analyseItem(right(1))).toMatchObject({ facility: 1, enoughResponses: false, defective: false, reasons: [] });
    expect(analyseItem(right(30))).toMatchObject({ facility: 1, enoughResponses: true, defective: true });
  });

  it('should compare the top and bottom 27% by total score when given ten responses', () => {
    // groups of round(2.7) = 3: top totals 10, 9, 8 (2 right), bottom 3, 2, 1 (1 right)
    const rs = Array.from({ length: 10 }, (_, i) => ({ attemptId: i + 1, total: i + 1, correct: [10, 9, 1, 5].includes(i + 1), timeSpentMs: 0 }));
    expect(analyseItem(rs, 10)).toMatchObject({ responses: 10, facility: 0.4, discrimination: 0.3333, defective: false });
  });
});
