import { useQuery } from '@tanstack/react-query';
import { coinBalanceEndpoint } from '@app/contracts/coins-balance.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { coinKeys } from './coin-keys.ts';

/** GET /rewards/balance: the learner's own balance (the header's {product}Coins). Kept small: the header loads it on every page. */
export const useCoinBalance = (enabled = true) =>
  useQuery({ queryKey: coinKeys.balance, queryFn: ({ signal }) => call(coinBalanceEndpoint, {}, { signal }), enabled, staleTime: 60_000 });
