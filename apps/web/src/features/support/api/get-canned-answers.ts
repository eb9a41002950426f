import { queryOptions, useQuery } from '@tanstack/react-query';
import { supportEndpoints } from '@app/contracts/support.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

export const cannedKey = ['support', 'canned'] as const;

/** GET /support/cannedAnswers, by title. */
export const cannedOptions = () => queryOptions({ queryKey: cannedKey, queryFn: ({ signal }) => call(supportEndpoints.cannedAnswers, {}, { signal }) });
export const useCannedAnswers = () => useQuery(cannedOptions());
