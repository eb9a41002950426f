/** Issue 19: the forum's topic page with 200 answers and 2,000 comments, and a ranked search over 100,000 topics. */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { p99Below, ratioReport } from '../lib/budgets.ts';
import { freshPostgresDatabase } from '../lib/postgres.ts';
import type { Scenario, ServerSpec, Suite } from '../lib/types.ts';

const servers: ServerSpec[] = [
  { key: 'bare', entry: 'bare.ts' },
  {
    key: 'forum-postgres',
    entry: 'forum.ts',
    // 100,000 topics and their search index take a minute or more on a loaded machine.
    startupTimeoutMs: 5 * 60_000,
    prepare: async () => {
      const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-forum-'));
      return {
        env: { BENCH_DATABASE_URL: await freshPostgresDatabase('bench_forum'), BENCH_DATA_DIR: dir },
        cleanup: () => rm(dir, { recursive: true, force: true }),
      };
    },
  },
];

const ok = (status: number, body: unknown) => (status === 200 ? undefined : `status ${status}: ${JSON.stringify(body).slice(0, 200)}`);

const scenarios: Scenario[] = [
  { id: 'bare', title: 'Bare Fastify, small JSON (baseline)', server: 'bare', path: '/bare', check: ok },
  {
    id: 'forum-topic',
    title: 'GET /api/Topics/{id} of a topic with 200 answers and 2,000 comments (its first page: 30 answers, the latest 3 of each one’s 10 comments), signed-in learner, PostgreSQL',
    server: 'forum-postgres',
    path: (s) => `/api/Topics/${s.extra.bigTopicId}`,
    headers: (s) => ({ authorization: `Bearer ${s.extra.token}` }),
    check: (status, body) => {
      if (status !== 200) return ok(status, body);
      const d = (body as { data?: { ThreadsTotal?: number; Threads?: { Comments: unknown[]; CommentsTotal: number }[] } }).data;
      const comments = d?.Threads?.reduce((n, t) => n + t.Comments.length, 0);
      const totals = d?.Threads?.every((t) => t.CommentsTotal === 10);
      return d?.ThreadsTotal === 200 && d.Threads?.length === 30 && comments === 90 && totals
        ? undefined
        : `expected 30 of 200 answers with 3 of 10 comments each, got ${d?.Threads?.length} of ${d?.ThreadsTotal} and ${comments}`;
    },
  },
  {
    id: 'forum-search',
    title: 'GET /api/Topics/getForumList?term=…: ranked full-text search over 100,000 topics (1,000 match), PostgreSQL',
    server: 'forum-postgres',
    path: (s) => `/api/Topics/getForumList?term=${encodeURIComponent(s.extra.term!)}`,
    check: (status, body) => {
      if (status !== 200) return ok(status, body);
      const d = (body as { data?: { items?: unknown[]; total?: number } }).data;
      return d?.items?.length === 25 && (d.total ?? 0) >= 1000 ? undefined : `expected a full page of 1,000 matches, got ${JSON.stringify(body).slice(0, 200)}`;
    },
  },
  {
    id: 'forum-list',
    title: 'GET /api/Topics/getForumList (newest first, no term) over 100,000 topics, PostgreSQL',
    server: 'forum-postgres',
    path: '/api/Topics/getForumList',
    check: ok,
  },
];

export const forumSuite: Suite = {
  name: 'forum',
  heading: '## Forum (issue 19)',
  baseline: 'bare',
  connections: 50,
  servers,
  scenarios,
  budgets: [
    p99Below('Topic page (200 answers, 2,000 comments) p99 < 50 ms at 50 connections (PostgreSQL)', 'forum-topic', 50),
    p99Below('Forum search over 100,000 topics p99 < 100 ms at 50 connections (PostgreSQL)', 'forum-search', 100),
    ratioReport('Topic page vs bare (reported)', 'forum-topic', 'bare'),
  ],
  notes: [
    'App: `buildApp` with NODE_ENV=production on a fresh `bench_forum` PostgreSQL database: 100,000 generated topics (20 ERP subjects x 6 systems, one in a hundred mentioning "tolerance"), one topic with 200 answers of ten comments each, `ANALYZE`d.',
    'Topic page: one statement per request reads the topic, its page version (`forum_posts.page_version`, bumped by triggers on every change of its answers and comments, migration 0041) and the viewer\'s bookmark, useful marks and whether it has answers; its first 30 answers (the accepted one first; "Show more answers" asks for 30 more) with the latest 3 comments of each come from a per-instance cache of pre-serialised JSON fragments under that version and the accepted answer, joined with the viewer\'s marks and permissions (moderators and members with a held post in the topic read their own page); the response is sent as written (checked against its schema outside production). Before (2026-11-28, quiet machine): seven queries per request and the zod serialiser over ~120 objects, 5,216 µs of server CPU a request, 181 req/s.',
    'Search: a term\'s ranked matches (the ids of at most 10,001 visible topics, best first by `ts_rank`, title A over body B) are kept per server instance under the forum\'s search version (`data_versions` \'forum.search\', bumped by triggers in the transaction of every topic added, removed, or changed in title, text or status: migration 0044); each search reads its page\'s 25 topics by id together with the version in one prepared statement, and ranks again (one statement through the GIN index, no pending list since migration 0041) only when the version moved, so the answer is always what the database would rank now, on any instance. The bench searches one term, so after the first request it measures the kept ranking; ranking a term afresh costs what the search cost before (2.7 ms of PostgreSQL for 1,000 matches, below).',
    'State (2026-11-28, measured while other sessions loaded the 2-core machine, load average 14-16): topic page 903 req/s at 569 µs of server CPU a request (81 req/s, 7,027 µs before the change at load 3-7); search 137 req/s (88 before), PostgreSQL-bound, 1,000 heap rows read and ranked per request. Latency under that load says little: the figures to read are the quiet-machine run.',
    'State (2026-11-29, quiet machine): the topic page passed in four of six runs (p99 31-59 ms, 2,077-3,805 req/s). Search: 310-559 req/s, p99 158-365 ms, PostgreSQL-bound (the server at 31-35% of a core). EXPLAIN: 2.7 ms of execution, of which about 1.4 ms reading the 1,000 matches from the heap (each on a page of its own) and about 1 ms ranking them. Meeting 100 ms needs less work per search than ranking every match: a term\'s ranked ids cached per forum version, or only the newest N matches ranked; both change what a search answers, so they are left for a decision.',
    'State (2026-11-29, evening, quiet machine, with the search\'s ranking kept per version): three runs before the one above: the topic page p99 30, 30 and 32 ms (3,488-3,756 req/s, every run under 50 ms); search 1,738-2,039 req/s, p99 55, 60 and 58 ms, 488-567 µs of Node CPU a request (1,040 µs before, when every search ranked its 1,000 matches). The newest-first list (no term, no budget) stays at 247-321 req/s, p99 473-868 ms: its count reads up to 10,001 index entries and their heap rows a request; the same version could keep that count.',
  ],
};
