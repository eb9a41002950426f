import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { GlpCandidate } from '@app/contracts/glps';
import { effectiveTerm } from '@app/contracts/list';
import { api } from '../../../lib/api-client.ts';

/** GET /glp/learnerCandidates?term=: learners to assign, by name or email. */
export const getLearnerCandidates = (term: string | undefined, signal?: AbortSignal) =>
  api.get<GlpCandidate[]>('/glp/learnerCandidates', { query: { term }, signal });

export const useLearnerCandidates = (term: string) => {
  const t = effectiveTerm(term);
  return useQuery({
    queryKey: ['glps', 'candidates', t ?? ''],
    queryFn: ({ signal }) => getLearnerCandidates(t, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
};
