import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { coinsEndpoints } from '@app/contracts/coins.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { coinKeys } from './coin-keys.ts';

/** GET /coins/learners?term=: active learners matching a name or email, with their balances (at most 20). */
export const useCoinLearners = (term: string) =>
  useQuery({
    queryKey: coinKeys.learners(term),
    queryFn: ({ signal }) => call(coinsEndpoints.learners, { query: term ? { term } : {} }, { signal }),
    placeholderData: keepPreviousData,
  });

/** GET /coins/learners/{id}: one learner's current balance. */
export const useCoinLearner = (userId: number | null) =>
  useQuery({
    queryKey: coinKeys.learner(userId ?? 0),
    queryFn: ({ signal }) => call(coinsEndpoints.learner, { params: { userId: userId! } }, { signal }),
    enabled: userId !== null,
  });
