/**
 * The real app on PostgreSQL with a large resume bank, as a bench server for the recruiters' search (issue 16).
 *
 * Environment (set by bench/suites/resumes.ts): BENCH_DATABASE_URL (fresh PostgreSQL database), BENCH_DATA_DIR (temp
 * folder), BENCH_RESUMES (resumes in the bank, default 100,000).
 * Data: the masters, the ERP skill database (a skill search also matches its synonyms), one learner account copied in
 * SQL to BENCH_RESUMES verified accounts, each with a resume written in SQL as the builder writes it (sections as JSON,
 * the bank's copies: lower-case skills and languages, city, flags, experience months and the full-text document),
 * skills drawn from the skill database, 40 cities, 30 employers and 26 ERP subjects; `VACUUM ANALYZE`d. One recruiter signed in.
 * Announces { port, token, userId, resumes }.
 */
import { sql } from 'drizzle-orm';
import { seedMasters } from '../../apps/server/src/seed/demo.seed.ts';
import { seededSkills } from '../../apps/server/src/seed/jobs.seed.ts';
import { fail, listenAndAnnounce } from './ready.ts';
import { startBenchApp } from './start-app.ts';

const CITIES = [
  'Pune', 'Bengaluru', 'Hyderabad', 'Chennai', 'Mumbai', 'Noida', 'Gurugram', 'Kolkata', 'Ahmedabad', 'Kochi', 'Jaipur', 'Indore', 'Nagpur', 'Coimbatore',
  'Vadodara', 'Chandigarh', 'Lucknow', 'Bhubaneswar', 'Mysuru', 'Thiruvananthapuram', 'Dubai', 'Abu Dhabi', 'Riyadh', 'Doha', 'Singapore', 'Kuala Lumpur',
  'London', 'Manchester', 'Frankfurt', 'Munich', 'Berlin', 'Madrid', 'Barcelona', 'Dublin', 'Amsterdam', 'Toronto', 'Dallas', 'Chicago', 'Sydney', 'Melbourne',
];
const EMPLOYERS = [
  'Infosys', 'Wipro', 'TCS', 'Accenture', 'Deloitte', 'Capgemini', 'IBM', 'HCLTech', 'Tech Mahindra', 'Cognizant', 'LTIMindtree', 'KPMG', 'EY', 'PwC',
  'Birlasoft', 'Hexaware', 'Mphasis', 'NTT Data', 'Atos', 'DXC Technology', 'Tata Steel', 'Mahindra', 'Reliance', 'Asian Paints', 'Bajaj Auto', 'Siemens',
  'Bosch', 'Unilever', 'Nestle', 'Emirates',
];
const SUBJECTS = [
  'payment run', 'goods receipt', 'invoice verification', 'pricing procedure', 'credit management', 'asset depreciation', 'cost center assessment',
  'purchase order release', 'sales order processing', 'delivery scheduling', 'billing', 'electronic bank statement', 'vendor master migration',
  'material ledger closing', 'profit center accounting', 'period-end closing', 'foreign currency valuation', 'GR/IR clearing', 'MRP run',
  'production order confirmation', 'stock transport orders', 'batch management', 'output management', 'dunning', 'intercompany reconciliation', 'payroll',
];
const LANGUAGES = ['english', 'hindi', 'marathi', 'tamil', 'telugu', 'kannada', 'bengali', 'german', 'spanish', 'arabic'];

