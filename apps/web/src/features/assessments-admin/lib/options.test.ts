import { describe, expect, it } from 'vitest';
import { MAX_OPTIONS, MIN_OPTIONS } from '@app/contracts/assessments';
import {
  addOption, blankOption, markCorrect, moveItem, moveOption, optionsForType, removeOption, setOptionText, type OptionDraft,
} from './options.ts';

const opts = (...marks: boolean[]): OptionDraft[] => marks.map((Correct, i) => ({ key: `k${i}`, Text: `T${i}`, Correct }));
const texts = (o: OptionDraft[]) => o.map((x) => x.Text);
const marks = (o: OptionDraft[]) => o.map((x) => x.Correct);

describe('options editor state', () => {
  it('should keep exactly one correct option for single choice', () => {
    const o = markCorrect(opts(true, false, false), 2, 'single');
    expect(marks(o)).toEqual([false, false, true]);
    expect(marks(markCorrect(o, 2, 'single'))).toEqual([false, false, true]);
  });

  it('should toggle, or set, one mark for multiple choice without touching the others', () => {
    const o = opts(true, false, false);
    expect(marks(markCorrect(o, 1, 'multiple'))).toEqual([true, true, false]);
    expect(marks(markCorrect(o, 0, 'multiple'))).toEqual([false, false, false]);
    expect(marks(markCorrect(o, 2, 'multiple', true))).toEqual([true, false, true]);
    expect(marks(markCorrect(o, 0, 'multiple', true))).toEqual([true, false, false]);
  });

  it('should add up to the maximum and remove down to the minimum', () => {
    let o = opts(false, false);
    while (o.length < MAX_OPTIONS) o = addOption(o);
    expect(addOption(o)).toHaveLength(MAX_OPTIONS);
    expect(new Set(o.map((x) => x.key)).size).toBe(MAX_OPTIONS);
    o = opts(true, false, false);
    o = removeOption(o, 0);
    expect(texts(o)).toEqual(['T1', 'T2']);
    expect(removeOption(o, 0)).toHaveLength(MIN_OPTIONS);
    expect(removeOption(opts(false, false, false), 7)).toHaveLength(3);
  });

  it('should edit the text of one option only', () => {
    expect(texts(setOptionText(opts(false, false), 1, 'New'))).toEqual(['T0', 'New']);
  });

  it('should move an option by one place and not past either end', () => {
    const o = opts(true, false, false);
    expect(texts(moveOption(o, 0, 1))).toEqual(['T1', 'T0', 'T2']);
    expect(marks(moveOption(o, 0, 1))).toEqual([false, true, false]);
    expect(texts(moveOption(o, 2, -1))).toEqual(['T0', 'T2', 'T1']);
    expect(texts(moveOption(o, 0, -1))).toEqual(['T0', 'T1', 'T2']);
    expect(texts(moveOption(o, 2, 1))).toEqual(['T0', 'T1', 'T2']);
    expect(moveItem([1, 2, 3], 1, -1)).toEqual([2, 1, 3]);
  });

  it('should fit options to a new type: single keeps only the first correct mark, choice types get the minimum', () => {
    expect(marks(optionsForType(opts(false, true, true), 'single'))).toEqual([false, true, false]);
    expect(marks(optionsForType(opts(false, true, true), 'multiple'))).toEqual([false, true, true]);
    expect(optionsForType([blankOption()], 'multiple')).toHaveLength(MIN_OPTIONS);
    expect(optionsForType(opts(true), 'numeric')).toHaveLength(1);
  });
});
