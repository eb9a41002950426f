import { useQuery } from '@tanstack/react-query';
import type { ListQuery } from '@app/contracts/list';
import type { AppAudience, AppContentInput, AppPlatform } from '@app/contracts/mobile';
import { mobileEndpoints as e } from '@app/contracts/mobile.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

/** Query-key prefix of the mobile app's admin screens; mutations invalidate it. */
export const mobileKey = ['mobile'] as const;

export const getAppUsers = (q: ListQuery & { Platform?: AppPlatform }, signal?: AbortSignal) => call(e.appUsers, { query: q }, { signal });
export const getAppSubscribers = (q: ListQuery & { Platform?: AppPlatform }, signal?: AbortSignal) => call(e.appSubscribers, { query: q }, { signal });
export const useAppContent = (audience?: AppAudience) =>
  useQuery({ queryKey: [...mobileKey, 'content', audience ?? 'all'], queryFn: ({ signal }) => call(e.appContent, { query: audience ? { Audience: audience } : {} }, { signal }) });
export const addAppContent = (body: AppContentInput) => call(e.addAppContent, { body });
export const orderAppContent = (IDs: number[]) => call(e.orderAppContent, { body: { IDs } });
export const removeAppContent = (id: number) => call(e.removeAppContent, { params: { id } });
