import { sql, type SQL } from 'drizzle-orm';
import { boolean, customType, index, integer, jsonb, pgTable, real, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdOn, id, timestampTz, updatedOn } from '../../platform/db/columns.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export type StoredLink = { label: string; url: string };
/** A source an answer quoted, copied in when answered (a later edit or deletion of the source leaves past answers as they were). */
export type StoredSource = { kind: 'pair' | 'knowledge'; id: number; title: string; quote: string; url: string | null; links: StoredLink[]; folder: string };
export type StoredMatch = { kind: 'pair' | 'knowledge'; id: number; title: string; score: number };

/**
 * Staff-trained question-answer pairs. `questions` are the variants; `questions_text` is them joined by newlines
 * (the search document and the trigram index read it: array functions are not immutable, so it is kept by the service).
 */
export const chatbotPairs = pgTable(
  'chatbot_pairs',
  {
    id: id(),
    questions: text('questions').array().notNull(),
    questionsText: text('questions_text').notNull(),
    answer: text('answer').notNull(),
    links: jsonb('links').$type<StoredLink[]>().notNull().default(sql`'[]'::jsonb`),
    updatedBy: integer('updated_by'),
    updatedByName: text('updated_by_name').notNull().default(''),
    createdOn: createdOn(),
    updatedOn: updatedOn(),
    /** Questions (weight A) and answer (weight B), English configuration. */
    search: tsvector('search').generatedAlwaysAs(
      (): SQL => sql`setweight(to_tsvector('english', ${chatbotPairs.questionsText}), 'A') || setweight(to_tsvector('english', ${chatbotPairs.answer}), 'B')`,
    ),
  },
  (t) => [
    index('chatbot_pairs_search_gin').using('gin', t.search),
    index('chatbot_pairs_questions_trgm').using('gin', sql`${t.questionsText} gin_trgm_ops`),
  ],
);

/**
 * Every question asked and the bot's answer. `user_id` is the asker's until they clear their conversation: then it
 * is set to null and the row lives on only in the anonymised statistics. `normalized` is the question lower-cased
 * with its spaces collapsed (top questions group by it).
 */
export const chatbotMessages = pgTable(
  'chatbot_messages',
  {
    id: id(),
    userId: integer('user_id'),
    question: text('question').notNull(),
    normalized: text('normalized').notNull(),
    /** answered or declined */
    outcome: text('outcome').notNull(),
    sources: jsonb('sources').$type<StoredSource[]>().notNull().default(sql`'[]'::jsonb`),
    matches: jsonb('matches').$type<StoredMatch[]>().notNull().default(sql`'[]'::jsonb`),
    topScore: real('top_score').notNull().default(0),
    /** The first quoted source (per-pair feedback counts read them). */
    sourceKind: text('source_kind'),
    sourceId: integer('source_id'),
    helpful: boolean('helpful'),
    ratedOn: timestampTz('rated_on'),
    createdOn: createdOn(),
  },
  (t) => [
    index('chatbot_messages_user_idx').on(t.userId, t.id),
    index('chatbot_messages_created_idx').on(t.createdOn),
    index('chatbot_messages_rated_idx').on(t.ratedOn),
    index('chatbot_messages_source_idx').on(t.sourceKind, t.sourceId),
  ],
);

/**
 * The unanswered queue: one row per distinct open question (`normalized`), counting how often it was asked.
 * `status`: open, trained (became pair `pair_id`), knowledge (became a knowledge item), dismissed.
 */
export const chatbotUnanswered = pgTable(
  'chatbot_unanswered',
  {
    id: id(),
    question: text('question').notNull(),
    normalized: text('normalized').notNull(),
    times: integer('times').notNull().default(1),
    bestScore: real('best_score').notNull().default(0),
    status: text('status').notNull().default('open'),
    pairId: integer('pair_id').references(() => chatbotPairs.id, { onDelete: 'set null' }),
    resolvedBy: integer('resolved_by'),
    resolvedOn: timestampTz('resolved_on'),
    firstAskedOn: createdOn(),
    lastAskedOn: timestampTz('last_asked_on').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chatbot_unanswered_open_uq').on(t.normalized).where(sql`${t.status} = 'open'`),
    index('chatbot_unanswered_status_idx').on(t.status, t.times, t.lastAskedOn),
  ],
);
