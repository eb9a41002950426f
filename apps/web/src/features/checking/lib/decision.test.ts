import { describe, expect, it } from 'vitest';
import { acceptBody, acceptFormSchema, reattemptsLeftAfterReturn, returnFormSchema, totalAttempts } from './decision.ts';

describe('reattemptsLeftAfterReturn', () => {
  it('should leave every reattempt when the first attempt is returned', () => {
    expect(reattemptsLeftAfterReturn(1, 2)).toBe(2);
  });

  it('should leave none when the last allowed attempt is returned, and never go below zero', () => {
    expect(reattemptsLeftAfterReturn(3, 2)).toBe(0);
    expect(reattemptsLeftAfterReturn(5, 2)).toBe(0);
    expect(reattemptsLeftAfterReturn(1, 0)).toBe(0);
  });

  it('should count the first submission in the total attempts', () => {
    expect(totalAttempts(2)).toBe(3);
  });
});

describe('acceptFormSchema', () => {
  const schema = acceptFormSchema(10);
  const messages = (v: unknown) => schema.safeParse(v).error?.issues.map((i) => i.message) ?? [];

  it('should accept a whole score from 0 to the maximum with optional feedback', () => {
    expect(schema.safeParse({ Score: 0, Feedback: '' }).success).toBe(true);
    expect(schema.safeParse({ Score: 10 }).data).toEqual({ Score: 10, Feedback: '' });
  });

  it('should refuse a score above the assignment maximum, below zero, or with decimals', () => {
    expect(messages({ Score: 11, Feedback: '' })).toEqual(['validation.scoreRange']);
    expect(messages({ Score: -1, Feedback: '' })).toEqual(['validation.scoreRange']);
    expect(messages({ Score: 7.5, Feedback: '' })).toEqual(['validation.scoreWhole']);
  });

  it('should ask for a score when the field is empty', () => {
    expect(messages({ Score: '', Feedback: '' })).toEqual(['validation.scoreRequired']);
  });

  it('should send the score and the trimmed feedback', () => {
    expect(acceptBody({ Score: 8, Feedback: '  Good work \n' })).toEqual({ Score: 8, Feedback: 'Good work' });
  });
});

describe('returnFormSchema', () => {
  it('should require feedback that is not only spaces', () => {
    expect(returnFormSchema.safeParse({ Feedback: '   ' }).error?.issues[0]?.message).toBe('validation.feedbackRequired');
    expect(returnFormSchema.safeParse({ Feedback: ' Add the three-way match ' }).data).toEqual({ Feedback: 'Add the three-way match' });
  });

  it('should refuse feedback over 5000 characters', () => {
    expect(returnFormSchema.safeParse({ Feedback: 'x'.repeat(5001) }).error?.issues[0]?.message).toBe('validation.feedbackTooLong');
  });
});
