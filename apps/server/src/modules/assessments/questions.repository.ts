import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { ListQuery } from '@app/contracts/list';
import type { QuestionType } from '@app/contracts/assessments';
import type { Db } from '../../platform/db/client.ts';
import { isoTime } from '../../platform/db/columns.ts';
import { paginate, type ListSpec } from '../../platform/http/list-query.ts';
import { questions } from './questions.tables.ts';

export type QuestionRecord = typeof questions.$inferSelect;
export type NewQuestion = typeof questions.$inferInsert;

export type QuestionFilters = {
  type?: QuestionType;
  levelId?: number;
  categoryId?: number;
  subcategoryId?: number;
  moduleId?: number;
};

const rowColumns = {
  ID: questions.id,
  Text: sql<string>`left(${questions.textPlain}, 300)`,
  Type: questions.type,
  Marks: questions.marks,
  NegativeMarks: questions.negativeMarks,
  LevelID: questions.levelId,
  CategoryID: questions.categoryId,
  SubcategoryID: questions.subcategoryId,
  ModuleID: questions.moduleId,
  CreatedOn: isoTime(questions.createdOn),
};

const spec: ListSpec = {
  searchable: [questions.textPlain],
  sortable: { ID: questions.id, Text: questions.textPlain, Type: questions.type, Marks: questions.marks, CreatedOn: questions.createdOn },
  // Spec section 9: the question listing is ID descending.
  defaultOrder: [sql`${questions.id} desc`],
  tieBreaker: questions.id,
};

/** The bank's filters as WHERE parts (deleted questions never match). */
export function bankFilters(f: QuestionFilters): (SQL | undefined)[] {
  return [
    isNull(questions.deletedOn),
    f.type ? eq(questions.type, f.type) : undefined,
    f.levelId ? eq(questions.levelId, f.levelId) : undefined,
    f.categoryId ? eq(questions.categoryId, f.categoryId) : undefined,
    f.subcategoryId ? eq(questions.subcategoryId, f.subcategoryId) : undefined,
    f.moduleId ? eq(questions.moduleId, f.moduleId) : undefined,
  ];
}

export function listQuestions(db: Db, query: ListQuery, filters: QuestionFilters) {
  return paginate<{
    ID: number; Text: string; Type: QuestionType; Marks: number; NegativeMarks: number;
    LevelID: number | null; CategoryID: number | null; SubcategoryID: number | null; ModuleID: number | null; CreatedOn: string;
  }>(db, spec, query, (where) => db.select(rowColumns).from(questions).where(where).$dynamic(), bankFilters(filters));
}

/** Every matching question in list order (export), at most `limit`. */
export function allQuestions(db: Db, query: Pick<ListQuery, 'term' | 'sortBy' | 'sortDesc'>, filters: QuestionFilters, limit: number) {
  return paginate<QuestionRecord>(
    db, spec, { ...query, pageIndex: 0, pageSize: limit },
    (where) => db.select().from(questions).where(where).$dynamic(),
    bankFilters(filters),
  ).then((p) => p.items);
}

export async function findQuestion(db: Db, id: number) {
  const [row] = await db.select().from(questions).where(and(eq(questions.id, id), isNull(questions.deletedOn)));
  return row;
}

/** Live questions among the ids, in no particular order. */
export function findQuestions(db: Db, ids: number[]) {
  if (!ids.length) return Promise.resolve([] as QuestionRecord[]);
  return db.select().from(questions).where(and(inArray(questions.id, ids), isNull(questions.deletedOn)));
}

export async function insertQuestions(db: Db, rows: NewQuestion[]) {
  if (!rows.length) return [] as QuestionRecord[];
  return db.insert(questions).values(rows).returning();
}

export async function updateQuestion(db: Db, id: number, values: Partial<NewQuestion>) {
  const [row] = await db.update(questions).set(values).where(and(eq(questions.id, id), isNull(questions.deletedOn))).returning();
  return row;
}

export async function softDeleteQuestion(db: Db, id: number, now: Date) {
  const rows = await db
    .update(questions)
    .set({ deletedOn: now })
    .where(and(eq(questions.id, id), isNull(questions.deletedOn)))
    .returning({ id: questions.id });
  return rows.length > 0;
}

/** Ids of `count` live questions drawn at random from the filtered bank. */
export async function drawQuestions(db: Db, filters: QuestionFilters, count: number) {
  return db.select().from(questions).where(and(...bankFilters(filters))).orderBy(sql`random()`).limit(count);
}

export async function countBank(db: Db, filters: QuestionFilters) {
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(questions).where(and(...bankFilters(filters)));
  return row?.n ?? 0;
}
