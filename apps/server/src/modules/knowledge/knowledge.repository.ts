import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { knowledgeFolders, knowledgeItems } from './knowledge.tables.ts';

const f = knowledgeFolders;
const i = knowledgeItems;

/**
 * Who reads: `all` (editors, knowledge.manage) see every folder; otherwise the folders whose own roles and every
 * ancestor's roles hold `role`.
 */
export type FolderScope = { all: true } | { all: false; role: string };

/**
 * The ids of the folders a scope may see, as a subquery (a recursive walk down from the visible roots, so a folder
 * under a hidden one stays hidden). Every read of folders and items filters through this.
 */
export function visibleFolderIds(scope: FolderScope): SQL {
  if (scope.all) return sql`(select ${f.id} from ${f})`;
  return sql`(with recursive vf(id) as (
      select kf.id from ${f} kf where kf.parent_id is null and ${scope.role} = any(kf.roles)
      union all
      select kf.id from ${f} kf join vf on kf.parent_id = vf.id where ${scope.role} = any(kf.roles)
    ) select id from vf)`;
}

/** An OR query of a plain-words question's lexemes (stop words dropped), so a question matches any of its terms. */
export const anyWordsQuery = (q: string) => sql`replace(plainto_tsquery('english', ${q})::text, '&', '|')::tsquery`;

export type BotHit = { id: number; title: string; passage: string; score: number; folderName: string };

/**
 * Approved items in visible folders best matching a question: full-text rank (any of its words; normalized to
 * 0..1) combined with trigram word similarity of the question to the title. The passage is the item's best
 * matching sentence(s) (by full-text rank of each sentence), as plain text.
 */
export async function searchForBot(db: Db, scope: FolderScope, q: string, limit: number): Promise<BotHit[]> {
  const tsq = anyWordsQuery(q);
  type Row = { id: number; title: string; body_text: string; folder_name: string; score: number };
  const rows = await db.execute(sql`
    with query as (select ${tsq} as q),
    hits as (
      select ${i.id} as id, ${i.title} as title, ${i.bodyText} as body_text, ${i.folderId} as folder_id,
        (0.7 * ts_rank(${i.search}, query.q, 32) + 0.3 * word_similarity(${q}, ${i.title}))::float8 as score
      from ${i}, query
      where ${i.status} = 'approved'
        and ${i.folderId} in ${visibleFolderIds(scope)}
        and (${i.search} @@ query.q or ${i.title} %> ${q})
    )
    select hits.id, hits.title, hits.body_text, ${f.name} as folder_name, hits.score
    from hits join ${f} on ${f.id} = hits.folder_id
    order by hits.score desc, hits.id
    limit ${limit}`);
  const list = rowsOf<Row>(rows);
  if (!list.length) return [];
  const passages = await bestSentences(db, list.map((r) => ({ id: r.id, text: r.body_text })), q);
  return list.map((r) => ({
    id: r.id, title: r.title, folderName: r.folder_name, score: Math.round(Number(r.score) * 1000) / 1000,
    passage: passages.get(r.id) ?? firstSentences(r.body_text),
  }));
}

/** The best matching one or two adjacent sentences of each text for a question (full-text rank per sentence). */
async function bestSentences(db: Db, texts: { id: number; text: string }[], q: string): Promise<Map<number, string>> {
  const out = new Map<number, string>();
  const sentences: { id: number; n: number; s: string }[] = [];
  for (const t of texts) splitSentences(t.text).forEach((s, n) => sentences.push({ id: t.id, n, s }));
  if (!sentences.length) return out;
  const rows = rowsOf<{ id: number; n: number; rank: number }>(await db.execute(sql`
    select x.id, x.n, ts_rank(to_tsvector('english', x.s), ${anyWordsQuery(q)})::float8 as rank
    from jsonb_to_recordset(${JSON.stringify(sentences)}::jsonb) as x(id int, n int, s text)`));
  const best = new Map<number, { n: number; rank: number }>();
  for (const r of rows) {
    const b = best.get(r.id);
    if (Number(r.rank) > 0 && (!b || Number(r.rank) > b.rank)) best.set(r.id, { n: r.n, rank: Number(r.rank) });
  }
  for (const t of texts) {
    const b = best.get(t.id);
    if (!b) continue;
    const all = splitSentences(t.text);
    let passage = all[b.n]!;
    // A short sentence carries its neighbour along, so the passage reads on its own.
    if (passage.length < 120 && all[b.n + 1]) passage = `${passage} ${all[b.n + 1]}`;
    out.set(t.id, passage);
  }
  return out;
}

export function splitSentences(text: string): string[] {
  return text.split(/(?<=[.!?])\s+(?=[A-Z0-9"(])/).map((s) => s.trim()).filter(Boolean);
}

function firstSentences(text: string): string {
  const s = splitSentences(text);
  return s.slice(0, 2).join(' ').slice(0, 400);
}

/** Rows of a raw query on PGlite and node-postgres alike. */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
