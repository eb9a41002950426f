import { and, desc, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { ListQuery } from '@app/contracts/list';
import type { UnansweredStatus } from '@app/contracts/chatbot';
import type { Db } from '../../platform/db/client.ts';
import { isoTime } from '../../platform/db/columns.ts';
import { DATA_VERSIONS } from '../../platform/db/data-versions.ts';
import { queryRaw, type RawStatement } from '../../platform/db/prepared.ts';
import { paginate, type ListSpec } from '../../platform/http/list-query.ts';
import { chatbotMessages, chatbotPairs, chatbotUnanswered, type StoredLink, type StoredMatch, type StoredSource } from './chatbot.tables.ts';
import { rowsOf } from '../../platform/db/rows.ts';

export type PairRecord = typeof chatbotPairs.$inferSelect;
export type MessageRecord = typeof chatbotMessages.$inferSelect;
export type UnansweredRecord = typeof chatbotUnanswered.$inferSelect;

const p = chatbotPairs;
const m = chatbotMessages;
const u = chatbotUnanswered;

// ---------------------------------------------------------------- text analysis (PostgreSQL's English stemmer)

/** The English lexemes of each text (stop words dropped), and its trigram similarity to `question`. */
export async function analyse(db: Db, texts: string[], question: string): Promise<{ lexemes: string[]; similarity: number }[]> {
  if (texts.length === 0) return [];
  const rows = await rowsOf<{ i: string | number; lexemes: string[] | null; sim: number | string }>(db.execute(sql`
    select t.i, tsvector_to_array(to_tsvector('english', t.x)) as lexemes, similarity(t.x, ${question}) as sim
    from jsonb_array_elements_text(${JSON.stringify(texts)}::jsonb) with ordinality as t(x, i)`));
  const out: { lexemes: string[]; similarity: number }[] = texts.map(() => ({ lexemes: [], similarity: 0 }));
  for (const r of rows) out[Number(r.i) - 1] = { lexemes: r.lexemes ?? [], similarity: Number(r.sim) };
  return out;
}

/**
 * What changes whenever a trained pair is added, changed or deleted (their number and a hash of every pair's
 * content): the bot's in-memory copy of the pairs is read again when it differs.
 */
const pairsVersion = `(select count(*)::text || ':' || coalesce(sum(hashtext(id::text || E'\\n' || questions_text || E'\\n' || answer || E'\\n' || links::text)::bigint), 0)::text from chatbot_pairs)`;

const analyseStatement: RawStatement = {
  name: 'chatbot_analyse_question',
  text: `select tsvector_to_array(to_tsvector('english', $1::text)) as lexemes, ${pairsVersion} as v,
    (select version::float8 from data_versions where name = '${DATA_VERSIONS.knowledgeBot}') as kv`,
};

/**
 * A question's English lexemes (stop words dropped), the trained pairs' version and the knowledge the bot reads's
 * version (data_versions), in one round trip (prepared).
 */
export async function analyseQuestion(db: Db, question: string): Promise<{ lexemes: string[]; pairsVersion: string; knowledgeVersion: number | null }> {
  const [row] = await queryRaw<{ lexemes: string[] | null; v: string; kv: number | null }>(db, analyseStatement, [question]);
  return { lexemes: row?.lexemes ?? [], pairsVersion: String(row?.v ?? ''), knowledgeVersion: row?.kv ?? null };
}

/** Every trained pair (the bot keeps them in memory) with their version, read together. */
export async function allPairs(db: Db): Promise<{ version: string; pairs: { id: number; questions: string[]; answer: string; links: StoredLink[] }[] }> {
  const [row] = await rowsOf<{ v: string; pairs: unknown }>(db.execute(sql`
    select ${sql.raw(pairsVersion)} as v,
      (select coalesce(jsonb_agg(jsonb_build_object('id', id, 'questions', to_jsonb(questions), 'answer', answer, 'links', links) order by id), '[]'::jsonb) from chatbot_pairs) as pairs`));
  const pairs = typeof row!.pairs === 'string' ? JSON.parse(row!.pairs) : row!.pairs;
  return { version: String(row!.v), pairs: pairs as { id: number; questions: string[]; answer: string; links: StoredLink[] }[] };
}

// ---------------------------------------------------------------- pairs

export const pairColumns = {
  ID: p.id,
  Questions: p.questions,
  Answer: p.answer,
  Links: sql<{ Label: string; Url: string }[]>`(select coalesce(jsonb_agg(jsonb_build_object('Label', l->>'label', 'Url', l->>'url')), '[]'::jsonb) from jsonb_array_elements(${p.links}) l)`,
  Helpful: sql<number>`(select count(*)::int from chatbot_messages x where x.source_kind = 'pair' and x.source_id = chatbot_pairs.id and x.helpful)`,
  NotHelpful: sql<number>`(select count(*)::int from chatbot_messages x where x.source_kind = 'pair' and x.source_id = chatbot_pairs.id and x.helpful = false)`,
  UpdatedByName: p.updatedByName,
  UpdatedOn: isoTime(p.updatedOn),
};
const pairSpec: ListSpec = {
  searchable: [p.questionsText, p.answer],
  sortable: { UpdatedOn: p.updatedOn, ID: p.id },
  defaultOrder: [desc(p.updatedOn)],
  tieBreaker: p.id,
};
export type PairRow = { ID: number; Questions: string[]; Answer: string; Links: { Label: string; Url: string }[]; Helpful: number; NotHelpful: number; UpdatedByName: string; UpdatedOn: string };

export function listPairs(db: Db, q: ListQuery) {
  return paginate<PairRow>(db, pairSpec, q, (where) => db.select(pairColumns).from(p).where(where).$dynamic());
}

export async function pairRow(db: Db, id: number): Promise<PairRow | undefined> {
  const [row] = await db.select(pairColumns).from(p).where(eq(p.id, id));
  return row as PairRow | undefined;
}

export async function findPair(db: Db, id: number) {
  const [row] = await db.select().from(p).where(eq(p.id, id));
  return row;
}

export async function insertPair(db: Db, values: typeof chatbotPairs.$inferInsert) {
  const [row] = await db.insert(p).values(values).returning({ id: p.id });
  return row!.id;
}

export async function updatePair(db: Db, id: number, values: Partial<typeof chatbotPairs.$inferInsert>) {
  await db.update(p).set(values).where(eq(p.id, id));
}

export async function deletePair(db: Db, id: number) {
  await db.delete(p).where(eq(p.id, id));
}

export async function pairCount(db: Db) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(p);
  return row!.n;
}

