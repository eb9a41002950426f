import type { ListQuery } from '@app/contracts/list';
import type { QuestionType } from '@app/contracts/assessments';
import { questionsEndpoints } from '@app/contracts/assessments.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

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
  call(questionsEndpoints.list, { query: q }, { signal });
