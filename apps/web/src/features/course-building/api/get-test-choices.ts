import { useQuery } from '@tanstack/react-query';
import type { TestRow } from '@app/contracts/assessments';
import type { Page } from '@app/contracts/list';
import { api } from '../../../lib/api-client.ts';

/** GET /tests: tests whose title contains the term, for the lesson's test picker. */
export const getTestChoices = (term: string, signal?: AbortSignal) =>
  api.get<Page<TestRow>>('/tests', { query: { pageIndex: 0, pageSize: 20, sortBy: 'Title', sortDesc: false, term: term.length >= 2 ? term : undefined }, signal });

export const useTestChoices = (term: string) =>
  useQuery({ queryKey: ['course-building', 'tests', 'choices', term], queryFn: ({ signal }) => getTestChoices(term, signal) });