export async function pairByFirstQuestion(db: Db, question: string) {
  const [row] = await db.select({ id: p.id }).from(p).where(sql`lower(${p.questions}[1]) = lower(${question})`);
  return row?.id;
}

// ---------------------------------------------------------------- messages

const exchangeStatement: RawStatement = {
  name: 'chatbot_insert_exchange',
  text: `with msg as (
      insert into chatbot_messages (user_id, question, normalized, outcome, sources, matches, top_score, source_kind, source_id, created_on)
      values ($1::int, $2::text, $3::text, $4::text, $5::jsonb, $6::jsonb, $7::real, $8::text, $9::int, $10::timestamptz)
      returning *
    ), queued as (
      insert into chatbot_unanswered (question, normalized, best_score, created_on, last_asked_on)
      select $2::text, $3::text, $7::real, $10::timestamptz, $10::timestamptz where $4::text = 'declined'
      on conflict (normalized) where status = 'open'
      do update set times = chatbot_unanswered.times + 1, last_asked_on = excluded.last_asked_on,
        best_score = greatest(chatbot_unanswered.best_score, excluded.best_score)
    )
    select * from msg`,
};

/**
 * An exchange in one statement (prepared): the message, and for a declined question its place in the unanswered queue (a
 * new open row, or one more time on the open row of the same question); the message as written.
 */
export async function insertExchange(db: Db, v: {
  userId: number | null; question: string; normalized: string; outcome: 'answered' | 'declined'; sources: StoredSource[]; matches: StoredMatch[];
  topScore: number; createdOn: Date;
}): Promise<MessageRecord> {
  const first = v.sources[0];
  const at = v.createdOn.toISOString();
  type Row = {
    id: number; user_id: number | null; question: string; normalized: string; outcome: string; sources: unknown; matches: unknown; top_score: number;
    source_kind: string | null; source_id: number | null; helpful: boolean | null; rated_on: string | Date | null; created_on: string | Date;
  };
  const [r] = await queryRaw<Row>(db, exchangeStatement, [
    v.userId, v.question, v.normalized, v.outcome, JSON.stringify(v.sources), JSON.stringify(v.matches), v.topScore, first?.kind ?? null, first?.id ?? null, at,
  ]);
  const json = <T>(x: unknown): T => (typeof x === 'string' ? JSON.parse(x) : x) as T;
  return {
    id: Number(r!.id), userId: r!.user_id === null ? null : Number(r!.user_id), question: r!.question, normalized: r!.normalized, outcome: r!.outcome,
    sources: json<StoredSource[]>(r!.sources), matches: json<StoredMatch[]>(r!.matches), topScore: Number(r!.top_score),
    sourceKind: r!.source_kind, sourceId: r!.source_id === null ? null : Number(r!.source_id), helpful: r!.helpful,
    ratedOn: r!.rated_on === null ? null : new Date(r!.rated_on), createdOn: new Date(r!.created_on),
  };
}

export async function myMessages(db: Db, userId: number, q: ListQuery) {
  const spec: ListSpec = { searchable: [m.question], sortable: { AskedOn: m.createdOn }, defaultOrder: [desc(m.id)], tieBreaker: m.id };
  return paginate<MessageRecord>(db, spec, { ...q, sortBy: undefined }, (where) => db.select().from(m).where(where).$dynamic(), [eq(m.userId, userId)]);
}