try {
  const total = Number(process.env.BENCH_RESUMES ?? 100_000);
  const { database, app } = await startBenchApp();
  const { services } = app;
  const db = database.db;
  await seedMasters(services);
  await services.jobs.seedSkills(seededSkills);

  // Learners: one real account, copied in SQL (the password is hashed once).
  const first = await services.users.createAccount({
    firstName: 'Bench', lastName: 'Candidate', email: 'bench.cv.0@example.com', password: 'Amber-Sail-Orbit-2026', countryCode: '+91', mobileNumber: '9812345678', role: 'Trainee', emailVerified: true,
  });
  const columns = (await db.execute(sql`
    select column_name from information_schema.columns where table_schema = current_schema() and table_name = 'users' and column_name not in ('id', 'email') and is_generated = 'NEVER'
    order by ordinal_position`)) as unknown as { rows: { column_name: string }[] };
  const cols = sql.raw(columns.rows.map((c) => `"${c.column_name}"`).join(', '));
  await db.execute(sql`
    insert into users (email, ${cols})
    select 'bench.cv.' || g || '@example.com', ${cols} from users, generate_series(1, ${total - 1}) g where users.id = ${first.id}`);

  // Resumes as the builder writes them: skills from the skill database, the bank's copies alongside.
  const list = (xs: string[]) => sql.raw(`array[${xs.map((s) => `'${s.replace(/'/g, "''")}'`).join(',')}]::text[]`);
  await db.execute(sql`create table bench_skills as select row_number() over (order by id) - 1 as n, name from erp_skills`);
  const [{ n: skillCount }] = ((await db.execute(sql`select count(*)::int as n from bench_skills`)) as unknown as { rows: { n: number }[] }).rows as [{ n: number }];
  await db.execute(sql`
    insert into resumes (user_id, user_name, full_name, personal, contact, experiences, projects, masking, masked_fields, next_entry_id, progress,
      created_on, updated_on, headline, city, skills, languages, experience_months, relocation, travel, night_shift, has_verified, search_text)
    select u.id, u.email, 'Candidate ' || u.id, jsonb_build_object('FirstName', 'Candidate', 'LastName', 'No' || u.id, 'ProfileHeadline', x.headline,
        'CurrentCity', x.city, 'CurrentState', '', 'CurrentCountry', 'India'),
      jsonb_build_object('EmailID', u.email, 'MobileNumberCountryCode', '+91', 'MobileNumber', '98123 45678', 'LinkedInProfileLink', '', 'PassportAvailable', false,
        'PassportExpiryDate', null, 'Gender', '', 'MaritalStatus', '', 'Nationality', 'Indian', 'Travel', x.travel, 'Relocation', x.relocation, 'NightShift', x.night,
        'Skills', to_jsonb(x.skills), 'Languages', to_jsonb(x.langs)),
      jsonb_build_array(jsonb_build_object('ID', 1, 'Designation', 'ERP Consultant', 'Company', x.employer, 'Location', x.city, 'StartDate', x.start, 'EndDate', 'present',
        'Description', x.work)),
      jsonb_build_array(jsonb_build_object('ID', 2, 'ProjectName', 'Project ' || u.id, 'Client', x.employer, 'Role', 'Consultant', 'ERPProduct', 'SAP S/4HANA',
        'StartDate', null, 'EndDate', null, 'Description', x.project)),
      true, array['LastName', 'EmailID', 'MobileNumber']::text[], 3, 63, now() - (u.id || ' seconds')::interval, now() - (u.id || ' seconds')::interval,
      x.headline, x.city, array(select lower(s) from unnest(x.skills) s), x.langs, x.months, x.relocation, x.travel, x.night, u.id % 9 = 0,
      x.headline || E'\n' || array_to_string(x.skills, ' ') || E'\n' || 'ERP Consultant ' || x.employer || ' ' || x.city || ' ' || x.work || E'\n'
        || 'Consultant SAP S/4HANA ' || x.project
    from users u,
    -- Independent pseudo-random draws per account (plain id arithmetic would tie the city to the skills).
    lateral (select abs(hashtext('c' || u.id)) as c, abs(hashtext('a' || u.id)) as s1, abs(hashtext('b' || u.id)) as s2,
      abs(hashtext('d' || u.id)) as s3, abs(hashtext('e' || u.id)) as s4) h,
    lateral (select
      (${list(CITIES)})[1 + h.c % ${CITIES.length}] as city,
      (${list(EMPLOYERS)})[1 + (u.id / 7) % ${EMPLOYERS.length}] as employer,
      array(select name from bench_skills where n in (h.s1 % ${skillCount}, h.s2 % ${skillCount}, h.s3 % ${skillCount}, h.s4 % ${skillCount})) as skills,
      array['english', (${list(LANGUAGES)})[1 + u.id % ${LANGUAGES.length}]]::text[] as langs,
      'ERP consultant, ' || (u.id % 15) || ' years, ' || (${list(SUBJECTS)})[1 + u.id % ${SUBJECTS.length}] as headline,
      'Led the ' || (${list(SUBJECTS)})[1 + (u.id * 3) % ${SUBJECTS.length}] || ' and the ' || (${list(SUBJECTS)})[1 + (u.id * 5) % ${SUBJECTS.length}]
        || ' for a rollout of ' || (1 + u.id % 12) || ' company codes.' as work,
      'Moved the ' || (${list(SUBJECTS)})[1 + (u.id * 11) % ${SUBJECTS.length}] || ' from ECC to S/4HANA for a ' || (${list(['steel', 'pharma', 'retail', 'auto', 'telecom', 'bank'])})[1 + u.id % 6] || ' client.' as project,
      to_char(now() - ((u.id % 15) * 12 + 6 || ' months')::interval, 'YYYY-MM') as start,
      (u.id % 15) * 12 + 6 as months, u.id % 2 = 0 as relocation, u.id % 3 = 0 as travel, u.id % 5 = 0 as night
    ) x
    where u.email like 'bench.cv.%'`);

  await db.execute(sql`drop table bench_skills`);

  const recruiter = await services.users.createAccount({
    firstName: 'Bench', lastName: 'Recruiter', email: 'bench.recruiter@example.com', password: 'Quartz-Tulip-Orbit-2026', countryCode: '+91', mobileNumber: '9812345670', role: 'Recruiter', emailVerified: true,
  });
  const session = await services.sessions.start(recruiter.id, undefined, { ip: '127.0.0.1' });
  // As autovacuum would have by now: the GIN indexes' pending lists flushed (a bulk load leaves them long) and statistics read.
  await db.execute(sql`vacuum analyze`);
  const [count] = ((await db.execute(sql`select count(*)::int as n from resumes`)) as unknown as { rows: { n: number }[] }).rows;
  await listenAndAnnounce(app, { token: session.token, userId: String(recruiter.id), resumes: String(count!.n) });
} catch (e) {
  fail(e);
}
