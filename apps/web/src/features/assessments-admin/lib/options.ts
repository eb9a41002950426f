import { MAX_OPTIONS, MIN_OPTIONS, type QuestionType } from '@app/contracts/assessments';

/** One option while it is edited; `key` keeps React rows stable, `ID` is the server's option id (kept on edit). */
export interface OptionDraft {
  key: string;
  ID?: string;
  Text: string;
  Correct: boolean;
}

let counter = 0;
/** A key unique within this page. */
export const newOptionKey = (): string => `o${Date.now().toString(36)}${(counter += 1).toString(36)}`;

export const blankOption = (): OptionDraft => ({ key: newOptionKey(), Text: '', Correct: false });

/** Types whose answer is chosen among options the author writes. */
export const hasOptions = (type: QuestionType): boolean => type === 'single' || type === 'multiple';

/** Options a new choice question starts with. */
export const initialOptions = (): OptionDraft[] => Array.from({ length: 4 }, blankOption);

export const canAddOption = (options: readonly OptionDraft[]): boolean => options.length < MAX_OPTIONS;
export const canRemoveOption = (options: readonly OptionDraft[]): boolean => options.length > MIN_OPTIONS;

export function addOption(options: readonly OptionDraft[]): OptionDraft[] {
  return canAddOption(options) ? [...options, blankOption()] : [...options];
}

export function removeOption(options: readonly OptionDraft[], index: number): OptionDraft[] {
  if (!canRemoveOption(options) || index < 0 || index >= options.length) return [...options];
  return options.filter((_, i) => i !== index);
}

export function setOptionText(options: readonly OptionDraft[], index: number, text: string): OptionDraft[] {
  return options.map((o, i) => (i === index ? { ...o, Text: text } : o));
}

/**
 * Marks an option correct. single: the option becomes the only correct one; multiple: its mark toggles
 * (`correct` sets it explicitly).
 */
export function markCorrect(options: readonly OptionDraft[], index: number, type: QuestionType, correct?: boolean): OptionDraft[] {
  if (type === 'single') return options.map((o, i) => ({ ...o, Correct: i === index }));
  return options.map((o, i) => (i === index ? { ...o, Correct: correct ?? !o.Correct } : o));
}

/** Moves an option up (-1) or down (+1); out-of-range moves change nothing. */
export function moveOption(options: readonly OptionDraft[], index: number, delta: -1 | 1): OptionDraft[] {
  return moveItem(options, index, delta);
}

/** Moves one item of a list by one place; the list is returned unchanged (copied) at either end. */
export function moveItem<T>(list: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list];
  const out = [...list];
  [out[index], out[target]] = [out[target]!, out[index]!];
  return out;
}

/**
 * Options after the question type changes: a single-choice question keeps only its first correct mark;
 * a choice question gets at least the minimum number of options.
 */
export function optionsForType(options: readonly OptionDraft[], type: QuestionType): OptionDraft[] {
  if (!hasOptions(type)) return [...options];
  let out = [...options];
  while (out.length < MIN_OPTIONS) out = [...out, blankOption()];
  if (type === 'single') {
    const first = out.findIndex((o) => o.Correct);
    out = out.map((o, i) => ({ ...o, Correct: i === first }));
  }
  return out;
}
