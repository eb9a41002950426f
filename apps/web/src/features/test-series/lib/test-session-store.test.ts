import { describe, expect, it } from 'vitest';
import { useTestSession } from './test-session-store.ts';

describe('test session store (spec section 3 "Test/capsule session")', () => {
  it('clearing a test resets submitted, completed, questions, active question, result page and test id, and keeps the filters', () => {
    const s = useTestSession.getState();
    s.setFilters({ progress: 'Completed', level: 3 });
    s.loadAttempt({
      TestID: 9, attempts: 1, activeQuestion: 1, answers: { 1: { OptionIDs: ['a'] } }, flagged: { 1: true },
      questions: [
        { Position: 0, QuestionID: 1, Type: 'single', Text: 'Q1', ImageUrl: null, Options: [], Marks: 1, NegativeMarks: 0, Answer: null, Seq: 0, Flagged: false },
        { Position: 1, QuestionID: 2, Type: 'numeric', Text: 'Q2', ImageUrl: null, Options: [], Marks: 1, NegativeMarks: 0, Answer: null, Seq: 0, Flagged: false },
      ],
    });
    s.setIssueText('typo');
    useTestSession.getState().showResult(9);
    expect(useTestSession.getState()).toMatchObject({ TestID: 9, submitted: true, completed: true, resultPage: true, activeQuestion: 1, totalQuestions: 2 });

    useTestSession.getState().clearTest();
    expect(useTestSession.getState()).toMatchObject({
      TestID: null, submitted: false, completed: false, questions: [], activeQuestion: 0, resultPage: false, totalQuestions: 0,
      answers: {}, flagged: {}, issueText: '', progress: 'Completed', level: 3,
    });
  });

  it('keeps the active question within the attempt', () => {
    const s = useTestSession.getState();
    s.loadAttempt({ TestID: 1, attempts: 0, activeQuestion: 7, answers: {}, flagged: {}, questions: [
      { Position: 0, QuestionID: 1, Type: 'single', Text: 'Q1', ImageUrl: null, Options: [], Marks: 1, NegativeMarks: 0, Answer: null, Seq: 0, Flagged: false },
    ] });
    expect(useTestSession.getState().activeQuestion).toBe(0);
    useTestSession.getState().setActiveQuestion(-3);
    expect(useTestSession.getState().activeQuestion).toBe(0);
  });
});
