import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CoinRuleBody } from '@app/contracts/coins';
import { coinsEndpoints } from '@app/contracts/coins.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { coinKeys } from './coin-keys.ts';

/** GET /coins/rules: the earning rules. */
export const useCoinRules = () => useQuery({ queryKey: coinKeys.rules, queryFn: ({ signal }) => call(coinsEndpoints.rules, {}, { signal }) });

/** PUT /coins/rules/{id}: a rule's coins and state. */
export const useUpdateCoinRule = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: CoinRuleBody & { id: number }) => call(coinsEndpoints.updateRule, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coinKeys.all }),
  });
};
