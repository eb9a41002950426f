import { formatDuration, type Test, type TestInput, type TestSeriesFilterOptions } from '@app/contracts/assessments';
import type { z } from 'zod';
import type { testsListQuerySchema } from '@app/contracts/assessments';
import type { AppContext } from '../../platform/context.ts';
import type { Actor } from '../../platform/auth/access.ts';
import type { Db } from '../../platform/db/client.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { MastersService } from '../masters/masters.service.ts';
import { assertMasterRefs, loadMasterMaps } from './master-lookup.ts';
import type { QuestionsService } from './questions.service.ts';
import type { QuestionFilters } from './questions.repository.ts';
import * as repo from './tests.repository.ts';

/** The bank filter of a random draw: the test's level, category and subcategory, those that are set. */
export function drawFilters(t: Pick<repo.TestRecord, 'levelId' | 'categoryId' | 'subcategoryId'>): QuestionFilters {
  return { levelId: t.levelId ?? undefined, categoryId: t.categoryId ?? undefined, subcategoryId: t.subcategoryId ?? undefined };
}

function values(input: TestInput): repo.NewTest {
  return {
    title: input.Title,
    description: input.Description,
    durationSeconds: input.DurationSeconds,
    passPercentage: input.PassPercentage,
    attemptsAllowed: input.AttemptsAllowed,
    shuffleQuestions: input.ShuffleQuestions,
    shuffleOptions: input.ShuffleOptions,
    selection: input.Selection,
    randomCount: input.Selection === 'random' ? (input.RandomCount ?? null) : null,
    levelId: input.LevelID ?? null,
    categoryId: input.CategoryID ?? null,
    subcategoryId: input.SubcategoryID ?? null,
    showAnswers: input.ShowAnswers,
    status: input.Status,
    inSeries: input.InSeries,
  };
}

export type TestsService = ReturnType<typeof createTestsService>;

