import { queryOptions, useQuery } from '@tanstack/react-query';
import { homeEndpoints } from '@app/contracts/home.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

export const recruiterHomeKey = ['staff-home', 'recruiter'] as const;

/** GET /home/recruiter: the recruiter's home summary. */
export const getRecruiterHome = (signal?: AbortSignal) => call(homeEndpoints.recruiter, {}, { signal });

// A home shows the day's figures: fetched again each time it opens (the cached figures show meanwhile).
export const recruiterHomeOptions = () => queryOptions({ queryKey: recruiterHomeKey, queryFn: ({ signal }) => getRecruiterHome(signal), staleTime: 0 });

export const useRecruiterHome = () => useQuery(recruiterHomeOptions());
