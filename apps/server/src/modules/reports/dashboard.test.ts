import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClock, type TestApp } from '../../../test/harness.ts';

/*
 * A hand-built academy: each table gets rows inside the period (1-14 March 2026), in the previous period
 * (15-28 February) and outside both, so every figure below is counted by hand from these rows.
 */
type User = Awaited<ReturnType<TestApp['createUser']>>;
let t: TestApp;
let admin: User;
let superAdmin: User;
let mentorA: User;
let mentorB: User;
const learners: User[] = [];
const others: Record<string, User> = {};

const at = (s: string) => new Date(s.length === 10 ? `${s}T12:00:00Z` : s);
const exec = (q: SQL) => t.database.db.execute(q);
const first = async <T>(q: SQL): Promise<T> => {
  const r = (await exec(q)) as unknown as { rows?: T[] };
  return (r.rows ?? (r as unknown as T[]))[0]!;
};

beforeAll(async () => {
  const clock = new TestClock(new Date('2026-03-15T12:00:00Z'));
  t = await createTestApp({ clock });
  admin = await t.createUser({ role: 'Admin' });
  superAdmin = await t.createUser({ role: 'SuperAdmin' });
  mentorA = await t.createUser({ role: 'Mentor' });
  mentorB = await t.createUser({ role: 'Mentor' });
  for (const role of ['Mentor', 'Editor', 'Recruiter', 'Trainee'] as const) others[role] = await t.createUser({ role });
  for (let i = 0; i < 4; i++) learners.push(await t.createUser());
  const [L1, L2, L3, L4] = learners as [User, User, User, User];
  await exec(sql`update users set first_name = 'Asha', last_name = 'Mentor' where id = ${mentorA.id}`);
  await exec(sql`update users set first_name = 'Bela', last_name = 'Mentor' where id = ${mentorB.id}`);

  // Enquiries: 4 in the period (1 enrolled), 2 before (both enrolled), 1 long before.
  const enquiry = (on: string, status: string) =>
    exec(sql`insert into enquiries (name, email, country_code, mobile_number, description, status, created_on)
      values ('Ravi', 'ravi@example.com', '+91', '9876543210', 'SAP FICO', ${status}, ${at(on)})`);
  for (const [on, status] of [['2026-03-01', 'Enrolled'], ['2026-03-05', 'New'], ['2026-03-09', 'Contacted'], ['2026-03-14', 'New'], ['2026-02-16', 'Enrolled'], ['2026-02-27', 'Enrolled'], ['2026-01-10', 'New']]) await enquiry(on!, status!);

  // Courses: c1 (mentor A), c2 (mentors A and B), c3 (no mentor).
  const course = async (title: string) => (await first<{ id: number }>(sql`insert into courses (title, slug) values (${title}, ${title.toLowerCase().replace(/ /g, '-')}) returning id`)).id;
  const c1 = await course('SAP FICO Basics');
  const c2 = await course('SAP MM Procurement');
  const c3 = await course('Oracle Fusion HCM');
  for (const [c, m, name] of [[c1, mentorA.id, 'Asha Mentor'], [c2, mentorA.id, 'Asha Mentor'], [c2, mentorB.id, 'Bela Mentor']] as const)
    await exec(sql`insert into course_mentors (course_id, user_id, user_name) values (${c}, ${m}, ${name})`);

  // Admissions: 3 in the period (weeks of 23 Feb, 2 Mar, 9 Mar), 1 before, 1 after its end; completions 1 in, 1 before.
  const admit = (c: number, u: User, on: string, completed: string | null = null) =>
    exec(sql`insert into admissions (course_id, user_id, created_on, completed_on, status) values (${c}, ${u.id}, ${at(on)}, ${completed ? at(completed) : null}, ${completed ? 'completed' : 'in-progress'})`);
  await admit(c1, L1, '2026-03-01', '2026-03-12');
  await admit(c1, L2, '2026-03-03');
  await admit(c1, L3, '2026-03-10');
  await admit(c2, L1, '2026-02-20', '2026-02-25');
  await admit(c1, L4, '2026-03-15T01:00:00Z');

  // Certificates: 2 valid and 1 revoked in the period, 1 before.
  let n = 0;
  const certificate = (on: string, revoked: string | null = null) =>
    exec(sql`insert into certificates (public_id, user_id, course_id, holder_name, course_name, course_slug, issued_on, revoked_on)
      values (${`cert-${++n}`}, ${learners[n % 4]!.id}, ${n}, 'Ravi', 'SAP', 'sap', ${at(on)}, ${revoked ? at(revoked) : null})`);
  await certificate('2026-03-12');
  await certificate('2026-03-13');
  await certificate('2026-03-02', '2026-03-03');
  await certificate('2026-02-25');

  // Badges: 1 in the period.
  const capsule = (await first<{ id: number }>(sql`insert into capsules (title) values ('SAP S/4HANA Finance capsule') returning id`)).id;
  await exec(sql`insert into capsule_badges (public_id, capsule_id, user_id, holder_name, issued_on) values ('badge-1', ${capsule}, ${L1.id}, 'Ravi', ${at('2026-03-06')})`);

  // Orders: INR 1,000.00 and 500.00 less 200.00 refunded; USD 49.00; before: INR 700.00; an unpaid order counts nothing.
  const order = (u: User, item: number, currency: string, captured: number, refunded: number, paid: string | null) =>
    exec(sql`insert into orders (user_id, item_kind, item_id, item_title, currency, amount, provider, status, captured_amount, refunded_amount, paid_on)
      values (${u.id}, 'course', ${item}, 'SAP FICO', ${currency}, ${captured}, 'test', ${paid ? 'paid' : 'created'}, ${captured}, ${refunded}, ${paid ? at(paid) : null})`);
  await order(L1, 1, 'INR', 100000, 0, '2026-03-04');
  await order(L2, 2, 'INR', 50000, 20000, '2026-03-11');
  await order(L3, 3, 'USD', 4900, 0, '2026-03-01');
  await order(L4, 4, 'INR', 70000, 0, '2026-02-20');
  await order(L4, 5, 'INR', 90000, 0, null);

  // Sessions (the sign-ins createUser made are at "now", after the period): L1 9-10 Mar, L2 2 Mar, L3 27 Feb - 9 Mar; a mentor's counts nothing.
  const session = (u: User, from: string, to: string) =>
    exec(sql`insert into sessions (user_id, token_hash, created_on, last_renewed_on, idle_expires_at, absolute_expires_at)
      values (${u.id}, ${`hash-${u.id}-${from}`}, ${at(from)}, ${at(to)}, ${at(to)}, ${at(to)})`);
  await session(L1, '2026-03-09', '2026-03-10');
  await session(L2, '2026-03-02T08:00:00Z', '2026-03-02T09:00:00Z');
  await session(L3, '2026-02-27', '2026-03-09');
  await session(mentorA, '2026-03-10', '2026-03-11');

  // Submissions waiting now: c1 two (48 h and 24 h), c2 one (96 h), c3 one (6 h); an accepted one is not waiting.
  const submission = (c: number, u: User, lesson: number, on: string, status = 'submitted') =>
    exec(sql`insert into submissions (user_id, course_id, lesson_id, assignment_id, attempt_no, status, created_on, request_id) values (${u.id}, ${c}, ${lesson}, ${lesson}, 1, ${status}, ${at(on)}, ${`req-${u.id}-${lesson}`})`);
  await submission(c1, L1, 11, '2026-03-13T12:00:00Z');
  await submission(c1, L2, 11, '2026-03-14T12:00:00Z');
  await submission(c2, L1, 21, '2026-03-11T12:00:00Z');
  await submission(c3, L3, 31, '2026-03-15T06:00:00Z');
  await submission(c1, L3, 12, '2026-03-01T06:00:00Z', 'accepted');

  // Tickets: open now T1, T2, T3 (T3 unanswered); T6 merged into T1 does not count. First responses in the period 2 h, 6 h, 1 h; before 10 h.
  const ticket = async (status: string, on: string, responseHours: number | null, mergedInto: number | null = null) =>
    (await first<{ id: number }>(sql`insert into support_tickets (user_id, user_name, user_email, subject, category, request_id, status, created_on, first_response_on, merged_into_id)
      values (${L1.id}, 'Ravi', 'ravi@example.com', 'Cannot open lesson', 'Technical', ${`req-${on}-${status}`}, ${status}, ${at(on)},
        ${responseHours === null ? null : new Date(at(on).getTime() + responseHours * 3600_000)}, ${mergedInto}) returning id`)).id;
  const t1 = await ticket('Open', '2026-03-02', 2);
  await ticket('In Progress', '2026-03-05', 6);
  await ticket('Open', '2026-03-10', null);
  await ticket('Resolved', '2026-03-12', 1);
  await ticket('Closed', '2026-02-20', 10);
  await ticket('Open', '2026-03-03', null, t1);

  // Job invitations: accepted 5 Mar (hired 12 Mar) and 14 Mar (hired 14 Mar); accepted before; a decline.
  const company = (await first<{ id: number }>(sql`insert into companies (name, status_id, subdomain, registered_email) values ('Infosys', 1, 'infosys', 'hr@infosys.example') returning id`)).id;
  const job = async (title: string) => (await first<{ id: number }>(sql`insert into jobs (company_id, title, created_by) values (${company}, ${title}, ${admin.id}) returning id`)).id;
  const j1 = await job('SAP FICO Consultant');
  const j2 = await job('SAP MM Consultant');
  const invite = (j: number, u: User, status: string, answered: string, hired: string | null = null) =>
    exec(sql`insert into job_invitations (job_id, company_id, candidate_id, candidate_name, candidate_email, deadline, status, answered_on, hired_on)
      values (${j}, ${company}, ${u.id}, 'Ravi', 'ravi@example.com', ${at('2026-04-01')}, ${status}, ${at(answered)}, ${hired ? at(hired) : null})`);
  await invite(j1, L1, 'Accepted', '2026-03-05', '2026-03-12');
  await invite(j1, L2, 'Accepted', '2026-03-14', '2026-03-14');
  await invite(j2, L3, 'Accepted', '2026-02-20');
  await invite(j2, L4, 'Declined', '2026-03-06');

  // Forum reports: 2 in the period (one dismissed), 1 before, 1 after; pending now 3.
  const post = (await first<{ id: number }>(sql`insert into forum_posts (kind, user_id, user_name, body, body_text) values ('topic', ${L1.id}, 'Ravi', 'Spam', 'Spam') returning id`)).id;
  const report = (u: User, on: string, status: string) =>
    exec(sql`insert into forum_reports (post_id, reported_by, reported_by_name, report_type, explanation, status, created_on) values (${post}, ${u.id}, 'Ravi', 'spam', 'Advert', ${status}, ${at(on)})`);
  await report(L1, '2026-03-03', 'pending');
  await report(L2, '2026-03-08', 'dismissed');
  await report(L3, '2026-02-22', 'pending');
  await report(L4, '2026-03-15T02:00:00Z', 'pending');
}, 120_000);
afterAll(() => t.close());

