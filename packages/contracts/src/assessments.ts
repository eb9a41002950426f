import { z } from 'zod';
import { listQuerySchema } from './list.ts';
import { idField, idValue, MAX_ID, uintQuery } from './ids.ts';
import { isWebAddress, WEB_ADDRESS_MESSAGE } from './validation.ts';

/*
 * Assessment engine: question bank, tests, test series, attempts, results and reports.
 * Field names follow the spec's PascalCase entities (ID, Title, Description, CreatedOn).
 * Answer keys (Correct, NumericAnswer, NumericTolerance, TrueFalseAnswer, Explanation) appear only in staff
 * schemas and in a submitted attempt's review: never in a learner's attempt before submission.
 */

export const questionTypes = ['single', 'multiple', 'truefalse', 'numeric'] as const;
export type QuestionType = (typeof questionTypes)[number];

/** Options a choice question may have. */
export const MIN_OPTIONS = 2;
export const MAX_OPTIONS = 8;
export const RICH_TEXT_MAX = 20_000;
/** Questions a test may hold by hand, and draw at random. */
export const MAX_TEST_QUESTIONS = 500;
/** Spec section 9: question listing defaults. */
export const QUESTION_LIST_SIZE = 50;
/** Rows a question import may hold. */
export const IMPORT_MAX_ROWS = 2000;
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/** Test time shown as mm:ss (minutes may exceed 59: 90 minutes is "90:00"). */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

const masterRef = idValue.nullable().optional();
/** Marks with at most two decimals. */
const marksField = z.number().finite().min(0).max(1000).multipleOf(0.01);

/** Answer of a question image upload: the address to put in ImageUrl. */
export const questionImageSchema = z.object({ Url: z.string(), Size: z.number().int(), ContentType: z.string() });
export type QuestionImage = z.infer<typeof questionImageSchema>;
export const questionImageParamSchema = z.object({
  yyyy: z.string().regex(/^\d{4}$/),
  mm: z.string().regex(/^\d{2}$/),
  file: z.string().regex(/^[0-9a-f-]{36}$/, 'Unknown image'),
});

/** An image: absolute http(s) URL or a path on this site. */
export const imageUrlField = z.string().trim().max(2000).refine((v) => v === '' || isWebAddress(v), WEB_ADDRESS_MESSAGE);

export const optionInputSchema = z.object({
  /** Stable id within the question; given back when editing so reports keep counting the same option. */
  ID: z.string().trim().regex(/^[A-Za-z0-9_-]{1,20}$/, 'Letters, digits, - and _ only').optional(),
  /** Rich text (sanitized on the server). */
  Text: z.string().trim().min(1, 'Required').max(2000, 'At most 2000 characters'),
  Correct: z.boolean().default(false),
});

