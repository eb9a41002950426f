import { create } from 'zustand';
import type { Answer, Attempt, ProgressFilter } from '@app/contracts/assessments';

export type AttemptQuestion = Attempt['Questions'][number];

/**
 * The spec's "Test/capsule session" (section 3): TestID, attempts, result page flag, total question count,
 * the catalogue filters (level/category/subcategory and progress), active question number, submitted and
 * completed flags, issue text; plus the attempt's answers and flags as shown. Not persisted (spec section 4:
 * only language, menu and settings survive a reload); unsent answers live in the save queue's storage.
 */
export interface TestSessionState {
  TestID: number | null;
  /** Attempts used of the current test. */
  attempts: number;
  /** The result page is shown (rather than the player). */
  resultPage: boolean;
  totalQuestions: number;
  /** 0-based index of the active question. */
  activeQuestion: number;
  submitted: boolean;
  completed: boolean;
  questions: AttemptQuestion[];
  answers: Record<string, Answer>;
  flagged: Record<string, boolean>;
  /** Text of the issue being reported. */
  issueText: string;
  // Catalogue filters.
  level: number | null;
  category: number | null;
  subcategory: number | null;
  progress: ProgressFilter;

  /** Opens an attempt: its questions, answers (already merged with unsent local ones) and flags. */
  loadAttempt: (a: { TestID: number; attempts: number; questions: AttemptQuestion[]; activeQuestion: number; answers: Record<string, Answer>; flagged: Record<string, boolean> }) => void;
  setAnswer: (questionId: number, answer: Answer) => void;
  setFlagged: (questionId: number, flagged: boolean) => void;
  setActiveQuestion: (index: number) => void;
  setIssueText: (text: string) => void;
  showResult: (testId: number) => void;
  setFilters: (f: Partial<Pick<TestSessionState, 'level' | 'category' | 'subcategory' | 'progress'>>) => void;
  /**
   * Spec section 4, "clearing a test": submitted, completed, questions, active question (0), result page and
   * test id go back to their defaults. The catalogue filters stay.
   */
  clearTest: () => void;
}

const cleared = {
  TestID: null,
  attempts: 0,
  resultPage: false,
  totalQuestions: 0,
  activeQuestion: 0,
  submitted: false,
  completed: false,
  questions: [],
  answers: {},
  flagged: {},
  issueText: '',
} satisfies Partial<TestSessionState>;

export const useTestSession = create<TestSessionState>()((set) => ({
  ...cleared,
  level: null,
  category: null,
  subcategory: null,
  progress: 'All',
  loadAttempt: (a) =>
    set({
      TestID: a.TestID,
      attempts: a.attempts,
      questions: a.questions,
      totalQuestions: a.questions.length,
      activeQuestion: Math.min(Math.max(0, a.activeQuestion), Math.max(0, a.questions.length - 1)),
      answers: a.answers,
      flagged: a.flagged,
      submitted: false,
      completed: false,
      resultPage: false,
    }),
  setAnswer: (questionId, answer) => set((s) => ({ answers: { ...s.answers, [questionId]: answer } })),
  setFlagged: (questionId, flagged) => set((s) => ({ flagged: { ...s.flagged, [questionId]: flagged } })),
  setActiveQuestion: (index) => set((s) => ({ activeQuestion: Math.min(Math.max(0, index), Math.max(0, s.questions.length - 1)) })),
  setIssueText: (issueText) => set({ issueText }),
  showResult: (testId) => set({ TestID: testId, submitted: true, completed: true, resultPage: true }),
  setFilters: (f) => set(f),
  clearTest: () => set(cleared),
}));
