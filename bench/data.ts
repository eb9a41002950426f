/**
 * npm run bench:data [-- --rows 1000000] [--database bench_data]
 *
 * Makes the million-row database of suite "lists" (bench/suites/lists.ts) on the local PostgreSQL: a fresh
 * database migrated and seeded like a demo install (demo accounts, courses, masters), then `--rows` learners
 * (users), enquiries, admissions and lesson progress rows, generated inside PostgreSQL with generate_series
 * (one INSERT ... SELECT per table, not row by row). The tables' secondary indexes are dropped for the load and
 * built again afterwards (the same definitions, read from pg_indexes), then everything is vacuumed and analyzed.
 * Names, emails, cities and phone numbers come from small lists combined by the row number, so searches
 * behave as on real data: common two-letter fragments match many rows, a surname a few thousand, an email one.
 */
import { parseArgs } from 'node:util';
import { enquiryStatuses } from '@app/contracts/crm';
import pg from 'pg';
import { freshPostgresDatabase } from './lib/postgres.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/platform/db/client.ts';
import { runMigrations } from '../apps/server/src/platform/db/migrate.ts';
import { buildApp } from '../apps/server/src/app.ts';
import { seedDemo, seedMasters } from '../apps/server/src/seed/demo.seed.ts';

const { values: args } = parseArgs({
  options: {
    rows: { type: 'string', default: '1000000' },
    database: { type: 'string', default: process.env.BENCH_LISTS_DATABASE ?? 'bench_data' },
  },
});
const rows = Number(args.rows);
const log = (msg: string) => console.log(`[bench:data] ${new Date().toISOString().slice(11, 19)} ${msg}`);

const firstNames = [
  'Aarav', 'Aditi', 'Akash', 'Ananya', 'Anil', 'Anjali', 'Arjun', 'Deepa', 'Divya', 'Gaurav', 'Harish', 'Isha', 'Karan', 'Kavya', 'Lakshmi',
  'Manoj', 'Meera', 'Mohit', 'Neha', 'Nikhil', 'Pooja', 'Pradeep', 'Priya', 'Rahul', 'Rajesh', 'Ramesh', 'Ravi', 'Rohan', 'Sachin', 'Sandeep',
  'Sanjay', 'Shreya', 'Sneha', 'Sunil', 'Suresh', 'Swati', 'Tanvi', 'Varun', 'Vijay', 'Vikram', 'Yash', 'Zoya', 'Daniel', 'Emma', 'Lena',
  'Lucas', 'María', 'Mateo', 'Olivia', 'Sofia', 'Jonas', 'Chloé', 'Hannah', 'Omar', 'Fatima', 'Wei', 'Yuki', 'Kwame', 'Amara', 'Björn',
];
const lastNames = [
  'Agarwal', 'Bansal', 'Bhat', 'Chopra', 'Das', 'Desai', 'Gupta', 'Iyer', 'Jain', 'Joshi', 'Kapoor', 'Khan', 'Kulkarni', 'Kumar', 'Mehta',
  'Menon', 'Mishra', 'Nair', 'Patel', 'Pillai', 'Rao', 'Reddy', 'Saxena', 'Shah', 'Sharma', 'Singh', 'Sinha', 'Srinivasan', 'Thakur', 'Verma',
  'Yadav', 'Fischer', 'García', 'Müller', 'Ortiz', 'Reyes', 'Schmidt', 'Smith', 'Johnson', 'Williams', 'Okafor', 'Nguyen', 'Tanaka', 'Rossi',
  'Novak', 'Dubois', 'Silva', 'Hansen', 'Kowalski', "O'Brien",
];
const domains = ['gmail.com', 'outlook.com', 'yahoo.co.in', 'hotmail.com', 'rediffmail.com', 'proton.me', 'company.example', 'mail.example.org'];
const cities = ['Mumbai', 'Delhi', 'Bengaluru', 'Hyderabad', 'Chennai', 'Pune', 'Kolkata', 'Ahmedabad', 'Jaipur', 'Kochi', 'Berlin', 'Madrid', 'Dubai', 'Singapore', 'London', 'Toronto'];
const degrees = ['B.Com', 'B.Tech / B.E.', 'BBA', 'MBA', 'M.Com', 'BCA', 'MCA', 'CA', 'B.Sc'];
const lit = (xs: string[]) => `array[${xs.map((x) => `'${x.replace(/'/g, "''")}'`).join(',')}]`;