/** Create or replace a question (staff). */
export const questionInputSchema = z
  .object({
    /** Rich text (HTML, sanitized on the server with an allow-list). */
    Text: z.string().trim().min(1, 'Required').max(RICH_TEXT_MAX, `At most ${RICH_TEXT_MAX} characters`),
    ImageUrl: imageUrlField.nullable().optional(),
    Type: z.enum(questionTypes),
    /** single: exactly one correct; multiple: at least one correct. Ignored for truefalse and numeric. */
    Options: z.array(optionInputSchema).max(MAX_OPTIONS, `At most ${MAX_OPTIONS} options`).default([]),
    /** truefalse: the correct answer. */
    TrueFalseAnswer: z.boolean().nullable().optional(),
    /** numeric: the correct value and the accepted distance from it. */
    NumericAnswer: z.number().finite().nullable().optional(),
    NumericTolerance: z.number().finite().min(0).default(0),
    /** Rich text shown in the review after submission when the test allows it. */
    Explanation: z.string().trim().max(RICH_TEXT_MAX, `At most ${RICH_TEXT_MAX} characters`).default(''),
    Marks: marksField.refine((v) => v > 0, 'Must be more than 0').default(1),
    /** Deducted for a wrong answer (not for an unanswered one). */
    NegativeMarks: marksField.default(0),
    /** Master ids: questionLevels, categories, subcategories, modules (ERP module tag). */
    LevelID: masterRef,
    CategoryID: masterRef,
    SubcategoryID: masterRef,
    ModuleID: masterRef,
  })
  .superRefine((q, ctx) => {
    if (q.Type === 'single' || q.Type === 'multiple') {
      if (q.Options.length < MIN_OPTIONS) ctx.addIssue({ code: 'custom', path: ['Options'], message: `At least ${MIN_OPTIONS} options` });
      const correct = q.Options.filter((o) => o.Correct).length;
      if (q.Type === 'single' && correct !== 1) ctx.addIssue({ code: 'custom', path: ['Options'], message: 'Mark exactly one option correct' });
      if (q.Type === 'multiple' && correct < 1) ctx.addIssue({ code: 'custom', path: ['Options'], message: 'Mark at least one option correct' });
      const ids = q.Options.map((o) => o.ID).filter(Boolean);
      if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', path: ['Options'], message: 'Option ids must be unique' });
    }
    if (q.Type === 'truefalse' && typeof q.TrueFalseAnswer !== 'boolean') {
      ctx.addIssue({ code: 'custom', path: ['TrueFalseAnswer'], message: 'Choose True or False' });
    }
    if (q.Type === 'numeric' && typeof q.NumericAnswer !== 'number') {
      ctx.addIssue({ code: 'custom', path: ['NumericAnswer'], message: 'Enter the correct value' });
    }
  });
export type QuestionInput = z.infer<typeof questionInputSchema>;

export const optionSchema = z.object({ ID: z.string(), Text: z.string(), Correct: z.boolean() });

/** A question as staff see it, answer key included. */
export const questionSchema = z.object({
  ID: z.number().int(),
  Text: z.string(),
  ImageUrl: z.string().nullable(),
  Type: z.enum(questionTypes),
  Options: z.array(optionSchema),
  TrueFalseAnswer: z.boolean().nullable(),
  NumericAnswer: z.number().nullable(),
  NumericTolerance: z.number(),
  Explanation: z.string(),
  Marks: z.number(),
  NegativeMarks: z.number(),
  LevelID: z.number().int().nullable(),
  CategoryID: z.number().int().nullable(),
  SubcategoryID: z.number().int().nullable(),
  ModuleID: z.number().int().nullable(),
  CreatedOn: z.string(),
  UpdatedOn: z.string(),
});
export type Question = z.infer<typeof questionSchema>;

/** A row of the question list (the spec's "Test question: ID"). */
export const questionRowSchema = z.object({
  ID: z.number().int(),
  /** Plain text of the question, cut to 300 characters. */
  Text: z.string(),
  Type: z.enum(questionTypes),
  Marks: z.number(),
  NegativeMarks: z.number(),
  LevelID: z.number().int().nullable(),
  Level: z.string().nullable(),
  CategoryID: z.number().int().nullable(),
  Category: z.string().nullable(),
  SubcategoryID: z.number().int().nullable(),
  Subcategory: z.string().nullable(),
  ModuleID: z.number().int().nullable(),
  Module: z.string().nullable(),
  CreatedOn: z.string(),
});
export type QuestionRow = z.infer<typeof questionRowSchema>;

const optionalId = idField.optional();

/**
 * Question list query: the shared list query, plus the spec's call-table spelling
 * (`size`, 1-based `page`, `order=ID,desc`, `text`), which wins when given.
 */
export const questionsListQuerySchema = listQuerySchema.extend({
  size: uintQuery(1, 500).optional().describe('page size (spec spelling)'),
  page: uintQuery(1, MAX_ID).optional().describe('1-based page (spec spelling)'),
  order: z.string().max(60).optional().describe("'COLUMN,asc|desc', e.g. ID,desc"),
  text: z.string().max(200).optional().describe('search term (spec spelling)'),
  type: z.enum(questionTypes).optional(),
  levelId: optionalId,
  categoryId: optionalId,
  subcategoryId: optionalId,
  moduleId: optionalId,
});
export type QuestionsListQuery = z.infer<typeof questionsListQuerySchema>;

