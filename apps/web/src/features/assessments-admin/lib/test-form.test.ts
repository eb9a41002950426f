import { describe, expect, it } from 'vitest';
import { emptyTest, formToTestInput, validateTestForm, type TestFormValues } from './test-form.ts';

const messages = { duration: 'bad duration' };
const q = (ID: number) => ({ ID, Text: `Q${ID}`, Type: 'single' as const, Marks: 1 });
const filled = (patch: Partial<TestFormValues> = {}): TestFormValues => ({ ...emptyTest(), Title: 'SAP basics', Questions: [q(3), q(1)], ...patch });

describe('test form', () => {
  it('should send the questions in the chosen order, the duration in seconds and the status', () => {
    const body = formToTestInput(filled({ Duration: '12:30', Published: true, AttemptsAllowed: '' }));
    expect(body).toMatchObject({ QuestionIDs: [3, 1], DurationSeconds: 750, Status: 'published', AttemptsAllowed: null, RandomCount: null });
    expect(validateTestForm(filled({ Published: true }), messages)).toEqual({});
  });

  it('should report an unreadable duration on the Duration field', () => {
    expect(validateTestForm(filled({ Duration: '10:75' }), messages).Duration).toBe('bad duration');
    expect(validateTestForm(filled({ Duration: '00:05' }), messages).Duration).toBeTruthy();
  });

  it('should refuse to publish a hand-picked test without questions, but keep it as a draft', () => {
    expect(validateTestForm(filled({ Questions: [], Published: true }), messages).Questions).toBeTruthy();
    expect(validateTestForm(filled({ Questions: [] }), messages)).toEqual({});
  });

  it('should send no hand-picked ids for a random draw and need how many to draw', () => {
    const random = filled({ Selection: 'random', RandomCount: 5, LevelID: '2', Published: true });
    expect(formToTestInput(random)).toMatchObject({ Selection: 'random', QuestionIDs: [], RandomCount: 5, LevelID: 2 });
    expect(validateTestForm(random, messages)).toEqual({});
    expect(validateTestForm({ ...random, RandomCount: '' }, messages).RandomCount).toBeTruthy();
  });

  it('should check title and pass percentage', () => {
    const errors = validateTestForm(filled({ Title: ' ', PassPercentage: 120 }), messages);
    expect(Object.keys(errors).sort()).toEqual(['PassPercentage', 'Title']);
  });
});
