import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { allowedUserSchema } from '@app/contracts/courses';
import { effectiveTerm } from '@app/contracts/list';
import { api } from '../../../lib/api-client.ts';

export type Candidate = z.infer<typeof allowedUserSchema>;

/** GET /usersAdmissions/candidates?term=: active learners by name or email (value, email, contact), at most 20. */
export const getCandidates = (term: string | undefined, signal?: AbortSignal) =>
  api.get<Candidate[]>('/usersAdmissions/candidates', { query: { term }, signal });

/** Candidates for a typed term (terms under 2 characters list the first learners). */
export const useCandidates = (term: string, enabled: boolean) => {
  const t = effectiveTerm(term);
  return useQuery({
    queryKey: ['admissions', 'candidates', t ?? ''],
    queryFn: ({ signal }) => getCandidates(t, signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
};