export const sheetFormats = ['csv', 'xlsx'] as const;
export const sheetFormatQuerySchema = z.object({ format: z.enum(sheetFormats).default('csv') });
export const questionsExportQuerySchema = questionsListQuerySchema.extend({ format: z.enum(sheetFormats).default('csv') });

/** Columns of the import/export sheet, in order. Header names match case-insensitively. */
export const questionSheetColumns = [
  'Type', 'Text', 'ImageUrl',
  ...Array.from({ length: MAX_OPTIONS }, (_, i) => `Option${i + 1}`),
  'Correct', 'Tolerance', 'Explanation', 'Marks', 'NegativeMarks', 'Level', 'Category', 'Subcategory', 'Module',
] as const;
export const requiredSheetColumns = ['Type', 'Text', 'Correct'] as const;

/** Why one row of an import was rejected. */
export const importRejectionSchema = z.object({
  /** Row number in the sheet (the header is row 1). */
  Row: z.number().int(),
  Errors: z.array(z.object({ Column: z.string(), Message: z.string() })),
});
export const importReportSchema = z.object({
  /** Data rows read (blank rows are skipped). */
  Rows: z.number().int(),
  Imported: z.number().int(),
  ImportedIDs: z.array(z.number().int()),
  Rejected: z.array(importRejectionSchema),
});
export type ImportReport = z.infer<typeof importReportSchema>;

// ---------------------------------------------------------------- tests

export const testStatuses = ['draft', 'published'] as const;
export const selectionModes = ['manual', 'random'] as const;

export const testInputSchema = z
  .object({
    Title: z.string().trim().min(1, 'Required').max(200, 'At most 200 characters'),
    Description: z.string().trim().max(5000, 'At most 5000 characters').default(''),
    /** Time allowed in seconds (shown as mm:ss). */
    DurationSeconds: z.number().int().min(10, 'At least 10 seconds').max(24 * 3600, 'At most 24 hours'),
    PassPercentage: z.number().min(0).max(100).default(50),
    /** Attempts a learner may make; null for no limit. */
    AttemptsAllowed: z.number().int().min(1).max(100).nullable().default(1),
    ShuffleQuestions: z.boolean().default(false),
    ShuffleOptions: z.boolean().default(false),
    /** manual: QuestionIDs in order; random: RandomCount questions drawn per attempt from the bank by level/category/subcategory. */
    Selection: z.enum(selectionModes).default('manual'),
    QuestionIDs: z.array(idValue).max(MAX_TEST_QUESTIONS).default([]),
    RandomCount: z.number().int().min(1).max(MAX_TEST_QUESTIONS).nullable().optional(),
    /** Classification for the catalogue filters; also the bank filter of a random draw. */
    LevelID: masterRef,
    CategoryID: masterRef,
    SubcategoryID: masterRef,
    /** Show correct answers and explanations after submission. */
    ShowAnswers: z.boolean().default(true),
    Status: z.enum(testStatuses).default('draft'),
    /** Listed in the learners' Test Series catalogue. */
    InSeries: z.boolean().default(false),
  })
  .superRefine((t, ctx) => {
    if (new Set(t.QuestionIDs).size !== t.QuestionIDs.length) ctx.addIssue({ code: 'custom', path: ['QuestionIDs'], message: 'A question appears twice' });
    if (t.Selection === 'random' && !t.RandomCount) ctx.addIssue({ code: 'custom', path: ['RandomCount'], message: 'How many questions to draw' });
    if (t.Status === 'published' && t.Selection === 'manual' && t.QuestionIDs.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['QuestionIDs'], message: 'A published test needs questions' });
    }
  });
export type TestInput = z.infer<typeof testInputSchema>;

