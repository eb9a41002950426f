import { z } from 'zod';
import { idField, idValue } from './ids.ts';
import { listQuerySchema } from './list.ts';

/** A question to the bot: at least this many characters (after trimming), at most CHATBOT_QUESTION_MAX. */
export const CHATBOT_QUESTION_MIN = 3;
export const CHATBOT_QUESTION_MAX = 500;
/** Questions one account may ask per minute (everyone, staff too: the bot is not free to run). */
export const CHATBOT_QUESTIONS_PER_MINUTE = 12;
/** Question variants of one trained pair. */
export const CHATBOT_VARIANTS_MAX = 10;
export const CHATBOT_ANSWER_MAX = 4000;
export const CHATBOT_LINKS_MAX = 5;
/** A match at or above this score answers; below it the bot says it does not know (0..1). */
export const CHATBOT_MIN_SCORE = 0.42;

const id = z.number().int();
const iso = z.string();

/** What a source is: a staff-trained answer or an approved knowledge repository item. */
export const chatSourceKinds = ['pair', 'knowledge'] as const;
export type ChatSourceKind = (typeof chatSourceKinds)[number];
/** answered: the bot quoted sources; declined: nothing was relevant enough (the question waits in the unanswered queue). */
export const chatOutcomes = ['answered', 'declined'] as const;
export type ChatOutcome = (typeof chatOutcomes)[number];

export const chatLinkSchema = z.object({
  Label: z.string().trim().min(1, 'Name the link').max(120, 'At most 120 characters'),
  /** An absolute https address, or a path inside the app (starting with /). */
  Url: z
    .string()
    .trim()
    .max(500, 'At most 500 characters')
    .refine((u) => /^https?:\/\/[^\s]+$/i.test(u) || /^\/[^\s/][^\s]*$/.test(u), 'An https:// address or a path in the app starting with /'),
});
export type ChatLink = z.infer<typeof chatLinkSchema>;

// ------------------------------------------------------------------ asking

export const askBodySchema = z.object({
  Question: z
    .string()
    .trim()
    .min(CHATBOT_QUESTION_MIN, `Write at least ${CHATBOT_QUESTION_MIN} characters`)
    .max(CHATBOT_QUESTION_MAX, `At most ${CHATBOT_QUESTION_MAX} characters`),
});
export type AskBody = z.infer<typeof askBodySchema>;

/** A source the answer quotes. */
export const chatSourceSchema = z.object({
  Kind: z.enum(chatSourceKinds),
  /** The trained pair's or the knowledge item's id. */
  ID: id,
  Title: z.string(),
  /** The quoted passage, word for word from the source. */
  Quote: z.string(),
  /** Where to read the source: the knowledge item's page; null for a trained answer (its links are in Links). */
  Url: z.string().nullable(),
  /** Links a trained answer carries (course lessons, knowledge items, SAP help). */
  Links: z.array(chatLinkSchema),
  /** The knowledge item's folder (empty for a trained answer). */
  Folder: z.string(),
});
export type ChatSource = z.infer<typeof chatSourceSchema>;

/** A candidate the retrieval ranked (staff only: which sources matched and how well). */
export const chatMatchSchema = z.object({ Kind: z.enum(chatSourceKinds), ID: id, Title: z.string(), Score: z.number() });
export type ChatMatch = z.infer<typeof chatMatchSchema>;

