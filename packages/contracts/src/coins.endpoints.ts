import { z } from 'zod';
import {
  coinAdjustBodySchema, coinChangeResultSchema, coinEventSchema, coinHistoryQuerySchema, coinHistoryRowSchema,
  coinLearnerParamsSchema, coinLearnerSchema, coinLearnerSearchQuerySchema, coinRuleBodySchema, coinRuleParamsSchema,
  coinStatementEventParamsSchema, coinStatementParamsSchema, coinStatementQuerySchema, coinStatementRowSchema,
} from './coins.ts';
import { coinBalanceEndpoint } from './coins-balance.endpoints.ts';
import { endpoint } from './endpoint.ts';
import { pageSchema } from './list.ts';

const tags = ['coins'];

/**
 * Coins: the learner's statement and balance (coins.view, always the caller's own rows), every learner's ledger,
 * staff credits and debits and the earning rules (coins.manage).
 */
export const coinsEndpoints = {
  statement: endpoint({
    method: 'GET', path: '/api/rewards/getDetailStatement/:from/:to', tags, access: 'coins.view',
    summary: "The caller's own coin statement between two days (UTC, inclusive), paged, newest first",
    params: coinStatementParamsSchema, query: coinStatementQuerySchema, response: pageSchema(coinStatementRowSchema),
  }),
  statementOfEvent: endpoint({
    method: 'GET', path: '/api/rewards/getDetailStatement/:from/:to/:eventsId', tags, access: 'coins.view',
    summary: "The caller's own coin statement between two days, of one kind of change only (unknown kind: 404)",
    params: coinStatementEventParamsSchema, query: coinStatementQuerySchema, response: pageSchema(coinStatementRowSchema),
    shared: "the kinds of coin change are the same for everyone; the rows are always the caller's own (the user id is in the WHERE)",
  }),
  balance: coinBalanceEndpoint,
  events: endpoint({
    method: 'GET', path: '/api/rewards/events', tags, access: 'coins.view',
    summary: 'The kinds of coin change (the choices of the statement’s event filter)',
    response: z.array(coinEventSchema),
  }),
  history: endpoint({
    method: 'GET', path: '/api/coins/history', tags, access: 'coins.manage',
    summary: "Every learner's coin ledger, paged, newest first: filter by learner, kind, credit or debit and day range; the term searches learner and reason",
    query: coinHistoryQuerySchema, response: pageSchema(coinHistoryRowSchema),
  }),
  learners: endpoint({
    method: 'GET', path: '/api/coins/learners', tags, access: 'coins.manage',
    summary: 'Active learners by name or email with their balances (at most 20)',
    query: coinLearnerSearchQuerySchema, response: z.array(coinLearnerSchema),
  }),
  learner: endpoint({
    method: 'GET', path: '/api/coins/learners/:userId', tags, access: 'coins.manage',
    summary: "One learner's balance (404 for anyone who is not a learner)",
    params: coinLearnerParamsSchema, response: coinLearnerSchema,
  }),
  adjust: endpoint({
    method: 'POST', path: '/api/coins/adjust', tags, access: 'coins.manage',
    summary: 'Credit or debit a learner with a reason (audited); a debit beyond the balance answers 422 with data.Balance; the same idempotency key again answers the first result',
    body: coinAdjustBodySchema, response: coinChangeResultSchema,
  }),
  rules: endpoint({
    method: 'GET', path: '/api/coins/rules', tags, access: 'coins.manage',
    summary: 'The earning rules: coins granted per event, and whether each is active',
    response: z.array(coinEventSchema),
  }),
  updateRule: endpoint({
    method: 'PUT', path: '/api/coins/rules/:id', tags, access: 'coins.manage',
    summary: 'Set the coins an earning rule grants and whether it is active (audited)',
    params: coinRuleParamsSchema, body: coinRuleBodySchema, response: coinEventSchema,
  }),
};