/** The Tests list row: ID, Title, Description, CreatedOn (spec), with a few more for the screen. */
export const testRowSchema = z.object({
  ID: z.number().int(),
  Title: z.string(),
  Description: z.string(),
  CreatedOn: z.string(),
  Status: z.enum(testStatuses),
  InSeries: z.boolean(),
  Selection: z.enum(selectionModes),
  DurationSeconds: z.number().int(),
  /** mm:ss */
  Duration: z.string(),
});
export type TestRow = z.infer<typeof testRowSchema>;

export const testQuestionSummarySchema = z.object({ ID: z.number().int(), Text: z.string(), Type: z.enum(questionTypes), Marks: z.number() });

/** A test as staff edit it. */
export const testSchema = z.object({
  ID: z.number().int(),
  Title: z.string(),
  Description: z.string(),
  DurationSeconds: z.number().int(),
  Duration: z.string(),
  PassPercentage: z.number(),
  AttemptsAllowed: z.number().int().nullable(),
  ShuffleQuestions: z.boolean(),
  ShuffleOptions: z.boolean(),
  Selection: z.enum(selectionModes),
  QuestionIDs: z.array(z.number().int()),
  Questions: z.array(testQuestionSummarySchema),
  RandomCount: z.number().int().nullable(),
  LevelID: z.number().int().nullable(),
  CategoryID: z.number().int().nullable(),
  SubcategoryID: z.number().int().nullable(),
  ShowAnswers: z.boolean(),
  Status: z.enum(testStatuses),
  InSeries: z.boolean(),
  /** Questions a random draw can pick from today. */
  BankSize: z.number().int().nullable(),
  CreatedOn: z.string(),
  UpdatedOn: z.string(),
});
export type Test = z.infer<typeof testSchema>;

export const testsListQuerySchema = listQuerySchema.extend({
  status: z.enum(testStatuses).optional(),
  inSeries: z.enum(['true', 'false']).optional(),
});

// ---------------------------------------------------------------- test series (learner catalogue)

/** Spec section 4: the test progress filter. */
export const progressFilters = ['All', 'Not Attempted', 'In Progress', 'Completed'] as const;
export type ProgressFilter = (typeof progressFilters)[number];
export const progressStates = ['Not Attempted', 'In Progress', 'Completed'] as const;

export const testSeriesQuerySchema = listQuerySchema.extend({
  level: optionalId,
  category: optionalId,
  subcategory: optionalId,
  progress: z.enum(progressFilters).default('All'),
});

/** Choices of the catalogue filters: the master entries that published series tests use (public). */
export const testSeriesFilterOptionsSchema = z.object({
  Levels: z.array(z.object({ ID: z.number().int(), Title: z.string() })),
  Categories: z.array(z.object({ ID: z.number().int(), Title: z.string() })),
  Subcategories: z.array(z.object({ ID: z.number().int(), Title: z.string() })),
});
export type TestSeriesFilterOptions = z.infer<typeof testSeriesFilterOptionsSchema>;

export const testSeriesItemSchema = z.object({
  ID: z.number().int(),
  Title: z.string(),
  Description: z.string(),
  CreatedOn: z.string(),
  DurationSeconds: z.number().int(),
  Duration: z.string(),
  PassPercentage: z.number(),
  /** Questions each attempt holds. */
  QuestionCount: z.number().int(),
  LevelID: z.number().int().nullable(),
  CategoryID: z.number().int().nullable(),
  SubcategoryID: z.number().int().nullable(),
  AttemptsAllowed: z.number().int().nullable(),
  /** Attempts of the caller, the open one included (it counts from its start). */
  AttemptsUsed: z.number().int(),
  /** Not Attempted: none; In Progress: an attempt is open; Completed: submitted at least once, none open. */
  Progress: z.enum(progressStates),
  OpenAttemptID: z.number().int().nullable(),
  /** Seconds left on the open attempt by the server's clock (it runs whether or not the learner is in the test). */
  OpenRemainingSeconds: z.number().int().nullable(),
  BestPercentage: z.number().nullable(),
  Passed: z.boolean(),
});
export type TestSeriesItem = z.infer<typeof testSeriesItemSchema>;

