/**
 * The real app on PostgreSQL with a large knowledge repository, as a bench server for the chat bot's answers (issue 20).
 *
 * Environment (set by bench/suites/chatbot.ts): BENCH_DATABASE_URL (fresh PostgreSQL database), BENCH_DATA_DIR (temp
 * folder), BENCH_KNOWLEDGE_ITEMS (approved items in all, default 10,000), BENCH_CHAT_LEARNERS (accounts asking in turn,
 * default 4,000: the bot takes 12 questions a minute from one account, and a run of 12 s at 2,000 questions a second
 * asks 24,000).
 * Data: the masters, the ERP skill database (the bot's synonyms), the 30 trained pairs of the demo, the demo's seven
 * folders (trainer notes for staff only) with its 40 real items approved through the use-cases, and generated
 * approved items up to BENCH_KNOWLEDGE_ITEMS, written in SQL from ERP subjects, systems and transactions.
 * Announces { port, learners }: learners is a JSON array of [userId, token].
 */
import { sql } from 'drizzle-orm';
import { accountRoles, staffRoles } from '@app/contracts/roles';
import { seedChatbotPairs } from '../../apps/server/src/seed/chatbot.seed.ts';
import { seedMasters } from '../../apps/server/src/seed/demo.seed.ts';
import { seededSkills } from '../../apps/server/src/seed/jobs.seed.ts';
import { knowledgeFolders, knowledgeItems } from '../../apps/server/src/seed/knowledge.content.ts';
import { fail, listenAndAnnounce } from './ready.ts';
import { analyzeSeeded } from './analyze.ts';
import { startBenchApp } from './start-app.ts';

/** What the generated items are about: ERP subjects (with their transaction), systems and the kind of note. */
const SUBJECTS = [
  'payment run (F110)', 'goods receipt (MIGO)', 'invoice verification (MIRO)', 'pricing procedure (V/08)', 'credit memo (FB75)',
  'asset depreciation run (AFAB)', 'cost center assessment (KSU5)', 'purchase order release (ME29N)', 'sales order (VA01)',
  'delivery block (VL10)', 'billing document (VF01)', 'electronic bank statement (FF_5)', 'vendor master (BP)', 'customer credit limit (UKM_BP)',
  'material ledger closing (CKMLCP)', 'profit center derivation (3KEH)', 'period-end closing (FAGLGVTR)', 'foreign currency valuation (FAGL_FCV)',
  'GR/IR clearing (F.13)', 'MRP run (MD01N)', 'production order confirmation (CO11N)', 'stock transport order (ME21N)',
  'batch determination (VCH1)', 'output determination (NACE)', 'dunning run (F150)', 'intercompany reconciliation (ICR)',
];
const SYSTEMS = ['SAP ECC', 'S/4HANA', 'Oracle Fusion', 'Dynamics 365 Finance', 'SAP Business One'];
const KINDS = ['configuration checklist', 'common errors and fixes', 'step-by-step how-to', 'interview questions', 'process map'];

