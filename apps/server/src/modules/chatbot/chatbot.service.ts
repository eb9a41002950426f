import { normalizeRole, staffRoles } from '@app/contracts/roles';
import type { ListQuery } from '@app/contracts/list';
import {
  CHATBOT_MIN_SCORE, CHATBOT_QUESTIONS_PER_MINUTE, type ChatMessage, type ChatStats, type PairBody, type PairRow, type ToKnowledgeBody, type ToKnowledgeResult,
  type UnansweredRow, type UnansweredStatus,
} from '@app/contracts/chatbot';
import type { AppContext } from '../../platform/context.ts';
import type { Actor, AuthContext } from '../../platform/auth/access.ts';
import { notFound, ruleViolated } from '../../platform/http/app-error.ts';
import { consumeOrThrow, createLimiter } from '../../platform/http/limiter.ts';
import type { Db } from '../../platform/db/client.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { PreparedContribution } from '../knowledge/knowledge.service.ts';
import type { JobsService } from '../jobs/jobs.service.ts';
import type { UsersService } from '../users/users.service.ts';
import * as repo from './chatbot.repository.ts';
import { conceptsOf, normalizeQuestion, scoreOf, trigramSimilarity, trigrams, type SkillForms } from './chatbot.retrieval.ts';
import type { StoredMatch, StoredSource } from './chatbot.tables.ts';

/** What the bot needs of the knowledge repository: approved items the viewer may see (folder visibility by role). */
export type KnowledgePort = {
  /** `concepts`: what the question is about, as lexeme forms (generic ones only rank); see the knowledge service. */
  searchForBot(viewer: { userId: number; role: string }, query: string, limit: number, concepts: { forms: string[][]; generic: boolean }[]): Promise<
    Array<{ id: number; title: string; passage: string; score: number; folderName: string; url: string; titleLexemes: string[]; textLexemes: string[] }>
  >;
  /** A contribution checked before, and written inside, the caller's transaction (it waits for an editor's review). */
  contribution: {
    prepare(actor: { userId: number; role: string }, input: { FolderID: number; Title: string; Description: string; Body: string; TagIDs: number[]; Note?: string }): Promise<PreparedContribution>;
    write(tx: Db, actor: { userId: number; role: string }, ready: PreparedContribution): Promise<{ id: number; url: string }>;
  };
};

export type ChatbotService = ReturnType<typeof createChatbotService>;
type Deps = { users: UsersService; audit: AuditService; jobs: JobsService; knowledge: () => KnowledgePort | null };

const SKILL_CACHE_MS = 5 * 60_000;
const KNOWLEDGE_CANDIDATES = 8;
const RANKED_CACHE_MS = 5 * 60_000;
/** Questions kept (each with at most a few dozen candidates). */
const RANKED_CACHE_MAX = 1_000;
const SECOND_SOURCE_RATIO = 0.85;
const excerpt = (s: string, n = 80) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);
const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** A staff answer in plain text as rich text: paragraphs at blank lines, line breaks kept, nothing interpreted as HTML. */
const answerHtml = (text: string) =>
  text.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean).map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('');

/** A scored candidate before it becomes a source. */
type Candidate = { kind: 'pair' | 'knowledge'; id: number; title: string; quote: string; url: string | null; links: { label: string; url: string }[]; folder: string; score: number };

/**
 * The chat bot: answers a question by quoting the best staff-trained answers and approved knowledge items the
 * asker may see (never writing text of its own), or declines and queues the question for staff. Every question is
 * kept with its answer in the asker's conversation until they clear it; statistics never name anyone.
 */
