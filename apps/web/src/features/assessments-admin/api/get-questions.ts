import type { ListQuery, Page } from '@app/contracts/list';
import type { QuestionRow, QuestionType } from '@app/contracts/assessments';
import { api } from '../../../lib/api-client.ts';

export type QuestionFilters = {
  type?: QuestionType;
  levelId?: number;
  categoryId?: number;
  subcategoryId?: number;
  moduleId?: number;
};

/** Query-key prefix of the question bank (lists and single questions). */
export const questionsKey = ['assessments-admin', 'questions'] as const;

/** GET /questions: one page of the bank (shared list query plus type/level/category/subcategory/module). */
export const getQuestions = (q: ListQuery & QuestionFilters, signal?: AbortSignal) =>
  api.get<Page<QuestionRow>>('/questions', { query: q, signal });
