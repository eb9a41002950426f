import { useQuery } from '@tanstack/react-query';
import { coinsEndpoints } from '@app/contracts/coins.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { coinKeys } from './coin-keys.ts';

/** GET /rewards/events: the kinds of coin change (the event filter's choices). */
export const useCoinEvents = () =>
  useQuery({ queryKey: coinKeys.events, queryFn: ({ signal }) => call(coinsEndpoints.events, {}, { signal }), staleTime: 5 * 60_000 });