try {
  const total = Number(process.env.BENCH_KNOWLEDGE_ITEMS ?? 10_000);
  const learnerCount = Number(process.env.BENCH_CHAT_LEARNERS ?? 4_000);
  const { database, app } = await startBenchApp();
  const { services } = app;
  const db = database.db;
  await seedMasters(services);
  await services.jobs.seedSkills(seededSkills);
  await seedChatbotPairs(services);

  // The demo's folders and its 40 real items, contributed and approved through the use-cases.
  const editorUser = await services.users.createAccount({
    firstName: 'Bench', lastName: 'Editor', email: 'bench.editor@example.com', password: 'Quartz-Tulip-Orbit-2026', countryCode: '+91', mobileNumber: '9812345670', role: 'Editor', emailVerified: true,
  });
  const editor = { userId: editorUser.id, sessionId: 0, role: 'Editor' as const, email: editorUser.email, emailVerified: true, requestId: 'bench', ip: '127.0.0.1' };
  const folderIds = new Map<string, number>();
  for (const f of knowledgeFolders) {
    const roles = f.staffOnly ? staffRoles.filter((r) => r !== 'Recruiter') : [...accountRoles];
    const row = await services.knowledge.createFolder(editor, { Name: f.name, ParentID: f.parent ? folderIds.get(f.parent)! : null, Description: f.description, Roles: roles });
    folderIds.set(f.name, row.ID);
  }
  let real = 0;
  for (const item of knowledgeItems.filter((i) => !i.status)) {
    const made = await services.knowledge.contribute(editor, { FolderID: folderIds.get(item.folder)!, Title: item.title, Description: item.description, Body: item.body, TagIDs: [] });
    await services.knowledge.review(editor, made.ID, { Action: 'approve', Comment: '' });
    real++;
  }

  // Generated approved items up to `total`, spread over every folder (one in seven in the staff-only one).
  const folders = sql.raw(`array[${[...folderIds.values()].join(',')}]`);
  const list = (xs: string[]) => sql.raw(`array[${xs.map((s) => `'${s.replace(/'/g, "''")}'`).join(',')}]`);
  const subjects = list(SUBJECTS);
  const systems = list(SYSTEMS);
  const kinds = list(KINDS);
  await db.execute(sql`
    insert into knowledge_items (folder_id, title, description, body, body_text, status, author_id, author_name, created_on, updated_on)
    select (${folders})[1 + g % ${folderIds.size}], t.title, t.description, '<p>' || t.body || '</p>', t.body, 'approved', ${editorUser.id}, 'Bench Editor',
      now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval
    from generate_series(1, ${Math.max(0, total - real)}) g,
    lateral (select
      initcap((${kinds})[1 + (g / 26) % 5]) || ': ' || (${subjects})[1 + g % 26] || ' in ' || (${systems})[1 + (g / 130) % 5] || ' #' || g as title,
      'Notes from batch ' || (g % 40) || ' on the ' || (${subjects})[1 + g % 26] || '.' as description,
      'In ' || (${systems})[1 + (g / 130) % 5] || ' the ' || (${subjects})[1 + g % 26] || ' needs its settings checked before the first run. '
        || 'Learners often mix it up with the ' || (${subjects})[1 + (g * 7) % 26] || ', which runs in another step. '
        || 'Check the document type, the posting period and the authorisations, then test with one ' || (${subjects})[1 + (g * 11) % 26] || ' first. '
        || 'Trainer tip ' || g || ': write down what you changed and why.' as body
    ) t`);
  // Learners asking in turn: one real account, copied in SQL (the password is hashed once), each signed in.
  const first = await services.users.createAccount({
    firstName: 'Bench', lastName: 'Learner', email: 'bench.chat.0@example.com', password: 'Amber-Sail-Orbit-2026', countryCode: '+91', mobileNumber: '9812345678', role: 'Trainee', emailVerified: true,
  });
  const columns = (await db.execute(sql`
    select column_name from information_schema.columns where table_schema = current_schema() and table_name = 'users' and column_name not in ('id', 'email') and is_generated = 'NEVER'
    order by ordinal_position`)) as unknown as { rows: { column_name: string }[] };
  const cols = sql.raw(columns.rows.map((c) => `"${c.column_name}"`).join(', '));
  await db.execute(sql`
    insert into users (email, ${cols})
    select 'bench.chat.' || g || '@example.com', ${cols} from users, generate_series(1, ${learnerCount - 1}) g where users.id = ${first.id}`);
  const ids = (await db.execute(sql`select id from users where email like 'bench.chat.%' order by id`)) as unknown as { rows: { id: number }[] };
  const learners: [number, string][] = [];
  for (const { id } of ids.rows) learners.push([Number(id), (await services.sessions.start(Number(id), undefined, { ip: '127.0.0.1' })).token]);

  await analyzeSeeded(db);
  const [count] = ((await db.execute(sql`select count(*)::int as n from knowledge_items where status = 'approved'`)) as unknown as { rows: { n: number }[] }).rows;
  await listenAndAnnounce(app, { learners: JSON.stringify(learners), items: String(count!.n) });
} catch (e) {
  fail(e);
}