export function createChatbotService(ctx: AppContext, deps: Deps) {
  const { db } = ctx;
  const limiter = createLimiter(ctx.redis, { keyPrefix: 'chatbot-ask', points: CHATBOT_QUESTIONS_PER_MINUTE, durationSec: 60 });
  let skills: { at: number; forms: SkillForms[] } | null = null;

  /** The ERP skill database's names and synonyms as lexeme sets, read through the jobs service and cached for minutes. */
  async function skillForms(): Promise<SkillForms[]> {
    if (skills && ctx.now().getTime() - skills.at < SKILL_CACHE_MS) return skills.forms;
    const rows: { Name: string; Synonyms: string[] }[] = [];
    for (let pageIndex = 0; pageIndex < 40; pageIndex++) {
      const page = await deps.jobs.listSkills({ pageIndex, pageSize: 500, sortDesc: false });
      rows.push(...page.items);
      if (page.pageIndex !== pageIndex || pageIndex + 1 >= page.pageCount) break;
    }
    const names = rows.flatMap((r) => [r.Name, ...r.Synonyms]);
    const analysed = await repo.analyse(db, names, '');
    let i = 0;
    const forms = rows.map((r) => {
      const f = [r.Name, ...r.Synonyms].map(() => analysed[i++]!.lexemes);
      return { label: r.Name, forms: f.filter((x) => x.length > 0) };
    });
    skills = { at: ctx.now().getTime(), forms };
    return forms;
  }

  /** A trained pair as the bot keeps it: its texts analysed once (lexemes of each variant and of the answer). */
  type CachedPair = {
    id: number; questions: string[]; answer: string; links: { label: string; url: string }[];
    keys: { lexemes: string[]; trigrams: Set<string> }[]; body: Set<string>; lexemes: Set<string>;
  };
  let pairCache: { version: string; pairs: CachedPair[] } | null = null;
  let pairLoad: Promise<{ version: string; pairs: CachedPair[] }> | null = null;

  /**
   * The trained pairs, read and analysed once and kept until their version (read with every question) changes: a
   * pair added, changed or deleted on any instance is seen by the next question.
   */
  async function trainedPairs(version: string): Promise<CachedPair[]> {
    for (let attempt = 0; ; attempt++) {
      if (pairCache?.version === version) return pairCache.pairs;
      // one read at a time; a read begun before the change is followed by one more
      pairLoad ??= loadPairs().finally(() => {
        pairLoad = null;
      });
      const loaded = await pairLoad;
      if (loaded.version === version || attempt > 0) return loaded.pairs;
    }
  }

  async function loadPairs() {
    const { version, pairs } = await repo.allPairs(db);
    const done = await repo.analyse(db, pairs.flatMap((p) => [...p.questions, p.answer]), '');
    let n = 0;
    const list = pairs.map((p) => {
      const keys = p.questions.map((q) => ({ lexemes: done[n++]!.lexemes, trigrams: trigrams(q) }));
      const body = done[n++]!.lexemes;
      return { id: Number(p.id), questions: p.questions, answer: p.answer, links: p.links, keys, body: new Set(body), lexemes: new Set([...keys.flatMap((k) => k.lexemes), ...body]) };
    });
    return (pairCache = { version, pairs: list });
  }

  /**
   * What a question was answered from, per role (which folders it may see) and question: a question asked again is
   * answered from here while the trained pairs and the knowledge the bot reads are unchanged (their versions are
   * read with the question's analysis, in one statement) and for at most RANKED_CACHE_MS (the skills' synonyms and
   * the index's word statistics the ranking also uses are read again after as long).
   */
  const rankedCache = new Map<string, { pairs: string; knowledge: number; at: number; ranked: Candidate[] }>();

  /** Ranks trained pairs and knowledge items together for the question; best first. */
  async function retrieve(viewer: { userId: number; role: string }, question: string): Promise<Candidate[]> {
    const q = await repo.analyseQuestion(db, question);
    const key = `${normalizeRole(viewer.role) ?? '-'}\n${question}`;
    const now = Date.now();
    const hit = rankedCache.get(key);
    if (hit && hit.pairs === q.pairsVersion && hit.knowledge === q.knowledgeVersion && now - hit.at < RANKED_CACHE_MS) {
      rankedCache.delete(key);
      rankedCache.set(key, hit);
      return hit.ranked;
    }
    const ranked = await rank(viewer, question, q);
    if (q.knowledgeVersion !== null) {
      rankedCache.delete(key);
      rankedCache.set(key, { pairs: q.pairsVersion, knowledge: q.knowledgeVersion, at: now, ranked });
      for (const k of rankedCache.keys()) {
        if (rankedCache.size <= RANKED_CACHE_MAX) break;
        rankedCache.delete(k);
      }
    }
    return ranked;
  }

  async function rank(viewer: { userId: number; role: string }, question: string, q: { lexemes: string[]; pairsVersion: string }): Promise<Candidate[]> {
    const concepts = conceptsOf(q.lexemes, await skillForms());
    // Only generic words ("SAP", "step"): nothing can score (scoreOf), so nothing is looked up.
    if (concepts.every((c) => c.generic)) return [];
    const searchLexemes = [...new Set(concepts.flatMap((c) => c.forms.flat()))];
    const [pairs, items] = await Promise.all([
      trainedPairs(q.pairsVersion),
      deps.knowledge()?.searchForBot(viewer, question, KNOWLEDGE_CANDIDATES, concepts) ?? Promise.resolve([]),
    ]);
    const asked = trigrams(question);
    const out: Candidate[] = [];
    for (const p of pairs) {
      // A pair sharing no word with the question scores next to nothing: it is not a candidate.
      if (!searchLexemes.some((l) => p.lexemes.has(l))) continue;
      const score = scoreOf(concepts, { keys: p.keys.map((k) => ({ lexemes: k.lexemes, similarity: trigramSimilarity(k.trigrams, asked) })), body: p.body });
      out.push({ kind: 'pair', id: p.id, title: p.questions[0]!, quote: p.answer, url: null, links: p.links, folder: '', score });
    }
    for (const k of items) {
      const score = scoreOf(concepts, { keys: [{ lexemes: k.titleLexemes, similarity: trigramSimilarity(trigrams(k.title), asked) }], body: k.textLexemes });
      out.push({ kind: 'knowledge', id: k.id, title: k.title, quote: k.passage, url: k.url, links: [], folder: k.folderName, score });
    }
    return out.sort((a, b) => b.score - a.score || (a.kind === b.kind ? a.id - b.id : a.kind === 'pair' ? -1 : 1));
  }

  /** The quoted sources: the best candidate over the threshold, and a second one nearly as good. */
  function chosen(ranked: Candidate[]): Candidate[] {
    const best = ranked[0];
    if (!best || best.score < CHATBOT_MIN_SCORE) return [];
    const second = ranked[1];
    return second && second.score >= Math.max(CHATBOT_MIN_SCORE, best.score * SECOND_SOURCE_RATIO) ? [best, second] : [best];
  }

  function view(r: repo.MessageRecord, staff: boolean): ChatMessage {
    return {
      ID: r.id, Question: r.question, Outcome: r.outcome as ChatMessage['Outcome'],
      Sources: r.sources.map((s) => ({
        Kind: s.kind, ID: s.id, Title: s.title, Quote: s.quote, Url: s.url, Links: s.links.map((l) => ({ Label: l.label, Url: l.url })), Folder: s.folder,
      })),
      Matches: staff ? r.matches.map((x) => ({ Kind: x.kind, ID: x.id, Title: x.title, Score: x.score })) : [],
      Helpful: r.helpful, AskedOn: r.createdOn.toISOString(),
    };
  }

  /** Staff (every role but learners) see which sources matched and their scores. */
  const isStaff = (who: AuthContext) => (staffRoles as readonly string[]).includes(normalizeRole(who.role) ?? '');

  function cleanPair(b: PairBody) {
    const questions = b.Questions.map((q) => q.replace(/\s+/g, ' ').trim());
    return {
      questions, questionsText: questions.join('\n'), answer: b.Answer.trim(),
      links: b.Links.map((l) => ({ label: l.Label.trim(), url: l.Url.trim() })),
    };
  }

  async function pairView(id: number): Promise<PairRow> {
    const row = await repo.pairRow(db, id);
    if (!row) throw notFound('Trained answer');
    return row;
  }

  /** Answers (or declines) a question and keeps it; `at` lets the demo seed write past conversations. */
  async function answer(viewer: { userId: number; role: string }, question: string, at = ctx.now()) {
    const q = question.replace(/\s+/g, ' ').trim();
    const ranked = await retrieve(viewer, q);
    const used = chosen(ranked);
    const sources: StoredSource[] = used.map((c) => ({ kind: c.kind, id: c.id, title: c.title, quote: c.quote, url: c.url, links: c.links, folder: c.folder }));
    const matches: StoredMatch[] = ranked.slice(0, 5).map((c) => ({ kind: c.kind, id: c.id, title: c.title, score: c.score }));
    const normalized = normalizeQuestion(q);
    const topScore = ranked[0]?.score ?? 0;
    return repo.insertExchange(db, {
      userId: viewer.userId, question: q, normalized, outcome: used.length ? 'answered' : 'declined', sources, matches, topScore, createdOn: at,
    });
  }

  return {
    retrieve,
    answer,

    // ---------------------------------------------------------------- asking

    async ask(viewer: AuthContext, question: string): Promise<ChatMessage> {
      await consumeOrThrow(limiter, String(viewer.userId));
      return view(await answer(viewer, question), isStaff(viewer));
    },

    async conversation(viewer: AuthContext, q: ListQuery) {
      const page = await repo.myMessages(db, viewer.userId, q);
      const staff = isStaff(viewer);
      return { ...page, items: page.items.map((r) => view(r, staff)) };
    },

    async clear(viewer: AuthContext) {
      return { Cleared: await repo.clearMine(db, viewer.userId) };
    },

    async feedback(viewer: AuthContext, id: number, helpful: boolean): Promise<ChatMessage> {
      const mine = await repo.findMine(db, viewer.userId, id);
      if (!mine) throw notFound('Answer');
      if (mine.outcome !== 'answered') throw ruleViolated('Only an answer with sources can be rated');
      return view(await repo.rate(db, id, helpful, ctx.now()), isStaff(viewer));
    },

    // ---------------------------------------------------------------- training

    listPairs: (q: ListQuery) => repo.listPairs(db, q),

    async createPair(actor: Actor, b: PairBody): Promise<PairRow> {
      const name = await actorName(actor.userId);
      const id = await db.transaction(async (tx) => {
        let from: repo.UnansweredRecord | undefined;
        if (b.UnansweredID) {
          from = await repo.lockOpenUnanswered(tx, b.UnansweredID);
          if (!from) throw notFound('Open unanswered question');
        }
        const values = cleanPair(b);
        const id = await repo.insertPair(tx, { ...values, updatedBy: actor.userId, updatedByName: name, createdOn: ctx.now(), updatedOn: ctx.now() });
        if (from) await repo.resolveUnanswered(tx, from.id, { status: 'trained', pairId: id, resolvedBy: actor.userId, resolvedOn: ctx.now() });
        await deps.audit.record(tx, actor, {
          action: 'chatbot.pair.create', entityType: 'chatbotPair', entityId: id, after: { Questions: values.questions, Answer: values.answer, Links: b.Links },
          summary: from ? `Trained an answer to the unanswered question "${excerpt(from.question)}"` : `Trained an answer to "${excerpt(values.questions[0]!)}"`,
        });
        return id;
      });
      return pairView(id);
    },

    async updatePair(actor: Actor, id: number, b: PairBody): Promise<PairRow> {
      const before = await repo.findPair(db, id);
      if (!before) throw notFound('Trained answer');
      const name = await actorName(actor.userId);
      const values = cleanPair(b);
      await db.transaction(async (tx) => {
        await repo.updatePair(tx, id, { ...values, updatedBy: actor.userId, updatedByName: name, updatedOn: ctx.now() });
        await deps.audit.record(tx, actor, {
          action: 'chatbot.pair.update', entityType: 'chatbotPair', entityId: id,
          before: { Questions: before.questions, Answer: before.answer, Links: before.links }, after: { Questions: values.questions, Answer: values.answer, Links: b.Links },
          summary: `Changed the trained answer to "${excerpt(values.questions[0]!)}"`,
        });
      });
      return pairView(id);
    },

    async deletePair(actor: Actor, id: number): Promise<void> {
      const before = await repo.findPair(db, id);
      if (!before) throw notFound('Trained answer');
      await db.transaction(async (tx) => {
        await repo.deletePair(tx, id);
        await deps.audit.record(tx, actor, {
          action: 'chatbot.pair.delete', entityType: 'chatbotPair', entityId: id, before: { Questions: before.questions, Answer: before.answer },
          summary: `Deleted the trained answer to "${excerpt(before.questions[0]!)}"`,
        });
      });
    },

    listUnanswered: (q: ListQuery, status: UnansweredStatus) => repo.listUnanswered(db, q, status),

    async dismiss(actor: Actor, id: number): Promise<UnansweredRow> {
      await db.transaction(async (tx) => {
        const row = await repo.lockOpenUnanswered(tx, id);
        if (!row) throw notFound('Open unanswered question');
        await repo.resolveUnanswered(tx, id, { status: 'dismissed', resolvedBy: actor.userId, resolvedOn: ctx.now() });
        await deps.audit.record(tx, actor, {
          action: 'chatbot.unanswered.dismiss', entityType: 'chatbotUnanswered', entityId: id, before: { Status: 'open' }, after: { Status: 'dismissed' },
          summary: `Dismissed the unanswered question "${excerpt(row.question)}"`,
        });
      });
      return (await repo.unansweredRow(db, id))!;
    },

    /**
     * Turns an open unanswered question into a knowledge item in one step: the item (the question as its description,
     * the answer as its text) is written as a contribution waiting for an editor's review, and the question leaves the
     * queue in the same transaction (two staff at once: one wins, the other gets 404 and no item is written).
     */
    async toKnowledge(actor: Actor, id: number, b: ToKnowledgeBody): Promise<ToKnowledgeResult> {
      const knowledge = deps.knowledge();
      if (!knowledge) throw ruleViolated('The knowledge repository is not available');
      const open = await repo.unansweredRow(db, id);
      if (!open || open.Status !== 'open') throw notFound('Open unanswered question');
      const ready = await knowledge.contribution.prepare(actor, {
        FolderID: b.FolderID, Title: b.Title, Description: excerpt(`Asked of the chat bot: ${open.Question}`, 1000), Body: answerHtml(b.Answer), TagIDs: [],
        Note: 'From an unanswered chat bot question',
      });
      const item = await db.transaction(async (tx) => {
        const row = await repo.lockOpenUnanswered(tx, id);
        if (!row) throw notFound('Open unanswered question');
        const made = await knowledge.contribution.write(tx, actor, ready);
        await repo.resolveUnanswered(tx, id, { status: 'knowledge', resolvedBy: actor.userId, resolvedOn: ctx.now() });
        await deps.audit.record(tx, actor, {
          action: 'chatbot.unanswered.knowledge', entityType: 'chatbotUnanswered', entityId: id, before: { Status: 'open' },
          after: { Status: 'knowledge', KnowledgeItemID: made.id, Title: b.Title, FolderID: b.FolderID },
          summary: `Turned the unanswered question "${excerpt(row.question)}" into the knowledge item #${made.id} "${excerpt(b.Title)}" (waiting for review)`,
        });
        return made;
      });
      return { Unanswered: (await repo.unansweredRow(db, id))!, KnowledgeItemID: item.id, Url: item.url };
    },

    listFeedback: (q: ListQuery, helpful: 'all' | 'helpful' | 'not') => repo.listFeedback(db, q, helpful),

    async stats(days = 30): Promise<ChatStats> {
      const since = new Date(ctx.now().getTime() - days * 86_400_000);
      const s = await repo.stats(db, since);
      const unanswered = s.questions - s.answered;
      return {
        Days: days, Questions: s.questions, Answered: s.answered, Unanswered: unanswered,
        UnansweredRate: s.questions ? Math.round((unanswered / s.questions) * 1000) / 1000 : 0,
        Rated: s.rated, Helpful: s.helpful, HelpfulRate: s.rated ? Math.round((s.helpful / s.rated) * 1000) / 1000 : 0,
        TrainedPairs: await repo.pairCount(db), OpenUnanswered: s.openUnanswered,
        TopQuestions: s.top.map((t) => ({ Question: t.question, Times: t.times, Answered: t.answered })),
      };
    },

    // ---------------------------------------------------------------- seed

    /** Adds a trained pair unless one with the same first question exists (the demo seed, run on every start). */
    async seedPair(b: PairBody, byName: string): Promise<number> {
      const values = cleanPair(b);
      const existing = await repo.pairByFirstQuestion(db, values.questions[0]!);
      if (existing) return existing;
      return repo.insertPair(db, { ...values, updatedBy: null, updatedByName: byName });
    },
    /** Rates a message as its asker did (the demo seed). */
    rate: (id: number, helpful: boolean, at: Date) => repo.rate(db, id, helpful, at),
    messageCount: (userId: number) => repo.recentCount(db, userId),
  };

  async function actorName(userId: number) {
    const [u] = await deps.users.summaries([userId]);
    return u ? `${u.firstName} ${u.lastName}`.trim() : 'Staff';
  }
}
