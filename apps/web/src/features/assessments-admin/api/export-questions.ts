import { questionsEndpoints } from '@app/contracts/assessments.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import type { SheetFormat } from './download-question-template.ts';
import type { QuestionFilters } from './get-questions.ts';

/** GET /questions/export: the questions of a filter in the import format. */
export const exportQuestions = (format: SheetFormat, filters: QuestionFilters & { term?: string }) =>
  call(questionsEndpoints.export, { query: { ...filters, format } });
