import { queryOptions, useQuery } from '@tanstack/react-query';
import { homeEndpoints } from '@app/contracts/home.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

export const mentorHomeKey = ['staff-home', 'mentor'] as const;

/** GET /home/mentor: the mentor's home summary. */
export const getMentorHome = (signal?: AbortSignal) => call(homeEndpoints.mentor, {}, { signal });

// A home shows the day's figures: fetched again each time it opens (the cached figures show meanwhile).
export const mentorHomeOptions = () => queryOptions({ queryKey: mentorHomeKey, queryFn: ({ signal }) => getMentorHome(signal), staleTime: 0 });

export const useMentorHome = () => useQuery(mentorHomeOptions());
