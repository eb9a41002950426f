/**
 * Issue 12 / DESIGN section 8: every list that searches by text, over 1,000,000 rows on PostgreSQL (the database
 * `npm run bench:data` makes; run it first). Budget: p99 < 50 ms for a page of 25 with a 2+ character search, for
 * page 1 and for a deep page; a page beyond the end answers page 0.
 *
 * Optional (npm run bench -- --suite lists): it needs the generated database.
 */
import { p99Below } from '../lib/budgets.ts';
import { PG_ADMIN_URL } from '../lib/postgres.ts';
import type { RunningServer } from '../lib/servers.ts';
import type { Budget, RequestSpec, Scenario, ServerSpec, Suite } from '../lib/types.ts';

const DATABASE = process.env.BENCH_LISTS_DATABASE ?? 'bench_data';
const CONNECTIONS = 10;

const servers: ServerSpec[] = [
  {
    key: 'app',
    entry: 'lists.ts',
    compiled: true,
    prepare: async () => {
      const url = new URL(PG_ADMIN_URL);
      url.pathname = `/${DATABASE}`;
      return { env: { BENCH_DATABASE_URL: url.toString() } };
    },
  },
];

/** Two-character terms: frequent fragments of names, emails and cities, and some that match (almost) nothing. */
const short = ['ra', 'sh', 'an', 'ku', 'mu', 'zq', 'xj', '@g', 'qy', 'ee'];
/** Longer terms: a surname, a first name, an email fragment, a domain, a city, a phone fragment, an accent, no match. */
const long = ['kumar', 'priya', 'sharma', 'gmail', 'mumbai', '90012', 'müller', 'reddy4', 'zzqx', 'nair.'];

type List = { id: string; title: string; path: (a: RunningServer) => string; /** The list's own term parameter. */ term?: string; paged?: boolean };
const lists: List[] = [
  { id: 'students', title: 'Manage students: GET /api/users?role=Trainee', path: () => '/api/users?role=Trainee' },
  { id: 'staff', title: 'Staff users: GET /api/users?role=staff', path: () => '/api/users?role=staff' },
  { id: 'enquiries', title: 'Enquiries: GET /api/enquiries', path: () => '/api/enquiries' },
  { id: 'admissions', title: 'Admissions: GET /api/usersAdmissions', path: () => '/api/usersAdmissions' },
  // Not measured: GET /api/usersAdmissions/students groups every admission per page (seconds at a million; its
  // requests pile up and stall the run). It needs a per-learner summary kept by the progress service.
  { id: 'candidates', title: 'Admission picker: GET /api/usersAdmissions/candidates', path: (a) => `/api/usersAdmissions/candidates?courseId=${a.extra.courseId}`, paged: false },
];

const join = (p: string, q: string) => `${p}${p.includes('?') ? '&' : '?'}${q}`;
const rotating = (a: RunningServer, base: string, terms: string[], extra = '') => {
  let n = 0;
  return (): RequestSpec => ({
    method: 'GET',
    path: join(base, `pageSize=25${extra}&term=${encodeURIComponent(terms[n++ % terms.length]!)}`),
    headers: { authorization: `Bearer ${a.extra.token}` },
  });
};
const ok = (status: number, body: unknown) => (status === 200 ? undefined : `status ${status}: ${JSON.stringify(body).slice(0, 200)}`);
const firstPage = (status: number, body: unknown) =>
  ok(status, body) ?? ((body as { data?: { pageIndex?: number } }).data?.pageIndex === 0 ? undefined : `expected page 0, got ${(body as { data?: { pageIndex?: number } }).data?.pageIndex}`);

const scenarios: Scenario[] = lists.flatMap((l): Scenario[] => {
  const auth = (a: RunningServer) => ({ authorization: `Bearer ${a.extra.token}` });
  const s: Scenario[] = [];
  if (l.paged !== false) {
    s.push(
      { id: `${l.id}-page`, title: `${l.title}, page 1, no search`, server: 'app', path: (a) => join(l.path(a), 'pageSize=25'), headers: auth, check: ok },
      { id: `${l.id}-deep`, title: `${l.title}, page 400 (rows 9,976-10,000), no search`, server: 'app', path: (a) => join(l.path(a), 'pageSize=25&pageIndex=399'), headers: auth, check: ok },
    );
  }
  s.push(
    { id: `${l.id}-s2`, title: `${l.title}, 2-character searches (${short.length} terms in turn)`, server: 'app', path: '/', requests: (a) => rotating(a, l.path(a), short), check: ok },
    { id: `${l.id}-s3`, title: `${l.title}, 4+ character searches (${long.length} terms in turn)`, server: 'app', path: '/', requests: (a) => rotating(a, l.path(a), long), check: ok },
  );
  if (l.paged !== false) {
    s.push(
      { id: `${l.id}-s2deep`, title: `${l.title}, 2-character searches, page 40`, server: 'app', path: '/', requests: (a) => rotating(a, l.path(a), short, '&pageIndex=39'), check: ok },
      { id: `${l.id}-beyond`, title: `${l.title}, search 'kumar', page 100,000 (beyond the end: page 0)`, server: 'app', path: (a) => join(l.path(a), 'pageSize=25&term=kumar&pageIndex=100000'), headers: auth, check: firstPage },
    );
  }
  return s;
});

const budgets: Budget[] = scenarios.map((s) => p99Below(`${s.title}: p99 < 50 ms`, s.id, 50));

export const listsSuite: Suite = {
  name: 'lists',
  optional: true,
  heading: '## Million-row lists (issue 12)',
  baseline: scenarios[0]!.id,
  connections: CONNECTIONS,
  servers,
  scenarios,
  budgets,
  notes: [
    `Data: \`npm run bench:data\` (bench/data.ts): a demo install plus 1,000,000 learners (users), 1,000,000 enquiries, 1,000,000 admissions and 1,000,000 lesson progress rows, generated in PostgreSQL with generate_series; names, emails, cities and phones combined from small lists, so a two-letter fragment like "an" matches hundreds of thousands of rows and "zq" none; vacuumed and analyzed at the end, as autovacuum would have.`,
    `The app (compiled, NODE_ENV=production, access log on) on that database, pool of 20; an Admin's bearer token; ${CONNECTIONS} connections (a team of staff searching at once; at 50 connections the latency is mostly queueing on the 2 cores PostgreSQL shares with the app and the load generator).`,
    'Search scenarios send their terms in turn, so the p99 covers the slowest of them. "vs baseline" is against the first row and means nothing here; the p99 column is the budget.',
    'State (2026-12-03 19:45-20:10, the Zen 5 machine of the payments notes): 20 of 26 budgets PASS before this session\'s list change, 21 after (the table above). "90012" (20 learners among a million, all its pairs frequent digits) was walked to through the whole order, 150-250 ms a request and up to 1.5 s under load (students 4+ character searches p99 1,188 ms, the admission picker\'s 1,033 ms); a term in at most one row of the statistics sample is now read through the trigram index and sorted (2 ms): p99 89 and 90 ms. Left: the 4+ character searches of students, admissions and the picker (81-90 ms: the first request of a frequent term like "kumar" at 14-47 ms, and "nair." at 8-13 ms each) and 2-character searches at page 40 (59-77 ms).',
  ],
};