/** One question and the bot's answer in a conversation. */
export const chatMessageSchema = z.object({
  ID: id,
  Question: z.string(),
  Outcome: z.enum(chatOutcomes),
  /** The sources quoted, best first (empty when declined). */
  Sources: z.array(chatSourceSchema),
  /** Staff only: every candidate with its score, best first (empty for learners). */
  Matches: z.array(chatMatchSchema),
  /** The learner's verdict on the answer: true helpful, false not, null not given. */
  Helpful: z.boolean().nullable(),
  AskedOn: iso,
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const conversationQuerySchema = listQuerySchema;
export const messageParamSchema = z.object({ id: idField });
export const feedbackBodySchema = z.object({ Helpful: z.boolean() });

// ------------------------------------------------------------------ training

const questionVariant = z.string().trim().min(CHATBOT_QUESTION_MIN, `Write at least ${CHATBOT_QUESTION_MIN} characters`).max(300, 'At most 300 characters');

/** A trained question-answer pair: variants of the question, the answer quoted to learners, links. */
export const pairBodySchema = z.object({
  Questions: z
    .array(questionVariant)
    .min(1, 'Write the question')
    .max(CHATBOT_VARIANTS_MAX, `At most ${CHATBOT_VARIANTS_MAX} variants`)
    .refine((qs) => new Set(qs.map((q) => q.toLowerCase())).size === qs.length, 'Each variant once'),
  Answer: z.string().trim().min(10, 'Write an answer of at least 10 characters').max(CHATBOT_ANSWER_MAX, `At most ${CHATBOT_ANSWER_MAX} characters`),
  Links: z.array(chatLinkSchema).max(CHATBOT_LINKS_MAX, `At most ${CHATBOT_LINKS_MAX} links`).default([]),
  /** Made from this unanswered question: it leaves the queue in the same step. */
  UnansweredID: idValue.nullable().optional(),
});
export type PairBody = z.infer<typeof pairBodySchema>;

export const pairRowSchema = z.object({
  ID: id,
  Questions: z.array(z.string()),
  Answer: z.string(),
  Links: z.array(chatLinkSchema),
  /** Answers quoting it marked helpful / not helpful. */
  Helpful: z.number().int(),
  NotHelpful: z.number().int(),
  UpdatedByName: z.string(),
  UpdatedOn: iso,
});
export type PairRow = z.infer<typeof pairRowSchema>;
export const pairParamSchema = z.object({ id: idField });

/** Unanswered questions: open ones by default; the same question asked again counts up instead of repeating. */
export const unansweredStatuses = ['open', 'trained', 'knowledge', 'dismissed'] as const;
export type UnansweredStatus = (typeof unansweredStatuses)[number];
export const unansweredQuerySchema = listQuerySchema.extend({ status: z.enum(unansweredStatuses).default('open') });
export const unansweredRowSchema = z.object({
  ID: id,
  Question: z.string(),
  /** How often it was asked (by anyone; who asked is not kept here). */
  Times: z.number().int(),
  /** The best score the bot found (below the answering threshold). */
  BestScore: z.number(),
  FirstAskedOn: iso,
  LastAskedOn: iso,
  Status: z.enum(unansweredStatuses),
  /** The trained pair it became. */
  PairID: id.nullable(),
});
export type UnansweredRow = z.infer<typeof unansweredRowSchema>;
export const unansweredParamSchema = z.object({ id: idField });

/** Answers learners rated (anonymised: no names). */
export const feedbackQuerySchema = listQuerySchema.extend({ helpful: z.enum(['all', 'helpful', 'not']).default('all') });
export const feedbackRowSchema = z.object({
  ID: id,
  Question: z.string(),
  /** The first source of the answer. */
  SourceKind: z.enum(chatSourceKinds).nullable(),
  SourceID: id.nullable(),
  SourceTitle: z.string(),
  Helpful: z.boolean(),
  RatedOn: iso,
});
export type FeedbackRow = z.infer<typeof feedbackRowSchema>;

/** Anonymised statistics over the last `Days` days. */
export const chatStatsSchema = z.object({
  Days: z.number().int(),
  Questions: z.number().int(),
  Answered: z.number().int(),
  Unanswered: z.number().int(),
  /** Unanswered / Questions, 0..1 (0 with no questions). */
  UnansweredRate: z.number(),
  Rated: z.number().int(),
  Helpful: z.number().int(),
  /** Helpful / Rated, 0..1. */
  HelpfulRate: z.number(),
  TrainedPairs: z.number().int(),
  OpenUnanswered: z.number().int(),
  /** Most asked questions (normalised text), with how often. */
  TopQuestions: z.array(z.object({ Question: z.string(), Times: z.number().int(), Answered: z.boolean() })),
});
export type ChatStats = z.infer<typeof chatStatsSchema>;

/**
 * Turning an unanswered question into a knowledge item in one step: the item (the question as its description, the
 * answer as its text) waits in the repository's review queue like every contribution; the question leaves the queue.
 */
export const toKnowledgeBodySchema = z.object({
  Title: z.string().trim().min(5, 'At least 5 characters').max(200, 'At most 200 characters'),
  Answer: z.string().trim().min(20, 'Write an answer of at least 20 characters').max(CHATBOT_ANSWER_MAX, `At most ${CHATBOT_ANSWER_MAX} characters`),
  FolderID: idValue,
});
export type ToKnowledgeBody = z.infer<typeof toKnowledgeBodySchema>;
/** The unanswered question resolved and the knowledge item it became (pending review). */
export const toKnowledgeResultSchema = z.object({ Unanswered: unansweredRowSchema, KnowledgeItemID: id, Url: z.string() });
export type ToKnowledgeResult = z.infer<typeof toKnowledgeResultSchema>;