/** A message of `userId`'s (another's is "missing"). */
export async function findMine(db: Db, userId: number, id: number) {
  const [row] = await db.select().from(m).where(and(eq(m.id, id), eq(m.userId, userId)));
  return row;
}

export async function rate(db: Db, id: number, helpful: boolean, now: Date) {
  const [row] = await db.update(m).set({ helpful, ratedOn: now }).where(eq(m.id, id)).returning();
  return row!;
}

/** Detaches the user's messages from them (they stay, nameless, in the statistics). */
export async function clearMine(db: Db, userId: number) {
  const rows = await db.update(m).set({ userId: null }).where(eq(m.userId, userId)).returning({ id: m.id });
  return rows.length;
}

export async function recentCount(db: Db, userId: number) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(m).where(eq(m.userId, userId));
  return row!.n;
}

export type FeedbackRow = { ID: number; Question: string; SourceKind: 'pair' | 'knowledge' | null; SourceID: number | null; SourceTitle: string; Helpful: boolean; RatedOn: string };
export function listFeedback(db: Db, q: ListQuery, helpful: 'all' | 'helpful' | 'not') {
  const spec: ListSpec = { searchable: [m.question], sortable: { RatedOn: m.ratedOn }, defaultOrder: [desc(m.ratedOn)], tieBreaker: m.id };
  return paginate<FeedbackRow>(
    db, spec, q,
    (where) => db.select({
      ID: m.id, Question: m.question, SourceKind: sql<'pair' | 'knowledge' | null>`${m.sourceKind}`, SourceID: m.sourceId,
      SourceTitle: sql<string>`coalesce(${m.sources}->0->>'title', '')`, Helpful: sql<boolean>`${m.helpful}`, RatedOn: isoTime(m.ratedOn),
    }).from(m).where(where).$dynamic(),
    [isNotNull(m.helpful), helpful === 'all' ? undefined : eq(m.helpful, helpful === 'helpful')],
  );
}

export async function stats(db: Db, since: Date) {
  const [row] = await db
    .select({
      questions: sql<number>`count(*)::int`,
      answered: sql<number>`count(*) filter (where ${m.outcome} = 'answered')::int`,
      rated: sql<number>`count(${m.helpful})::int`,
      helpful: sql<number>`count(*) filter (where ${m.helpful})::int`,
    })
    .from(m)
    .where(gte(m.createdOn, since));
  const top = await db
    .select({
      question: sql<string>`min(${m.question})`,
      times: sql<number>`count(*)::int`,
      answered: sql<boolean>`bool_or(${m.outcome} = 'answered')`,
    })
    .from(m)
    .where(gte(m.createdOn, since))
    .groupBy(m.normalized)
    .orderBy(sql`count(*) desc`, sql`max(${m.id}) desc`)
    .limit(10);
  const [open] = await db.select({ n: sql<number>`count(*)::int` }).from(u).where(eq(u.status, 'open'));
  return { ...row!, top, openUnanswered: open!.n };
}

// ---------------------------------------------------------------- unanswered queue

const unansweredColumns = {
  ID: u.id, Question: u.question, Times: u.times, BestScore: u.bestScore, FirstAskedOn: isoTime(u.firstAskedOn), LastAskedOn: isoTime(u.lastAskedOn),
  Status: sql<UnansweredStatus>`${u.status}`, PairID: u.pairId,
};
export type UnansweredRow = { ID: number; Question: string; Times: number; BestScore: number; FirstAskedOn: string; LastAskedOn: string; Status: UnansweredStatus; PairID: number | null };

export function listUnanswered(db: Db, q: ListQuery, status: UnansweredStatus) {
  const spec: ListSpec = {
    searchable: [u.question], sortable: { Times: u.times, LastAskedOn: u.lastAskedOn, FirstAskedOn: u.firstAskedOn },
    defaultOrder: [desc(u.times), desc(u.lastAskedOn)], tieBreaker: u.id,
  };
  return paginate<UnansweredRow>(db, spec, q, (where) => db.select(unansweredColumns).from(u).where(where).$dynamic(), [eq(u.status, status)]);
}

export async function unansweredRow(db: Db, id: number) {
  const [row] = await db.select(unansweredColumns).from(u).where(eq(u.id, id));
  return row as UnansweredRow | undefined;
}

/** Locks an open queue row for the rest of the transaction (two staff resolving it at once: one wins). */
export async function lockOpenUnanswered(db: Db, id: number) {
  const [row] = await db.select().from(u).where(and(eq(u.id, id), eq(u.status, 'open'))).for('update');
  return row;
}

export async function resolveUnanswered(db: Db, id: number, values: { status: UnansweredStatus; pairId?: number | null; resolvedBy: number; resolvedOn: Date }) {
  await db.update(u).set(values).where(eq(u.id, id));
}

export type { StoredLink };