/** Tests (staff): settings and their questions, by hand or drawn per attempt. */
export function createTestsService(ctx: AppContext, masters: MastersService, questions: QuestionsService, audit: AuditService) {
  /** Publishing and unpublishing are written to the audit log (content publication), in the transaction of the save. */
  async function auditStatus(tx: Db, actor: Actor, before: repo.TestRecord | undefined, after: repo.TestRecord) {
    if ((before?.status ?? 'draft') === after.status) return;
    const publish = after.status === 'published';
    const fields = (t: repo.TestRecord) => ({ Title: t.title, Status: t.status, InSeries: t.inSeries });
    await audit.record(tx, actor, {
      action: publish ? 'tests.publish' : 'tests.unpublish', entityType: 'test', entityId: after.id,
      before: before ? fields(before) : null, after: fields(after),
      summary: `${publish ? 'Published' : 'Unpublished'} the ${before ? '' : 'new '}test "${after.title}"`,
    });
  }

  async function view(t: repo.TestRecord): Promise<Test> {
    const ids = t.selection === 'manual' ? await repo.testQuestionIds(ctx.db, t.id) : [];
    const found = new Map((await questions.findMany(ids)).map((q) => [q.id, q]));
    const live = ids.filter((id) => found.has(id));
    return {
      ID: t.id,
      Title: t.title,
      Description: t.description,
      DurationSeconds: t.durationSeconds,
      Duration: formatDuration(t.durationSeconds),
      PassPercentage: t.passPercentage,
      AttemptsAllowed: t.attemptsAllowed,
      ShuffleQuestions: t.shuffleQuestions,
      ShuffleOptions: t.shuffleOptions,
      Selection: t.selection as Test['Selection'],
      QuestionIDs: live,
      Questions: live.map((id) => {
        const q = found.get(id)!;
        return { ID: q.id, Text: q.textPlain.slice(0, 300), Type: q.type as Test['Questions'][number]['Type'], Marks: q.marks };
      }),
      RandomCount: t.randomCount,
      LevelID: t.levelId,
      CategoryID: t.categoryId,
      SubcategoryID: t.subcategoryId,
      ShowAnswers: t.showAnswers,
      Status: t.status as Test['Status'],
      InSeries: t.inSeries,
      BankSize: t.selection === 'random' ? await questions.countBank(drawFilters(t)) : null,
      CreatedOn: t.createdOn.toISOString(),
      UpdatedOn: t.updatedOn.toISOString(),
    };
  }

  async function check(input: TestInput) {
    await assertMasterRefs(masters, { LevelID: input.LevelID, CategoryID: input.CategoryID, SubcategoryID: input.SubcategoryID });
    if (input.Selection === 'manual' && input.QuestionIDs.length) {
      const found = new Set((await questions.findMany(input.QuestionIDs)).map((q) => q.id));
      const missing = input.QuestionIDs.filter((id) => !found.has(id));
      if (missing.length) throw new AppError('VALIDATION', 'Some questions do not exist', [{ path: 'body.QuestionIDs', message: `No question ${missing.slice(0, 10).join(', ')}` }]);
    }
    if (input.Selection === 'random' && input.Status === 'published') {
      const bank = await questions.countBank(drawFilters({ levelId: input.LevelID ?? null, categoryId: input.CategoryID ?? null, subcategoryId: input.SubcategoryID ?? null }));
      if (bank < (input.RandomCount ?? 1)) {
        throw new AppError('VALIDATION', 'The bank has too few questions for this draw', [{ path: 'body.RandomCount', message: `Only ${bank} questions match the level, category and subcategory` }]);
      }
    }
  }

  return {
    /** Choices of the public catalogue filters: master entries used by series tests, by title. */
    async seriesFilterOptions(): Promise<TestSeriesFilterOptions> {
      const [rows, maps] = await Promise.all([repo.seriesMasterIds(ctx.db), loadMasterMaps(masters, ['LevelID', 'CategoryID', 'SubcategoryID'])]);
      const pick = (ids: (number | null)[], map: Map<number, string>) =>
        [...new Set(ids.filter((id): id is number => id !== null && map.has(id)))]
          .map((id) => ({ ID: id, Title: map.get(id)! }))
          .sort((a, b) => a.Title.localeCompare(b.Title));
      return {
        Levels: pick(rows.map((r) => r.levelId), maps.LevelID.byId),
        Categories: pick(rows.map((r) => r.categoryId), maps.CategoryID.byId),
        Subcategories: pick(rows.map((r) => r.subcategoryId), maps.SubcategoryID.byId),
      };
    },

    view,
    list: async (q: z.infer<typeof testsListQuerySchema>) => {
      const page = await repo.listTests(ctx.db, q, { status: q.status, inSeries: q.inSeries === undefined ? undefined : q.inSeries === 'true' });
      return { ...page, items: page.items.map((r) => ({ ...r, Duration: formatDuration(r.DurationSeconds) })) };
    },
    async get(id: number) {
      const t = await repo.findTest(ctx.db, id);
      if (!t) throw notFound('Test');
      return view(t);
    },
    /** Tests (of a status, when given), the most recently changed first. */
    recent: (f: { status?: 'draft' | 'published'; limit: number }) => repo.recentTests(ctx.db, f),
    countByStatus: (status: 'draft' | 'published') => repo.countTests(ctx.db, status),
    /** The stored test (other parts of the engine). */
    find: (id: number) => repo.findTest(ctx.db, id),
    questionIds: (id: number) => repo.testQuestionIds(ctx.db, id),
    async create(actor: Actor, input: TestInput) {
      await check(input);
      const row = await ctx.db.transaction(async (tx) => {
        const created = await repo.insertTest(tx, { ...values(input), createdBy: actor.userId }, input.Selection === 'manual' ? input.QuestionIDs : []);
        await auditStatus(tx, actor, undefined, created);
        return created;
      });
      return view(row);
    },
    async update(actor: Actor, id: number, input: TestInput) {
      await check(input);
      // Started attempts keep the questions they froze at start: editing a published test is safe.
      const row = await ctx.db.transaction(async (tx) => {
        const before = await repo.findTest(tx, id);
        const updated = before && (await repo.updateTest(tx, id, { ...values(input), updatedOn: ctx.now() }, input.Selection === 'manual' ? input.QuestionIDs : []));
        if (updated) await auditStatus(tx, actor, before, updated);
        return updated;
      });
      if (!row) throw notFound('Test');
      return view(row);
    },
    async remove(actor: Actor, id: number) {
      await ctx.db.transaction(async (tx) => {
        const gone = await repo.softDeleteTest(tx, id, ctx.now());
        if (!gone) throw notFound('Test');
        await audit.record(tx, actor, {
          action: 'tests.delete', entityType: 'test', entityId: id,
          before: { Title: gone.title, Status: gone.status, InSeries: gone.inSeries }, summary: `Deleted the test "${gone.title}"`,
        });
      });
    },
  };
}