export const attemptSummarySchema = z.object({
  ID: z.number().int(),
  AttemptNo: z.number().int(),
  Status: z.enum(['open', 'submitted']),
  StartedOn: z.string(),
  SubmittedOn: z.string().nullable(),
  Score: z.number().nullable(),
  MaxScore: z.number().nullable(),
  Percentage: z.number().nullable(),
  Passed: z.boolean().nullable(),
});

export const testSeriesDetailSchema = testSeriesItemSchema.extend({
  Attempts: z.array(attemptSummarySchema),
  /** Whether a new attempt may start now (none open and attempts remain). */
  CanStart: z.boolean(),
});

// ---------------------------------------------------------------- attempts

/** Where an attempt was started from; handed back to result listeners (the learning core). */
export const attemptContextSchema = z.discriminatedUnion('Kind', [
  z.object({ Kind: z.literal('series') }),
  z.object({ Kind: z.literal('lesson'), CourseID: idValue, LessonID: idValue }),
  z.object({ Kind: z.literal('capsule'), CapsuleID: idValue }),
  /** The assessment of a job invitation (started by the jobs module for the invited candidate). */
  z.object({ Kind: z.literal('job'), InvitationID: idValue }),
]);
export type AttemptContext = z.infer<typeof attemptContextSchema>;

/**
 * POST /attempts: without a context (or with Kind 'series') only a published test listed in Test Series starts.
 * A lesson context only says which lesson the learner comes from: the server starts the test only when it is
 * that lesson's test and the learner may open the lesson (admitted, not locked), as
 * POST /course/{id}/lessons/{lessonId}/test/start does, and stores the context it verified. Anything else answers
 * 404; Kind 'capsule' answers 422 (capsules are not built yet).
 */
export const startAttemptBodySchema = z.object({
  TestID: idValue,
  /** Where the learner comes from; checked by the server, never stored as sent. */
  Context: attemptContextSchema.optional(),
});

/**
 * A learner's answer: OptionIDs for single (one), multiple (any) and truefalse ('true' or 'false');
 * Value for numeric. null clears the answer.
 */
export const answerSchema = z
  .union([
    z.object({ OptionIDs: z.array(z.string().max(20)).max(MAX_OPTIONS) }).strict(),
    z.object({ Value: z.number().finite() }).strict(),
  ])
  .nullable();
export type Answer = z.infer<typeof answerSchema>;

/** A question inside an open attempt: no answer key. */
export const attemptQuestionSchema = z.object({
  /** 0-based place in this attempt (fixed at start). */
  Position: z.number().int(),
  QuestionID: z.number().int(),
  Type: z.enum(questionTypes),
  Text: z.string(),
  ImageUrl: z.string().nullable(),
  /** In this attempt's order; empty for numeric. */
  Options: z.array(z.object({ ID: z.string(), Text: z.string() })),
  Marks: z.number(),
  NegativeMarks: z.number(),
  Answer: answerSchema,
  /** The sequence number of the stored answer (0: never saved). */
  Seq: z.number().int(),
  Flagged: z.boolean(),
});

export const attemptSchema = z.object({
  ID: z.number().int(),
  TestID: z.number().int(),
  TestTitle: z.string(),
  AttemptNo: z.number().int(),
  AttemptsAllowed: z.number().int().nullable(),
  Status: z.enum(['open', 'submitted']),
  /** Spec "submitted and completed flags": both true once the attempt is closed. */
  Submitted: z.boolean(),
  Completed: z.boolean(),
  StartedOn: z.string(),
  Deadline: z.string(),
  /** Server clock at the time of this response. */
  ServerTime: z.string(),
  DurationSeconds: z.number().int(),
  RemainingSeconds: z.number().int(),
  /** mm:ss */
  Remaining: z.string(),
  /** 0-based index into Questions. */
  ActiveQuestion: z.number().int(),
  TotalQuestions: z.number().int(),
  AnsweredCount: z.number().int(),
  FlaggedCount: z.number().int(),
  /** Highest sequence number stored in this attempt; a resuming client continues above it. */
  LastSeq: z.number().int(),
  Context: attemptContextSchema.nullable(),
  Questions: z.array(attemptQuestionSchema),
});
export type Attempt = z.infer<typeof attemptSchema>;