// Row g's first name, last name and domain: different strides so the combinations spread.
const first = `(${lit(firstNames)})[1 + (g * 7) % ${firstNames.length}]`;
const last = `(${lit(lastNames)})[1 + (g * 13 + g / ${firstNames.length}) % ${lastNames.length}]`;
const domain = `(${lit(domains)})[1 + (g * 3) % ${domains.length}]`;
const city = `(${lit(cities)})[1 + (g * 5) % ${cities.length}]`;
const ascii = (e: string) => `translate(lower(${e}), 'áéíóúüöäçñ'' ', 'aeiouuoacn')`;
const emailOf = (tag: string) => `${ascii(first)} || '.' || ${ascii(last)} || '${tag}' || g || '@' || ${domain}`;
const mobile = `(9000000000 + (g::bigint * 7919) % 999999999)::text`;
// Spread over the last three years, newest last.
const created = `now() - ((${rows} - g) * interval '90 seconds')`;

async function withoutIndexes(client: pg.Client, tables: string[], load: () => Promise<void>) {
  const { rows: idx } = await client.query<{ indexname: string; indexdef: string }>(
    `select i.indexname, i.indexdef from pg_indexes i
       where i.schemaname = 'public' and i.tablename = any($1)
         and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
    [tables],
  );
  for (const i of idx) await client.query(`drop index "${i.indexname}"`);
  await load();
  for (const i of idx) {
    const started = Date.now();
    await client.query(i.indexdef);
    log(`  index ${i.indexname} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

const url = await freshPostgresDatabase(args.database);
log(`fresh database ${args.database}; migrating and seeding the demo data`);
{
  const database = await openDatabase({ url });
  await runMigrations(database);
  const config = loadConfig({ NODE_ENV: 'production', TWO_FACTOR_REQUIRED_ROLES: '', LOG_LEVEL: 'warn', SEED_DEMO: 'false', DATABASE_URL: url, WEB_DIST: '/nonexistent' });
  const app = await buildApp({ config, database });
  await seedMasters(app.services);
  await seedDemo(app.services);
  await app.close();
  await database.close();
}

const client = new pg.Client({ connectionString: url });
await client.connect();
await client.query(`set maintenance_work_mem = '512MB'`);
await client.query(`set synchronous_commit = off`);
const step = async (what: string, tables: string[], sqlText: string) => {
  const started = Date.now();
  await withoutIndexes(client, tables, async () => {
    const r = await client.query(sqlText);
    log(`${what}: ${r.rowCount} rows in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });
};

const firstUser = (await client.query<{ next: number }>(`select coalesce(max(id), 0) + 1 as next from users`)).rows[0]!.next;
await step('users (learners)', ['users'], `
  insert into users (first_name, last_name, email, password_hash, country_code, mobile_number, role, active, email_verified_on, created_on, updated_on)
  select ${first}, ${last}, ${emailOf('')}, '!', '+91', ${mobile}, 'Trainee', g % 50 <> 0, ${created}, ${created}, ${created}
  from generate_series(1, ${rows}) g`);
await step('enquiries', ['enquiries'], `
  insert into enquiries (name, last_name, email, country_code, mobile_number, degree, experience_years, city, description, purpose, status, created_on, updated_on)
  select ${first}, ${last}, ${emailOf('.e')}, '+91', ${mobile}, (${lit(degrees)})[1 + g % ${degrees.length}], g % 15, ${city},
         'Interested in the SAP FICO batch starting next month; please call after 6 pm.', (array['contact','demo','enrol'])[1 + g % 3],
         (${lit([...enquiryStatuses])})[1 + (g / 7) % ${enquiryStatuses.length}], ${created}, ${created}
  from generate_series(1, ${rows}) g`);
const { rows: courseRows } = await client.query<{ id: number }>(`select id from courses where deleted_on is null order by id`);
const courseIds = `(array[${courseRows.map((c) => c.id).join(',')}])`;
// (admission_learners is filled by the admissions' trigger, migration 0056.)
await step('admissions (one per learner)', ['admissions', 'admission_learners'], `
  insert into admissions (course_id, user_id, user_name, user_email, user_contact, status, progress, created_on)
  select ${courseIds}[1 + g % ${courseRows.length}], ${firstUser} + g - 1, ${first} || ' ' || ${last}, ${emailOf('')}, '+91 ' || ${mobile},
         (array['incomplete','in-progress','completed'])[1 + g % 3], (g * 37) % 101, ${created}
  from generate_series(1, ${rows}) g`);
await step('lesson progress (one per admission)', ['lesson_progress'], `
  insert into lesson_progress (user_id, lesson_id, course_id, watched_seconds, last_position, material_done, test_status, updated_on)
  select a.user_id, coalesce((select min(l.id) from lessons l where l.course_id = a.course_id), 0), a.course_id, 120, 120, true, 'none', a.created_on
  from admissions a where a.user_id >= ${firstUser}`);
// VACUUM as autovacuum would have by then on a real install (PostgreSQL 13+ vacuums tables after inserts): the
// visibility map lets the lists count and skip rows through their indexes alone (index-only scans).
log('vacuum (analyze)');
await client.query('vacuum (analyze)');
await client.end();
log(`done: postgres database "${args.database}" (suite "lists" reads it: npm run bench -- --suite lists)`);
