import { questionsEndpoints } from '@app/contracts/assessments.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

export type SheetFormat = 'csv' | 'xlsx';

/** GET /questions/template?format=: the import template, one example per question type. */
export const downloadQuestionTemplate = (format: SheetFormat) => call(questionsEndpoints.template, { query: { format } });
