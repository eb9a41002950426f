import { queryOptions, useQuery } from '@tanstack/react-query';
import { homeEndpoints } from '@app/contracts/home.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

export const learnerHomeKey = ['staff-home', 'learner'] as const;

/** GET /home/learner: what the learner does next (courses to continue, tests due, invitations to answer). */
export const getLearnerHome = (signal?: AbortSignal) => call(homeEndpoints.learner, {}, { signal });

// What to do next changes with every lesson done: fetched again each time a home opens (cached figures show meanwhile).
export const learnerHomeOptions = () => queryOptions({ queryKey: learnerHomeKey, queryFn: ({ signal }) => getLearnerHome(signal), staleTime: 0 });

export const useLearnerHome = (enabled = true) => useQuery({ ...learnerHomeOptions(), enabled });
