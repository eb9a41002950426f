import { api } from '../../../lib/api-client.ts';

export type SheetFormat = 'csv' | 'xlsx';

/** GET /questions/template?format=: the import template, one example per question type. */
export const downloadQuestionTemplate = (format: SheetFormat) => api.download('/questions/template', { query: { format } });
