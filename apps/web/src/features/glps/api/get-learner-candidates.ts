import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { glpsEndpoints } from '@app/contracts/glps.endpoints';
import { effectiveTerm } from '@app/contracts/list';
import { call } from '../../../lib/endpoint-client.ts';

/** GET /glp/learnerCandidates?term=: learners to assign, by name or email. */
export const getLearnerCandidates = (term: string | undefined, signal?: AbortSignal) =>
  call(glpsEndpoints.candidates, { query: { term } }, { signal });

export const useLearnerCandidates = (term: string) => {
  const t = effectiveTerm(term);
  return useQuery({
    queryKey: ['glps', 'candidates', t ?? ''],
    queryFn: ({ signal }) => getLearnerCandidates(t, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
};
