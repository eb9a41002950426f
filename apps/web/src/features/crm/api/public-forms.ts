import { useMutation } from '@tanstack/react-query';
import type { CreateEnquiryBody } from '@app/contracts/crm';
import { crmEndpoints as e } from '@app/contracts/crm.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

/** POST /enquiries from a public registration page. */
export const useSubmitEnquiry = () => useMutation({ mutationFn: (body: CreateEnquiryBody) => call(e.createEnquiry, { body }) });
/** POST /subscribe (double opt-in). */
export const useSubscribe = () => useMutation({ mutationFn: (body: { Email: string; Name?: string; Website?: string; StartedAt?: number }) => call(e.subscribe, { body }) });
/** POST /subscribe/confirm. */
export const useConfirmSubscription = () => useMutation({ mutationFn: (Token: string) => call(e.confirmSubscription, { body: { Token } }) });
/** GET /unsubscribe/{token} is read by the page; POST unsubscribes. */
export const getUnsubscribeInfo = (token: string) => call(e.unsubscribeInfo, { params: { token } });
export const useUnsubscribe = () => useMutation({ mutationFn: (token: string) => call(e.unsubscribe, { params: { token } }) });
