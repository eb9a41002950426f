import { and, asc, count, desc, eq, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { ListQuery, Page } from '@app/contracts/list';
import type { BankQuery, ResumeRow } from '@app/contracts/resumes';
import type { Db } from '../../platform/db/client.ts';
import { isoTime } from '../../platform/db/columns.ts';
import { DATA_VERSIONS, dataVersionSql } from '../../platform/db/data-versions.ts';
import { namedQuery, namedText } from '../../platform/db/prepared.ts';
import { MAX_RANKED, cappedPage, chosenSortKey, paginate, termFilter, type ListSpec } from '../../platform/http/list-query.ts';
import { resumeExports, resumeMasters, resumes, resumeShareLinks, resumeSkillSearches, resumeUnmaskRequests } from './resumes.tables.ts';
import { rowsOf } from '../../platform/db/rows.ts';

export type ResumeRecord = typeof resumes.$inferSelect;
export type ShareLinkRecord = typeof resumeShareLinks.$inferSelect;
export type UnmaskRecord = typeof resumeUnmaskRequests.$inferSelect;
export type ExportRecord = typeof resumeExports.$inferSelect;

const r = resumes;

export async function findByUser(db: Db, userId: number) {
  const [row] = await db.select().from(resumes).where(eq(r.userId, userId));
  return row;
}
export async function findById(db: Db, id: number) {
  const [row] = await db.select().from(resumes).where(eq(r.id, id));
  return row;
}
export async function lockByUser(db: Db, userId: number) {
  const [row] = await db.select().from(resumes).where(eq(r.userId, userId)).for('update');
  return row;
}
export async function lockById(db: Db, id: number) {
  const [row] = await db.select().from(resumes).where(eq(r.id, id)).for('update');
  return row;
}
/** Starts a resume unless the user has one (a second call at once finds the first). */
export async function insertResume(db: Db, values: typeof resumes.$inferInsert) {
  await db.insert(resumes).values(values).onConflictDoNothing();
  return (await findByUser(db, values.userId))!;
}
export async function updateResume(db: Db, id: number, values: Partial<typeof resumes.$inferInsert>) {
  const [row] = await db.update(resumes).set(values).where(eq(r.id, id)).returning();
  return row!;
}

// ---------------------------------------------------------------- share links

export async function insertLink(db: Db, values: typeof resumeShareLinks.$inferInsert) {
  const [row] = await db.insert(resumeShareLinks).values(values).returning();
  return row!;
}
export function linksOf(db: Db, resumeId: number) {
  return db.select().from(resumeShareLinks).where(eq(resumeShareLinks.resumeId, resumeId)).orderBy(desc(resumeShareLinks.id));
}
export async function findLink(db: Db, id: number, resumeId: number) {
  const [row] = await db.select().from(resumeShareLinks).where(and(eq(resumeShareLinks.id, id), eq(resumeShareLinks.resumeId, resumeId)));
  return row;
}
export async function revokeLink(db: Db, id: number, now: Date) {
  const [row] = await db.update(resumeShareLinks).set({ revokedOn: now }).where(and(eq(resumeShareLinks.id, id), isNull(resumeShareLinks.revokedOn))).returning();
  return row;
}
/** Counts a view of an active link and answers it; nothing when the link is unknown, revoked or expired. */
export async function viewLink(db: Db, token: string, now: Date) {
  const l = resumeShareLinks;
  const [row] = await db
    .update(l)
    .set({ viewCount: sql`${l.viewCount} + 1`, lastViewedOn: now })
    .where(and(eq(l.token, token), isNull(l.revokedOn), or(isNull(l.expiresOn), sql`${l.expiresOn} > ${now.toISOString()}`)))
    .returning();
  return row;
}

/** An active link by its token, without counting a view (the shared page's photo and video). */
export async function activeLink(db: Db, token: string, now: Date) {
  const l = resumeShareLinks;
  const [row] = await db.select().from(l).where(and(eq(l.token, token), isNull(l.revokedOn), or(isNull(l.expiresOn), sql`${l.expiresOn} > ${now.toISOString()}`)));
  return row;
}

// ---------------------------------------------------------------- unmask requests

export async function upsertRequest(db: Db, values: typeof resumeUnmaskRequests.$inferInsert) {
  const u = resumeUnmaskRequests;
  // A declined request may be asked again; a pending or accepted one stays as it is.
  const [row] = await db
    .insert(u)
    .values(values)
    .onConflictDoUpdate({
      target: [u.resumeId, u.requesterId],
      set: { status: 'Pending', message: values.message, createdOn: values.createdOn, decidedOn: null },
      setWhere: sql`${u.status} = 'Declined'`,
    })
    .returning();
  return row;
}
export async function requestOf(db: Db, resumeId: number, requesterId: number) {
  const [row] = await db.select().from(resumeUnmaskRequests).where(and(eq(resumeUnmaskRequests.resumeId, resumeId), eq(resumeUnmaskRequests.requesterId, requesterId)));
  return row;
}
export function requestsOf(db: Db, resumeId: number) {
  return db.select().from(resumeUnmaskRequests).where(eq(resumeUnmaskRequests.resumeId, resumeId)).orderBy(desc(resumeUnmaskRequests.id));
}
export async function decideRequest(db: Db, id: number, resumeId: number, status: 'Accepted' | 'Declined', now: Date) {
  const [row] = await db
    .update(resumeUnmaskRequests)
    .set({ status, decidedOn: now })
    .where(and(eq(resumeUnmaskRequests.id, id), eq(resumeUnmaskRequests.resumeId, resumeId)))
    .returning();
  return row;
}
export async function findRequest(db: Db, id: number, resumeId: number) {
  const [row] = await db.select().from(resumeUnmaskRequests).where(and(eq(resumeUnmaskRequests.id, id), eq(resumeUnmaskRequests.resumeId, resumeId)));
  return row;
}
/** Who reads the bank: the recruiter and the companies they belong to (grants to those count too). */
export type BankViewer = { requesterId: number };

/**
 * The unmask rule, in SQL: the candidate accepted an unmask request of this recruiter or of their company, or
 * accepted (or applied to) a job invitation of their company. Accepting a job unmasks for that company only. The
 * company is read by the statement itself (a recruiter recruits for one company at most, `company_recruiters`), so
 * a recruiter moved out of a company stops seeing what it unmasked at once, and a search needs no lookup of its own.
 */
export function unmaskedSql(v: BankViewer): SQL {
  const company = sql`(select cr.company_id from company_recruiters cr where cr.user_id = ${v.requesterId})`;
  return sql`(exists (select 1 from resume_unmask_requests q where q.resume_id = resumes.id and q.status = 'Accepted'
      and (q.requester_id = ${v.requesterId} or q.company_id = ${company}))
    or exists (select 1 from job_invitations ji where ji.candidate_id = resumes.user_id and ji.status = 'Accepted' and ji.company_id = ${company}))`;
}
/** Only resumes of active accounts with a confirmed e-mail address are in the bank. */
const verifiedAccount = sql`exists (select 1 from users bu where bu.id = resumes.user_id and bu.active and bu.email_verified_on is not null)`;

/** Resume ids (of `ids`) unmasked for the viewer (see `unmaskedSql`). */
export async function unmaskedFor(db: Db, ids: number[], v: BankViewer) {
  if (!ids.length) return new Set<number>();
  const rows = await db.select({ id: r.id }).from(resumes).where(and(inArray(r.id, ids), unmaskedSql(v)));
  return new Set(rows.map((x) => x.id));
}
/** A resume as the bank shows it: started, of a verified active account. */
export async function findInBank(db: Db, id: number) {
  const [row] = await db.select().from(resumes).where(and(eq(r.id, id), sql`${r.personal}->>'FirstName' <> ''`, verifiedAccount));
  return row;
}

// ---------------------------------------------------------------- bank

const bankColumns = {
  id: r.id, personal: r.personal, contact: r.contact, masking: r.masking, maskedFields: r.maskedFields, headline: r.headline, city: r.city,
  experienceMonths: r.experienceMonths, relocation: r.relocation, travel: r.travel, nightShift: r.nightShift, hasVerified: r.hasVerified,
  UpdatedOn: isoTime(r.updatedOn),
};
export type BankRecord = { id: number; userId: number; unmasked: boolean; match: number | null; personal: unknown; contact: unknown; masking: boolean; maskedFields: string[]; headline: string; city: string;
  experienceMonths: number; relocation: boolean; travel: boolean; nightShift: boolean; hasVerified: boolean; UpdatedOn: string };

/**
 * The full-text condition. With a skill and a city the plan must start from `resumes_bank_tags_gin` (a few dozen
 * resumes have both) and only check the document of those rows: written as the operator, PostgreSQL also reads the
 * document's GIN index and ANDs it in, and a common word or a phrase ("payroll", "period-end closing": 17,000-21,000
 * entries, the phrase estimated at 110) made that read 10-25 ms of a 1-2 ms query. `ts_match_vq` is the function
 * behind `@@` (same result); as a call it is not matched to the index. With only one of them (a few thousand rows,
 * whose documents cost more to check one by one than the index read: 40-130 ms against 0.05-50 ms on the bench) or
 * neither, the operator is kept and the planner chooses.
 */
const fts = (text: string, byIndex: boolean) =>
  byIndex
    ? sql`${r.searchVector} @@ websearch_to_tsquery('simple'::regconfig, ${text})`
    : sql`ts_match_vq(${r.searchVector}, websearch_to_tsquery('simple'::regconfig, ${text}))`;
/** The expression of `resumes_bank_tags_gin` (migration 0040), written the same way so that the planner matches it. */
const bankTags = sql`(${r.skills} || ('city:' || lower(${r.city})))`;
const flag = (v: 'true' | 'false' | undefined, col: typeof r.relocation | typeof r.travel | typeof r.nightShift | typeof r.hasVerified) => (v === undefined ? undefined : eq(col, v === 'true'));

/**
 * The bank's search. Only resumes with a first name (started) are listed; `skillAliases` are the lower-case names the
 * skill filter accepts (the skill and, from the ERP skill database, its other names); the list term searches the headline and
 * city only (never a field the candidate may mask), `q` and `product` the full-text copy (which leaves out masked
 * project names).
 *
 * Ranked (by full-text rank, or by a job's skill match; no sort column chosen) every match must be ranked before the
 * first row is known, so page and total come from one statement (`rankedPage`); otherwise (newest first or a chosen
 * column, which an index orders) the page stops at LIMIT and the total is counted apart, capped (`paginate`). A search
 * ranked by full-text rank hands its ranking statement to `kept` when given (the service's per-instance cache of
 * rankings, bank-rankings.ts), with the one-statement search (`fresh`) to fall back on.
 */
export function bank(db: Db, q: BankQuery, viewer: BankViewer, matchJobId?: number, skillAliases?: string[], kept?: KeptRanking): Promise<Page<BankRecord>> {
  const text = [q.q, q.product].filter((x): x is string => !!x?.trim());
  // Matching a job: how many of its required skills the resume names (the skill, one of its synonyms or its module).
  const match = matchJobId
    ? sql<number>`(select count(*)::int from job_skills js join erp_skills es on es.id = js.skill_id where js.job_id = ${matchJobId}
        and resumes.skills && (array[lower(es.name), lower(es.module)] || array(select lower(x) from unnest(es.synonyms) x)))`
    : sql<null>`null::int`;
  const rank = text.length ? sql<number>`ts_rank(${r.searchVector}, websearch_to_tsquery('simple'::regconfig, ${text.join(' ')}))` : undefined;
  const spec: ListSpec = {
    searchable: [sql`(${r.headline} || ' ' || ${r.city})`],
    sortable: { UpdatedOn: r.updatedOn, ExperienceYears: r.experienceMonths, City: r.city },
    defaultOrder: matchJobId ? [sql`${match} desc`, sql`${r.updatedOn} desc`] : rank ? [sql`${rank} desc`, sql`${r.updatedOn} desc`] : [sql`${r.updatedOn} desc`],
    tieBreaker: r.id,
  };
  // The skill as written, or another name of it in the ERP skill database (its name or a synonym).
  // One array parameter, however many names: the statement keeps one shape (it is prepared, see `rankedPage`).
  const skillNames = q.skill ? sql`${sql.param(skillAliases?.length ? skillAliases : [q.skill.toLowerCase()])}::text[]` : undefined;
  const city = q.city?.toLowerCase();
  const tagged = !!(skillNames && city);
  const filters = [
    sql`${r.personal}->>'FirstName' <> ''`,
    verifiedAccount,
    // Skill and city together: the plan starts from `resumes_bank_tags_gin` (below), and the exact conditions are
    // written as the functions behind their operators, which the planner does not match to the skills' GIN index or
    // the city's: ANDing their few thousand entries in cost more than the whole search (1-2 ms of its 0.7).
    skillNames ? (tagged ? sql`arrayoverlap(${r.skills}, ${skillNames})` : sql`${r.skills} && ${skillNames}`) : undefined,
    q.language ? sql`${r.languages} @> array[${q.language.toLowerCase()}]::text[]` : undefined,
    city ? (tagged ? sql`texteq(lower(${r.city}), ${city})` : sql`lower(${r.city}) = ${city}`) : undefined,
    // Skill and city together: the same two conditions on `resumes_bank_tags_gin` (the skills and 'city:<city>' in one
    // GIN index), which finds the few dozen resumes having both in one index read. The conditions above stay: they
    // are exact (a skill typed as "city:pune" matches the index).
    tagged ? sql`${bankTags} @> array[${`city:${city}`}]::text[] and ${bankTags} && ${skillNames}` : undefined,
    q.minYears !== undefined ? gte(r.experienceMonths, q.minYears * 12) : undefined,
    q.maxYears !== undefined ? lte(r.experienceMonths, q.maxYears * 12 + 11) : undefined,
    flag(q.relocation, r.relocation), flag(q.travel, r.travel), flag(q.nightShift, r.nightShift), flag(q.verified, r.hasVerified),
    ...text.map((t) => fts(t, !tagged)),
  ];
  const chosenSort = !!chosenSortKey(spec, q);
  if ((matchJobId || rank) && !chosenSort) {
    const where = and(...filters, termFilter(spec, q.term))!;
    const fresh = () => rankedPage(db, q, where, matchJobId ? match : rank!, sql`${unmaskedSql(viewer)}`, matchJobId ? sql`p.k` : sql`null::int`);
    // Ranked by full-text rank, what the page holds depends on the resumes only: the ranking may be kept (`kept`).
    return !matchJobId && kept ? kept(rankingStatement(where, rank!), q, viewer, fresh) : fresh();
  }
  return paginate<BankRecord>(
    db, spec, q,
    (where) => db.select({ ...bankColumns, userId: r.userId, unmasked: sql<boolean>`${unmaskedSql(viewer)}`, match }).from(resumes).where(where).$dynamic(),
    filters,
  );
}

/**
 * A ranked page in one statement: the matches (id, newest-first key and rank `key` only; at most MAX_RANKED of them,
 * as a word found in most resumes would otherwise rank the whole bank) are collected once, counted, and the page's
 * rows read by id for the top `pageSize` of them; the unmask rule runs for those rows only. A page beyond the end
 * answers the first page, as every list does.
 */
async function rankedPage(db: Db, q: BankQuery, where: SQL, key: SQL, unmasked: SQL, match: SQL): Promise<Page<BankRecord>> {
  // Prepared (one per shape of the filters): planning it cost more than running it (about 1 ms against 0.7).
  const read = (pageIndex: number) =>
    namedQuery<BankRecord & { total: number }>(
      db, 'resume_bank', sql`
        with m as materialized (select resumes.id, resumes.updated_on as u, ${key} as k from resumes where ${where} limit ${MAX_RANKED + 1})
        select resumes.id, resumes.user_id as "userId", resumes.personal, resumes.contact, resumes.masking, resumes.masked_fields as "maskedFields",
          resumes.headline, resumes.city, resumes.experience_months as "experienceMonths", resumes.relocation, resumes.travel,
          resumes.night_shift as "nightShift", resumes.has_verified as "hasVerified", ${isoTime(r.updatedOn)} as "UpdatedOn",
          ${unmasked} as unmasked, ${match} as match, (select count(*)::int from m) as total
        from (select id, u, k from m order by k desc, u desc, id limit ${q.pageSize} offset ${pageIndex * q.pageSize}) p
        join resumes on resumes.id = p.id
        order by p.k desc, p.u desc, p.id`,
    );
  let pageIndex = q.pageIndex;
  let rows = await read(pageIndex);
  if (!rows.length && pageIndex > 0) rows = await read((pageIndex = 0));
  return cappedPage(rows.map(({ total: _, ...x }) => x), pageIndex, q.pageSize, rows[0]?.total ?? 0, MAX_RANKED);
}

/**
 * A ranking statement, compiled: the ids of a search's matches best first, with the bank's version read in the same
 * statement (so in the same snapshot). Its text and parameters are the whole search, so they key its kept ranking.
 */
export type RankingStatement = { text: string; params: unknown[] };
/** Answers a ranked page from a kept ranking, or from `fresh` (the one-statement search) when it cannot. */
export type KeptRanking = (ranking: RankingStatement, q: BankQuery, viewer: BankViewer, fresh: () => Promise<Page<BankRecord>>) => Promise<Page<BankRecord>>;

const bankVersion = dataVersionSql(DATA_VERSIONS.resumesBank);
const dialect = new PgDialect();

/** The ranking of a search (`where`, ordered by `key` as `rankedPage` orders it: at most MAX_RANKED + 1 matches). */
function rankingStatement(where: SQL, key: SQL): RankingStatement {
  const q = dialect.sqlToQuery(sql`
    with m as (select resumes.id, resumes.updated_on as u, ${key} as k from resumes where ${where} limit ${MAX_RANKED + 1})
    select coalesce((select array_agg(id order by k desc, u desc, id) from m), '{}') as ids, ${bankVersion} as version`);
  return { text: q.sql, params: q.params };
}

/** Runs a ranking statement (prepared: one per shape of the filters, as `rankedPage`). */
export async function rankBank(db: Db, st: RankingStatement): Promise<{ ids: number[]; version: number | null }> {
  const [row] = await namedText<{ ids: number[]; version: number | null }>(db, 'resume_bank_rank', st.text, st.params);
  return { ids: row?.ids ?? [], version: row?.version ?? null };
}

/**
 * The bank's rows of `ids` (those still in the bank) in that order, each with whether it is unmasked for the viewer
 * (decided now, by the statement), and the bank's version read in the same statement; one row of nulls but the
 * version when none is found.
 */
export async function bankRowsByIds(db: Db, ids: number[], viewer: BankViewer): Promise<{ rows: BankRecord[]; version: number | null }> {
  type Found = (BankRecord & { n: number } | { [K in keyof BankRecord | 'n']: null }) & { version: number | null };
  const found = await namedQuery<Found>(db, 'resume_bank_rows', sql`
    select v.version, b.* from (select ${bankVersion} as version) v left join lateral (
      select resumes.id, resumes.user_id as "userId", resumes.personal, resumes.contact, resumes.masking, resumes.masked_fields as "maskedFields",
        resumes.headline, resumes.city, resumes.experience_months as "experienceMonths", resumes.relocation, resumes.travel,
        resumes.night_shift as "nightShift", resumes.has_verified as "hasVerified", ${isoTime(r.updatedOn)} as "UpdatedOn",
        ${unmaskedSql(viewer)} as unmasked, null::int as match, p.n
      from unnest(${sql.param(ids)}::int[]) with ordinality p(id, n) join resumes on resumes.id = p.id
      where ${r.personal}->>'FirstName' <> '' and ${verifiedAccount}
    ) b on true
    order by b.n`);
  const rows: BankRecord[] = [];
  for (const { version: _, n, ...row } of found) if (n !== null) rows.push(row as BankRecord);
  return { rows, version: found[0]?.version ?? null };
}

/** The accounts behind resumes of the bank (started, of a verified active account) among `ids`: resume id -> user id. */
export async function ownersInBank(db: Db, ids: number[]) {
  if (!ids.length) return new Map<number, number>();
  const rows = await db.select({ id: r.id, userId: r.userId }).from(resumes).where(and(inArray(r.id, ids), sql`${r.personal}->>'FirstName' <> ''`, verifiedAccount));
  return new Map(rows.map((x) => [x.id, x.userId]));
}

/** Adds searches per skill (each skill once in `counts`). */
export async function countSkillSearches(db: Db, counts: [string, number][], now: Date) {
  if (!counts.length) return;
  await db
    .insert(resumeSkillSearches)
    .values(counts.map(([skill, searches]) => ({ skill, searches, lastOn: now })))
    .onConflictDoUpdate({ target: resumeSkillSearches.skill, set: { searches: sql`${resumeSkillSearches.searches} + excluded.searches`, lastOn: now } });
}

// ---------------------------------------------------------------- administration

const allSpec: ListSpec = {
  searchable: [sql`(${r.userName} || ' ' || ${r.fullName})`],
  sortable: { UserName: r.userName, FullName: r.fullName, CreatedOn: r.createdOn, UpdatedOn: r.updatedOn, Progress: r.progress },
  defaultOrder: [sql`${r.updatedOn} desc`],
  tieBreaker: r.id,
};
export function all(db: Db, q: ListQuery & { minProgress?: number }) {
  return paginate<ResumeRow>(
    db, allSpec, q,
    (where) =>
      db
        .select({
          ID: r.id, UserID: r.userId, UserName: r.userName, FullName: r.fullName, CreatedOn: isoTime(r.createdOn), UpdatedOn: isoTime(r.updatedOn),
          UpdatedByUserName: r.updatedByUserName, Progress: r.progress,
        })
        .from(resumes)
        .where(where)
        .$dynamic(),
    [q.minProgress !== undefined ? gte(r.progress, q.minProgress) : undefined],
  );
}

export async function dashboard(db: Db) {
  const n = (s: SQL) => sql<number>`(${s})::int`;
  const [counts] = await db
    .select({
      Started: n(sql`count(*)`),
      Complete: n(sql`count(*) filter (where ${r.progress} >= 100)`),
      Shared: n(sql`(select count(distinct resume_id) from resume_share_links)`),
      UnmaskedOnRequest: n(sql`(select count(*) from resume_unmask_requests where status = 'Accepted')`),
      PendingUnmask: n(sql`(select count(*) from resume_unmask_requests where status = 'Pending')`),
    })
    .from(resumes);
  const skills = await rowsOf<{ Name: string; Count: number }>(db.execute(
    sql`select min(s) as "Name", count(distinct resumes.id)::int as "Count" from resumes, jsonb_array_elements_text(contact->'Skills') s
        group by lower(s) order by 2 desc, 1 limit 15`,
  ));
  const products = await rowsOf<{ Name: string; Count: number }>(db.execute(
    sql`select p->>'ERPProduct' as "Name", count(distinct resumes.id)::int as "Count" from resumes, jsonb_array_elements(projects) p
        where coalesce(p->>'ERPProduct', '') <> '' group by 1 order by 2 desc, 1 limit 15`,
  ));
  const searched = await db
    .select({ Name: resumeSkillSearches.skill, Count: resumeSkillSearches.searches })
    .from(resumeSkillSearches)
    .orderBy(desc(resumeSkillSearches.searches), asc(resumeSkillSearches.skill))
    .limit(15);
  return { ...counts!, Skills: skills, Products: products, MostSearchedSkills: searched };
}

// ---------------------------------------------------------------- masters

const m = resumeMasters;
const masterSpec: ListSpec = { searchable: [m.title], sortable: { Title: m.title, CreatedOn: m.createdOn }, defaultOrder: [asc(m.title)], tieBreaker: m.id };
export function masters(db: Db, type: string, q: ListQuery) {
  return paginate<{ ID: number; Title: string; CreatedOn: string }>(
    db, masterSpec, q,
    (where) => db.select({ ID: m.id, Title: m.title, CreatedOn: isoTime(m.createdOn) }).from(m).where(where).$dynamic(),
    [eq(m.masterType, type)],
  );
}
export async function masterTitles(db: Db, type: string) {
  const rows = await db.select({ t: m.title }).from(m).where(eq(m.masterType, type)).orderBy(asc(m.title)).limit(2000);
  return rows.map((x) => x.t);
}
export function masterCounts(db: Db) {
  return db.select({ type: m.masterType, n: count() }).from(m).groupBy(m.masterType);
}
export async function insertMaster(db: Db, type: string, title: string) {
  const [row] = await db.insert(m).values({ masterType: type, title }).onConflictDoNothing().returning();
  return row;
}
export async function findMaster(db: Db, type: string, id: number) {
  const [row] = await db.select().from(m).where(and(eq(m.masterType, type), eq(m.id, id)));
  return row;
}
export async function renameMaster(db: Db, id: number, title: string) {
  const [row] = await db.update(m).set({ title }).where(eq(m.id, id)).returning();
  return row!;
}
export async function deleteMaster(db: Db, id: number) {
  await db.delete(m).where(eq(m.id, id));
}

// ---------------------------------------------------------------- exports

export async function insertExport(db: Db, values: typeof resumeExports.$inferInsert) {
  const [row] = await db.insert(resumeExports).values(values).returning();
  return row!;
}
export async function findExport(db: Db, id: number, userId: number) {
  const [row] = await db.select().from(resumeExports).where(and(eq(resumeExports.id, id), eq(resumeExports.userId, userId)));
  return row;
}
/** Takes the oldest pending export for rendering (status Rendering), so that two workers never render the same one. */
export async function claimExport(db: Db, now: Date) {
  const x = resumeExports;
  const [row] = await db
    .update(x)
    .set({ status: 'Rendering', claimedOn: now, attempts: sql`${x.attempts} + 1` })
    .where(eq(x.id, sql`(select id from resume_exports where status = 'Pending' order by id limit 1 for update skip locked)`))
    .returning();
  return row;
}
export async function finishExport(db: Db, id: number, values: Partial<typeof resumeExports.$inferInsert>) {
  await db.update(resumeExports).set(values).where(eq(resumeExports.id, id));
}
export async function pendingCount(db: Db, userId: number) {
  const [row] = await db.select({ n: count() }).from(resumeExports).where(and(eq(resumeExports.userId, userId), inArray(resumeExports.status, ['Pending', 'Rendering'])));
  return Number(row?.n ?? 0);
}
/**
 * Exports stuck in Rendering since before `staleBefore` (the worker died mid-render): back to Pending, or Failed once
 * they were tried `maxAttempts` times (a document that crashes the renderer must not loop). Answers how many of each.
 */
export async function requeueStuckExports(db: Db, staleBefore: Date, maxAttempts: number, now: Date) {
  const x = resumeExports;
  const stuck = and(eq(x.status, 'Rendering'), sql`${x.claimedOn} < ${staleBefore.toISOString()}`);
  const failed = await db
    .update(x)
    .set({ status: 'Failed', error: 'Rendering did not finish; please export again', finishedOn: now })
    .where(and(stuck, gte(x.attempts, maxAttempts)))
    .returning({ id: x.id });
  const requeued = await db.update(x).set({ status: 'Pending' }).where(and(stuck, sql`${x.attempts} < ${maxAttempts}`)).returning({ id: x.id });
  return { requeued: requeued.length, failed: failed.length };
}