export const attemptParamSchema = z.object({ id: idField });
export const attemptQuestionParamSchema = z.object({ id: idField, questionId: idField });

export const saveAnswerBodySchema = z.object({
  Answer: answerSchema,
  /** Client sequence number, increasing per attempt; a save at or below the stored one is ignored (and acknowledged). */
  Seq: z.number().int().min(1).max(2 ** 31 - 1),
});

export const saveAckSchema = z.object({
  QuestionID: z.number().int(),
  /** Whether this save changed the stored answer. */
  Applied: z.boolean(),
  /** The stored answer and its sequence number after this save. */
  Seq: z.number().int(),
  Answer: answerSchema,
  SavedOn: z.string().nullable(),
  RemainingSeconds: z.number().int(),
});

export const flagBodySchema = z.object({ Flagged: z.boolean() });
export const flagAckSchema = z.object({ QuestionID: z.number().int(), Flagged: z.boolean() });
export const activeQuestionBodySchema = z.object({ ActiveQuestion: z.number().int().min(0).max(MAX_TEST_QUESTIONS) });
export const activeQuestionAckSchema = z.object({ ActiveQuestion: z.number().int() });

/** Report an issue with a question (spec "issue text"); reaches staff. */
export const reportIssueBodySchema = z.object({
  QuestionID: idValue,
  Text: z.string().trim().min(1, 'Required').max(2000, 'At most 2000 characters'),
});

export const reviewItemSchema = z.object({
  Position: z.number().int(),
  QuestionID: z.number().int(),
  Type: z.enum(questionTypes),
  Text: z.string(),
  ImageUrl: z.string().nullable(),
  Options: z.array(optionSchema),
  NumericAnswer: z.number().nullable(),
  NumericTolerance: z.number().nullable(),
  Explanation: z.string(),
  Answer: answerSchema,
  Correct: z.boolean(),
  Marks: z.number(),
  Awarded: z.number(),
});

export const attemptResultSchema = z.object({
  AttemptID: z.number().int(),
  TestID: z.number().int(),
  TestTitle: z.string(),
  AttemptNo: z.number().int(),
  Score: z.number(),
  MaxScore: z.number(),
  Percentage: z.number(),
  PassPercentage: z.number(),
  Passed: z.boolean(),
  TimeTakenSeconds: z.number().int(),
  /** mm:ss */
  TimeTaken: z.string(),
  StartedOn: z.string(),
  SubmittedOn: z.string(),
  /** learner: submitted by the learner; deadline: closed by the server at the deadline. */
  ClosedBy: z.enum(['learner', 'deadline']),
  TotalQuestions: z.number().int(),
  AnsweredCount: z.number().int(),
  CorrectCount: z.number().int(),
  AttemptsUsed: z.number().int(),
  AttemptsAllowed: z.number().int().nullable(),
  CanReattempt: z.boolean(),
  /** Present only when the test shows answers after submission. */
  Review: z.array(reviewItemSchema).nullable(),
  Context: attemptContextSchema.nullable(),
});
export type AttemptResult = z.infer<typeof attemptResultSchema>;

// ---------------------------------------------------------------- reports

export const testIdParamSchema = z.object({ testId: idField });
export const testQuestionParamSchema = z.object({ testId: idField, questionId: idField });

