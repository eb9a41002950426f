import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CoinAdjustBody } from '@app/contracts/coins';
import { coinsEndpoints } from '@app/contracts/coins.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { coinKeys } from './coin-keys.ts';

/** POST /coins/adjust: a staff credit or debit (422 with data.Balance when a debit exceeds the balance). */
export const adjustCoins = (body: CoinAdjustBody) => call(coinsEndpoints.adjust, { body });

export const useAdjustCoins = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adjustCoins,
    onSettled: () => queryClient.invalidateQueries({ queryKey: coinKeys.all }),
  });
};
