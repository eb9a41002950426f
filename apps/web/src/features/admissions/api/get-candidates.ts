import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { candidateSchema } from '@app/contracts/courses';
import { effectiveTerm } from '@app/contracts/list';
import { admissionsEndpoints } from '@app/contracts/courses.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

export type Candidate = z.infer<typeof candidateSchema>;

/**
 * GET /usersAdmissions/candidates?term=&courseId=: active learners by name or email (value, email, contact), at
 * most 20; those already admitted to the course are marked.
 */
export const getCandidates = (term: string | undefined, courseId: number, signal?: AbortSignal) =>
  call(admissionsEndpoints.candidates, { query: { term, courseId } }, { signal });

/** Candidates for a typed term (terms under 2 characters list the first learners). */
export const useCandidates = (term: string, courseId: number, enabled: boolean) => {
  const t = effectiveTerm(term);
  return useQuery({
    queryKey: ['admissions', 'candidates', courseId, t ?? ''],
    queryFn: ({ signal }) => getCandidates(t, courseId, signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
};