const get = (u: User | null, query = '') => (u ? t.as(u)({ url: `/api/dashboard/admin${query}` }) : t.request({ url: `/api/dashboard/admin${query}` }));
const period = '?from=2026-03-01&to=2026-03-14';

describe('GET /api/dashboard/admin', () => {
  it('should compute every KPI and its previous period from the seeded academy when an admin asks for a period', async () => {
    const res = await get(admin, period);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data;
    expect(d).toMatchObject({ From: '2026-03-01', To: '2026-03-14', PreviousFrom: '2026-02-15', PreviousTo: '2026-02-28' });
    const k = Object.fromEntries(d.Kpis.map((x: { Key: string }) => [x.Key, x]));
    const fig = (key: string, Value: number | null, Previous: number | null, Detail: number | null = null) => expect(k[key], key).toMatchObject({ Value, Previous, Detail });
    fig('enquiries', 4, 2);
    fig('conversion', 25, 100);
    fig('admissions', 3, 1);
    fig('revenueINR', 130000, 70000);
    expect(k.revenueINR).toMatchObject({ Unit: 'money', Currency: 'INR' });
    fig('revenueUSD', 4900, 0);
    fig('activeLearners', 2, 2);
    fig('completions', 1, 1);
    fig('certificates', 2, 1);
    fig('badges', 1, 0);
    fig('checking', 4, null, 96);
    fig('openTickets', 3, null, 1);
    fig('firstResponse', 2, 10);
    fig('invitationsAccepted', 2, 1);
    fig('forumReports', 2, 1, 3);
    expect(d.Kpis).toHaveLength(14);
  });

  it('should give admissions and revenue per week, the funnel, learners active per day and the backlog per mentor', async () => {
    const d = (await get(superAdmin, period)).json().data;
    expect(d.Weeks).toEqual([
      { Week: '2026-02-23', Admissions: 1, RevenueINR: 0, RevenueUSD: 4900 },
      { Week: '2026-03-02', Admissions: 1, RevenueINR: 100000, RevenueUSD: 0 },
      { Week: '2026-03-09', Admissions: 1, RevenueINR: 30000, RevenueUSD: 0 },
    ]);
    expect(d.Funnel).toEqual({ Enquiries: 4, Admissions: 3, Completions: 1, Placed: 2 });
    const days = Object.fromEntries(d.ActiveDays.map((x: { Day: string; Learners: number }) => [x.Day, x.Learners]));
    expect(d.ActiveDays).toHaveLength(14);
    expect(days).toMatchObject({ '2026-03-01': 1, '2026-03-02': 2, '2026-03-05': 1, '2026-03-09': 2, '2026-03-10': 1, '2026-03-11': 0, '2026-03-14': 0 });
    expect(d.Backlog).toEqual([
      { MentorID: mentorA.id, MentorName: 'Asha Mentor', Waiting: 3, OldestHours: 96 },
      { MentorID: mentorB.id, MentorName: 'Bela Mentor', Waiting: 1, OldestHours: 96 },
      { MentorID: null, MentorName: null, Waiting: 1, OldestHours: 6 },
    ]);
  });

  it('should default to the last 28 days up to today when no period is given', async () => {
    const d = (await get(admin)).json().data;
    expect(d).toMatchObject({ From: '2026-02-16', To: '2026-03-15', PreviousFrom: '2026-01-19', PreviousTo: '2026-02-15' });
    // 16 Feb - 15 Mar holds every enquiry but January's (which is before 19 Jan - 15 Feb too), and the admission after 14 March.
    const k = Object.fromEntries(d.Kpis.map((x: { Key: string }) => [x.Key, x]));
    expect(k.enquiries).toMatchObject({ Value: 6, Previous: 0 });
    expect(k.admissions).toMatchObject({ Value: 5, Previous: 0 });
  });

  it('should answer 403 to every role without the dashboard capability (a recruiter sees no learning figure) and 401 when signed out', async () => {
    for (const role of ['Mentor', 'Editor', 'Recruiter', 'Trainee']) {
      const res = await get(others[role]!, period);
      expect(res.statusCode, role).toBe(403);
      expect(res.body).not.toContain('Kpis');
    }
    expect((await get(null, period)).statusCode).toBe(401);
  });

  it('should answer 400 with a clear message when the period is bad', async () => {
    const bad = async (query: string, message: RegExp) => {
      const res = await get(admin, query);
      expect(res.statusCode, query).toBe(400);
      expect(JSON.stringify(res.json()), query).toMatch(message);
    };
    await bad('?from=2026-03-14&to=2026-03-01', /end on or after its start/);
    await bad('?from=2024-01-01&to=2026-01-02', /at most two years/);
    await bad('?from=2026-02-30&to=2026-03-01', /Not a real date/);
    await bad('?from=03/01/2026&to=2026-03-14', /YYYY-MM-DD/);
    await bad('?from=2026-03-01', /both ends/);
  });

  it('should accept a period of exactly two years (731 days)', async () => {
    const res = await get(admin, '?from=2024-03-15&to=2026-03-15');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.ActiveDays).toHaveLength(731);
  });

  // Last: it changes the academy. The daily figures are kept by triggers (migration 0038): every change to a counted
  // row must move them, and they must always equal a count over the rows themselves.
  it('should follow every change of a counted row (status, refund, revocation, move, delete) and equal a recount of the rows', async () => {
    const [L1, L2, L3] = learners as [User, User, User];
    await exec(sql`update enquiries set status = 'Enrolled' where created_on = ${at('2026-03-05')}`);
    await exec(sql`update orders set refunded_amount = 40000 where user_id = ${L1.id} and currency = 'INR'`);
    await exec(sql`update orders set paid_on = ${at('2026-02-20')} where currency = 'USD'`);
    await exec(sql`update certificates set revoked_on = ${at('2026-03-14')} where issued_on = ${at('2026-03-12')}`);
    await exec(sql`update admissions set completed_on = ${at('2026-03-13')}, status = 'completed' where user_id = ${L2.id}`);
    await exec(sql`delete from admissions where user_id = ${L3.id}`);
    await exec(sql`update job_invitations set status = 'Declined' where candidate_id = ${L2.id}`);
    await exec(sql`delete from forum_reports where created_on = ${at('2026-03-08')}`);
    await exec(sql`update capsule_badges set issued_on = ${at('2026-02-16')}`);
    // L2's session of 2 March renewed on 4 March: active on the 3rd and the 4th as well.
    await exec(sql`update sessions set last_renewed_on = ${at('2026-03-04T10:00:00Z')} where user_id = ${L2.id} and created_on = ${at('2026-03-02T08:00:00Z')}`);

    const d = (await get(admin, period)).json().data;
    const k = Object.fromEntries(d.Kpis.map((x: { Key: string }) => [x.Key, x]));
    const fig = (key: string, Value: number | null, Previous: number | null) => expect(k[key], key).toMatchObject({ Value, Previous });
    fig('enquiries', 4, 2);
    fig('conversion', 50, 100);
    fig('admissions', 2, 1);
    fig('completions', 2, 1);
    fig('revenueINR', 90000, 70000);
    fig('revenueUSD', 0, 4900);
    fig('certificates', 1, 1);
    fig('badges', 0, 1);
    fig('invitationsAccepted', 1, 1);
    fig('forumReports', 1, 1);
    const days = Object.fromEntries(d.ActiveDays.map((x: { Day: string; Learners: number }) => [x.Day, x.Learners]));
    expect(days).toMatchObject({ '2026-03-02': 2, '2026-03-03': 2, '2026-03-04': 2, '2026-03-05': 1 });
    expect(d.Weeks).toEqual([
      { Week: '2026-02-23', Admissions: 1, RevenueINR: 0, RevenueUSD: 0 },
      { Week: '2026-03-02', Admissions: 1, RevenueINR: 60000, RevenueUSD: 0 },
      { Week: '2026-03-09', Admissions: 0, RevenueINR: 30000, RevenueUSD: 0 },
    ]);

    const rowsOf = async <T>(q: SQL) => {
      const r = (await exec(q)) as unknown as { rows?: T[] };
      return r.rows ?? (r as unknown as T[]);
    };
    const kept = await rowsOf<{ m: string; c: string; d: string; v: number }>(sql`
      select metric as m, currency as c, day::text as d, sum(value)::int as v from dashboard_daily where metric <> 'active_learners'
      group by 1, 2, 3 having sum(value) <> 0 order by 1, 2, 3`);
    const recount = await rowsOf<{ m: string; c: string; d: string; v: number }>(sql`
      select m, c, d::text as d, sum(v)::int as v from (
        select 'enquiries' as m, '' as c, (created_on at time zone 'UTC')::date as d, 1 as v from enquiries
        union all select 'enquiries_enrolled', '', (created_on at time zone 'UTC')::date, 1 from enquiries where status = 'Enrolled'
        union all select 'admissions', '', (created_on at time zone 'UTC')::date, 1 from admissions
        union all select 'completions', '', (completed_on at time zone 'UTC')::date, 1 from admissions where completed_on is not null
        union all select 'certificates', '', (issued_on at time zone 'UTC')::date, 1 from certificates where revoked_on is null
        union all select 'badges', '', (issued_on at time zone 'UTC')::date, 1 from capsule_badges where revoked_on is null
        union all select 'revenue', currency, (paid_on at time zone 'UTC')::date, captured_amount - refunded_amount from orders where paid_on is not null
        union all select 'invitations_accepted', '', (answered_on at time zone 'UTC')::date, 1 from job_invitations where status = 'Accepted' and answered_on is not null
        union all select 'forum_reports', '', (created_on at time zone 'UTC')::date, 1 from forum_reports
      ) x group by m, c, d having sum(v) <> 0 order by 1, 2, 3`);
    expect(kept).toEqual(recount);
    // Learners active per day: the count of learner_active_days, which holds each learner's days of their sessions.
    const activeKept = await rowsOf<{ d: string; v: number }>(sql`select day::text as d, sum(value)::int as v from dashboard_daily where metric = 'active_learners' group by 1 having sum(value) <> 0 order by 1`);
    const activeRecount = await rowsOf<{ d: string; v: number }>(sql`select day::text as d, count(*)::int as v from learner_active_days group by day order by 1`);
    expect(activeKept).toEqual(activeRecount);
    const sessionDays = await rowsOf<{ d: string; v: number }>(sql`
      select g::date::text as d, count(distinct s.user_id)::int as v from sessions s join users u on u.id = s.user_id and lower(u.role) = 'trainee'
      cross join lateral generate_series((s.created_on at time zone 'UTC')::date, (s.last_renewed_on at time zone 'UTC')::date, interval '1 day') g
      group by 1 order by 1`);
    expect(activeRecount).toEqual(sessionDays);
  });
});
