import { useQuery } from '@tanstack/react-query';
import { testsEndpoints } from '@app/contracts/assessments.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

/** GET /tests: tests whose title contains the term, for the lesson's test picker. */
export const getTestChoices = (term: string, signal?: AbortSignal) =>
  call(testsEndpoints.list, { query: { pageIndex: 0, pageSize: 20, sortBy: 'Title', sortDesc: false, term: term.length >= 2 ? term : undefined } }, { signal });

export const useTestChoices = (term: string) =>
  useQuery({ queryKey: ['course-building', 'tests', 'choices', term], queryFn: ({ signal }) => getTestChoices(term, signal) });
