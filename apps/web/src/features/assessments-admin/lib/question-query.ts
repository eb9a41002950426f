import { effectiveTerm } from '@app/contracts/list';
import type { QuestionFilters } from '../api/get-questions.ts';
import type { QuestionType } from '@app/contracts/assessments';

export interface QuestionFilterValues {
  text: string;
  type: QuestionType | null;
  levelId: string | null;
  categoryId: string | null;
  subcategoryId: string | null;
  moduleId: string | null;
}

export const noQuestionFilters: QuestionFilterValues = { text: '', type: null, levelId: null, categoryId: null, subcategoryId: null, moduleId: null };

/** The list/export query of the filter controls (the search term counts from 2 characters). */
export function questionQuery(v: QuestionFilterValues): QuestionFilters & { term?: string } {
  const out: QuestionFilters & { term?: string } = {};
  const term = effectiveTerm(v.text);
  if (term) out.term = term;
  if (v.type) out.type = v.type;
  if (v.levelId) out.levelId = Number(v.levelId);
  if (v.categoryId) out.categoryId = Number(v.categoryId);
  if (v.subcategoryId) out.subcategoryId = Number(v.subcategoryId);
  if (v.moduleId) out.moduleId = Number(v.moduleId);
  return out;
}
