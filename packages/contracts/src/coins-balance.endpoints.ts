import { z } from 'zod';
import { endpoint } from './endpoint.ts';

/** The learner's balance (the spec's {product}Coins). Its own small file: the learner header imports only this. */
export const coinBalanceSchema = z.object({ Balance: z.number().int() });
export type CoinBalance = z.infer<typeof coinBalanceSchema>;

export const coinBalanceEndpoint = endpoint({
  method: 'GET', path: '/api/rewards/balance', tags: ['coins'], access: 'coins.view',
  summary: "The caller's coin balance",
  response: coinBalanceSchema,
});
