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
  { id: 'learners', title: 'Manage Student (learners with their courses): GET /api/usersAdmissions/students', path: () => '/api/usersAdmissions/students' },
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
    'State (2026-12-04 19:00-20:55, 2 × AMD EPYC family 25 model 17 (Zen 4), PostgreSQL\'s shared_buffers at the machine\'s 128 MB): the 26 budgets of the lists measured until today all PASS (the table above: 29 of 32 with Manage Student\'s six). Before this session\'s changes, on this machine: the 4+ character searches of students, admissions and the picker at p99 87, 75 and 82 ms, the 2-character searches at page 40 of students and admissions at 72 and 88 ms (21 of 26 PASS the day before on a Zen 5 machine). What changed: the pickers (admission picker, course mentor picker) read their rows without counting them (a frequent term counted to its cap cost 10-30 ms); a rare term\'s page goes out before its count, and a page that is not full is its own count; a punctuated rare term ("nair.") is looked up by its narrowing pairs in the bigram index alone (337 candidates in 2-4 ms, where the trigram index added 20,000 for "nair" and the count read it all again: 11-22 ms of PostgreSQL a request); a rare term\'s matches are sorted by their keys alone ("reddy4", 2,223 learners: 8 ms to 5.5 ms); a deep page of the default order starts from a bookmark, the first or last row of a page of the same list read within 5 s (page 40 of "mu" walked 51,000 learners, 13-20 ms, and now reads one page). Tightest: the 4+ character searches of the picker and of admissions (p99 45 and 43 ms here; 34-47 ms over five runs of those scenarios alone). Manage Student (learners with their courses, in the suite since this session): every page grouped every admission (15 s for page 1 at a million admissions, so it was left out of the suite); its default order is now the newest admission first (it was name order, where a term\'s matches lie together: the walk to a first name like "priya" read some 600,000 admissions, 110-170 ms), its page\'s learners are walked to newest first through an index (migration 0055) and grouped for the page alone: 5-16 ms a search when alone. Page 1, the 2-character searches and the page beyond the end PASS; the 4+ character searches (p99 54 ms), page 400 (200 ms: it walks 20,050 admissions, 30-40 ms alone) and page 40 of the 2-character searches (115 ms) FAIL (the machine at 95-100%, about 2 ms of server CPU a request). A per-learner summary row kept with the admissions would bound them; not done.',
  ],
};