export const questionPerformanceSchema = z.object({
  QuestionID: z.number().int(),
  Text: z.string(),
  Type: z.enum(questionTypes),
  /** Submitted attempts that held the question. */
  Responses: z.number().int(),
  Answered: z.number().int(),
  CorrectCount: z.number().int(),
  /** Share of responses answered correctly (0..1); null without responses. */
  Facility: z.number().nullable(),
  /** Facility in the top 27% by total score minus that in the bottom 27%; null under 2 responses. */
  Discrimination: z.number().nullable(),
  /** Mean seconds the question was the active one, over responses that spent time on it. */
  MeanTimeSeconds: z.number().nullable(),
  /** Whether there are enough responses (MinResponses) for the figures to flag anything. */
  EnoughResponses: z.boolean(),
  MinResponses: z.number().int(),
  /** With enough responses: facility under 0.1 or over 0.95, or negative discrimination. */
  Defective: z.boolean(),
  DefectReasons: z.array(z.string()),
});
export type QuestionPerformance = z.infer<typeof questionPerformanceSchema>;

export const questionPerformanceDetailSchema = questionPerformanceSchema.extend({
  Options: z.array(z.object({ ID: z.string(), Text: z.string(), Correct: z.boolean(), Chosen: z.number().int() })),
  /** numeric questions: the values given, most frequent first. */
  Values: z.array(z.object({ Value: z.number(), Count: z.number().int() })),
  Unanswered: z.number().int(),
});

export const testPerformanceRowSchema = z.object({
  TestID: z.number().int(),
  Title: z.string(),
  Attempts: z.number().int(),
  Learners: z.number().int(),
  MeanPercentage: z.number().nullable(),
  PassRate: z.number().nullable(),
});

export const learnerResultsQuerySchema = listQuerySchema.extend({
  testId: optionalId,
  userId: optionalId,
});
export const learnerResultRowSchema = z.object({
  UserID: z.number().int(),
  UserName: z.string(),
  Email: z.string(),
  TestID: z.number().int(),
  TestTitle: z.string(),
  Attempts: z.number().int(),
  BestScore: z.number(),
  BestPercentage: z.number(),
  Passed: z.boolean(),
  LastAttemptOn: z.string(),
});
export type LearnerResultRow = z.infer<typeof learnerResultRowSchema>;

export const learnerTestParamSchema = z.object({ userId: idField, testId: idField });
export const learnerAttemptSchema = attemptSummarySchema.extend({
  TimeTakenSeconds: z.number().int().nullable(),
  ClosedBy: z.enum(['learner', 'deadline']).nullable(),
  Answers: z.array(
    z.object({
      Position: z.number().int(),
      QuestionID: z.number().int(),
      Text: z.string(),
      Type: z.enum(questionTypes),
      Answer: answerSchema,
      /** The answer in words: option texts, the value, or '' when unanswered. */
      AnswerText: z.string(),
      CorrectText: z.string(),
      Correct: z.boolean().nullable(),
      Awarded: z.number().nullable(),
      TimeSeconds: z.number(),
      Flagged: z.boolean(),
    }),
  ),
});
export const learnerTestDetailSchema = z.object({
  UserID: z.number().int(),
  UserName: z.string(),
  TestID: z.number().int(),
  TestTitle: z.string(),
  Attempts: z.array(learnerAttemptSchema),
});

export const issueStatuses = ['open', 'resolved'] as const;
export const issuesListQuerySchema = listQuerySchema.extend({ status: z.enum(issueStatuses).optional() });
export const questionIssueRowSchema = z.object({
  ID: z.number().int(),
  QuestionID: z.number().int(),
  QuestionText: z.string(),
  TestID: z.number().int(),
  TestTitle: z.string(),
  AttemptID: z.number().int(),
  Text: z.string(),
  UserID: z.number().int(),
  UserName: z.string(),
  CreatedOn: z.string(),
  Status: z.enum(issueStatuses),
  ResolvedOn: z.string().nullable(),
});
export type QuestionIssueRow = z.infer<typeof questionIssueRowSchema>;
export const issueParamSchema = z.object({ id: idField });
export const idParamSchema = z.object({ id: idField });
