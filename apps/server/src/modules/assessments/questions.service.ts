import type { MultipartFile } from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { QuestionInput, QuestionRow, QuestionsListQuery } from '@app/contracts/assessments';
import type { ListQuery } from '@app/contracts/list';
import type { AppContext } from '../../platform/context.ts';
import type { AuthContext } from '../../platform/auth/access.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import { sendStoredFile } from '../../platform/storage/file-download.ts';
import { isValidKey } from '../../platform/storage/file-storage.ts';
import { saveUpload } from '../../platform/storage/file-upload.ts';
import type { MastersService } from '../masters/masters.service.ts';
import { assertMasterRefs, loadMasterMaps, type MasterMaps } from './master-lookup.ts';
import { toQuestion, toStoredQuestion } from './question-model.ts';
import { importQuestions } from './question-import.ts';
import { questionToRow, templateRows, writeQuestionSheet, type SheetKind } from './question-sheet.ts';
import * as repo from './questions.repository.ts';

/** The shared list query from the question list query, the spec's `size`, 1-based `page`, `order` and `text` winning. */
export function normalizeQuestionQuery(q: QuestionsListQuery): ListQuery {
  const query: ListQuery = { pageIndex: q.pageIndex, pageSize: q.pageSize, term: q.term, sortBy: q.sortBy, sortDesc: q.sortDesc };
  if (q.size !== undefined) query.pageSize = q.size;
  if (q.page !== undefined) query.pageIndex = q.page - 1;
  if (q.text !== undefined) query.term = q.text;
  if (q.order) {
    const [col, dir] = q.order.split(',').map((s) => s.trim());
    query.sortBy = col;
    query.sortDesc = dir?.toLowerCase() === 'desc';
  }
  return query;
}

export function filtersOf(q: QuestionsListQuery): repo.QuestionFilters {
  return { type: q.type, levelId: q.levelId, categoryId: q.categoryId, subcategoryId: q.subcategoryId, moduleId: q.moduleId };
}

const EXPORT_MAX_ROWS = 20_000;

export type QuestionsService = ReturnType<typeof createQuestionsService>;

/** The question bank (staff). */
const QUESTION_IMAGE_PREFIX = 'question-images';
const QUESTION_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
const QUESTION_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

export function createQuestionsService(ctx: AppContext, masters: MastersService) {
  function stored(input: QuestionInput) {
    const r = toStoredQuestion(input);
    if (!r.ok) throw new AppError('VALIDATION', 'Some fields are not valid', r.errors.map((e) => ({ path: `body.${e.path}`, message: e.message })));
    return r.value;
  }
  const titled = (maps: MasterMaps, r: Awaited<ReturnType<typeof repo.listQuestions>>['items'][number]): QuestionRow => ({
    ...r,
    Level: r.LevelID ? (maps.LevelID.byId.get(r.LevelID) ?? null) : null,
    Category: r.CategoryID ? (maps.CategoryID.byId.get(r.CategoryID) ?? null) : null,
    Subcategory: r.SubcategoryID ? (maps.SubcategoryID.byId.get(r.SubcategoryID) ?? null) : null,
    Module: r.ModuleID ? (maps.ModuleID.byId.get(r.ModuleID) ?? null) : null,
  });

  return {
    /**
     * Stores an image for a question (PNG, JPEG, WebP or GIF by content, at most 2 MB) and answers the address
     * to put in its ImageUrl. The address is unguessable (a random id) so it can be shown with a plain <img>
     * during attempts; only someone who was shown the question knows it.
     */
    async uploadImage(part: MultipartFile) {
      const saved = await saveUpload(ctx, part, { prefix: QUESTION_IMAGE_PREFIX, allow: QUESTION_IMAGE_TYPES, maxBytes: QUESTION_IMAGE_MAX_BYTES });
      return { Url: `/api/questions/images/${saved.key.slice(QUESTION_IMAGE_PREFIX.length + 1)}`, Size: saved.size, ContentType: saved.contentType };
    },
    /** Sends a question image by the path after `/api/questions/images/` (yyyy/mm/uuid). */
    sendImage(req: FastifyRequest, reply: FastifyReply, path: string) {
      const key = `${QUESTION_IMAGE_PREFIX}/${path}`;
      if (!isValidKey(key)) throw notFound('Image');
      return sendStoredFile(req, reply, ctx.storage, key, { inline: true, cacheControl: 'private, max-age=86400, immutable' });
    },
    async list(q: QuestionsListQuery) {
      const page = await repo.listQuestions(ctx.db, normalizeQuestionQuery(q), filtersOf(q));
      if (!page.items.length) return { ...page, items: [] as QuestionRow[] };
      const maps = await loadMasterMaps(masters);
      return { ...page, items: page.items.map((r) => titled(maps, r)) };
    },
    async get(id: number) {
      const row = await repo.findQuestion(ctx.db, id);
      if (!row) throw notFound('Question');
      return toQuestion(row);
    },
    async create(actor: AuthContext, input: QuestionInput) {
      const value = stored(input);
      await assertMasterRefs(masters, input);
      const [row] = await repo.insertQuestions(ctx.db, [{ ...value, createdBy: actor.userId }]);
      return toQuestion(row!);
    },
    async update(id: number, input: QuestionInput) {
      const value = stored(input);
      await assertMasterRefs(masters, input);
      const row = await repo.updateQuestion(ctx.db, id, { ...value, updatedOn: ctx.now() });
      if (!row) throw notFound('Question');
      return toQuestion(row);
    },
    async remove(id: number) {
      if (!(await repo.softDeleteQuestion(ctx.db, id, ctx.now()))) throw notFound('Question');
    },
    /** Bulk import from an uploaded CSV or XLSX (see question-sheet.ts for the format and rules). */
    importSheet: (actor: AuthContext, part: MultipartFile) => importQuestions(ctx, masters, actor, part),
    /** The questions matching the list query, in the import format (at most EXPORT_MAX_ROWS). */
    async exportSheet(q: QuestionsListQuery, kind: SheetKind) {
      const rows = await repo.allQuestions(ctx.db, normalizeQuestionQuery(q), filtersOf(q), EXPORT_MAX_ROWS);
      const maps = await loadMasterMaps(masters);
      return writeQuestionSheet(rows.map((r) => questionToRow(r, maps)), kind);
    },
    template: (kind: SheetKind) => writeQuestionSheet(templateRows, kind),
    /** Live questions by id (tests build their lists from these). */
    findMany: (ids: number[]) => repo.findQuestions(ctx.db, ids),
    draw: (filters: repo.QuestionFilters, count: number) => repo.drawQuestions(ctx.db, filters, count),
    countBank: (filters: repo.QuestionFilters) => repo.countBank(ctx.db, filters),
  };
}
