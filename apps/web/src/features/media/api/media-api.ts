import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { coursesEndpoints } from '@app/contracts/courses.endpoints';
import { groupsEndpoints } from '@app/contracts/groups.endpoints';
import { effectiveTerm, type ListQuery } from '@app/contracts/list';
import { mastersEndpoints } from '@app/contracts/masters.endpoints';
import type { MarketplaceInput, MediaInput, MediaSharesBody } from '@app/contracts/media';
import { mediaEndpoints as e } from '@app/contracts/media.endpoints';
import { usersEndpoints } from '@app/contracts/users.endpoints';
import { API_BASE } from '../../../lib/config.ts';
import { call } from '../../../lib/endpoint-client.ts';

/*
 * The media feature's calls (media library, sharing, content marketplace). One query-key prefix: every mutation
 * invalidates `mediaKey`, so the lists and the player follow a change.
 */
export const mediaKey = ['media'] as const;
export const marketplaceKey = ['media', 'marketplace'] as const;

/** A server address (`/api/...`) under the configured API base. */
export const apiUrl = (u: string) => (u.startsWith('/api/') ? `${API_BASE}${u.slice(4)}` : u);

/** The Admin's filter (spec: Product, Track[], Modules[]) carried in the DataTable's filters. */
export type MediaFilters = { own?: boolean; Product?: number; Track?: readonly number[]; Modules?: readonly number[] };

/** GET /media/myMediaWithShared (learner), GET /media/myMedia (own only), or POST /media/myMediaWithShared with a filter. */
export function getMedia(q: ListQuery & MediaFilters & { shared?: boolean }, signal?: AbortSignal) {
  const { own, Product, Track, Modules, shared, ...list } = q;
  if (own) return call(e.myMedia, { query: list }, { signal });
  if (shared) return call(e.myMediaWithShared, { query: list }, { signal });
  return call(e.filterMedia, { query: list, body: { Product: Product ?? null, Track: [...(Track ?? [])], Modules: [...(Modules ?? [])] } }, { signal });
}

/** GET /media/:id: one item with a fresh signed stream address. */
export const useMediaItem = (id: number | null) =>
  useQuery({ queryKey: [...mediaKey, 'item', id], queryFn: ({ signal }) => call(e.item, { params: { id: id! } }, { signal }), enabled: id !== null, staleTime: 60_000 });

export const createMedia = (body: MediaInput) => call(e.create, { body });
export const updateMedia = (id: number, body: MediaInput) => call(e.update, { params: { id }, body });
export const removeMedia = (id: number) => call(e.removeMine, { params: { id } });
export function uploadMediaFile(id: number, file: File, which: 'file' | 'poster') {
  const form = new FormData();
  form.append('file', file, file.name);
  return call(which === 'file' ? e.uploadFile : e.uploadPoster, { params: { id } }, { form });
}

export const useShares = (id: number | null) =>
  useQuery({ queryKey: [...mediaKey, 'shares', id], queryFn: ({ signal }) => call(e.shares, { params: { id: id! } }, { signal }), enabled: id !== null });
export const setShares = (id: number, body: MediaSharesBody) => call(e.setShares, { params: { id }, body });

/** Product, track and module masters for the tags and filters. */
export const useMasters = (type: 'products' | 'tracks' | 'modules') =>
  useQuery({
    queryKey: ['masters', type, 'all'],
    queryFn: ({ signal }) => call(mastersEndpoints.list, { params: { masterType: type }, query: { pageSize: 500, sortBy: 'Title', sortDesc: false } }, { signal }),
    staleTime: 5 * 60_000,
  });

/** People, groups and courses to share with, by a typed term. */
export const useShareUsers = (term: string) => {
  const t = effectiveTerm(term);
  return useQuery({
    queryKey: [...mediaKey, 'pick-users', t ?? ''],
    queryFn: ({ signal }) => call(usersEndpoints.list, { query: { term: t, pageSize: 25, active: 'true', role: 'Trainee' } }, { signal }),
    placeholderData: keepPreviousData,
  });
};
export const useShareGroups = (term: string) =>
  useQuery({
    queryKey: [...mediaKey, 'pick-groups', term],
    queryFn: ({ signal }) => call(groupsEndpoints.pick, { query: { term: term || undefined } }, { signal }),
    placeholderData: keepPreviousData,
  });
export const useShareCourses = (term: string) => {
  const t = effectiveTerm(term);
  return useQuery({
    queryKey: [...mediaKey, 'pick-courses', t ?? ''],
    queryFn: ({ signal }) => call(coursesEndpoints.list, { query: { term: t, pageSize: 50, sortBy: 'Title', sortDesc: false } }, { signal }),
    placeholderData: keepPreviousData,
  });
};

// ------------------------------------------------------------------------------------------------ marketplace

export type MarketplaceFilters = { ProductName?: string; TrackName?: string; ModuleName?: string; ExperienceLevel?: string };
export const getMarketplace = (q: ListQuery & MarketplaceFilters, signal?: AbortSignal) => call(e.marketplace, { query: q }, { signal });
export const saveToMedia = (id: number) => call(e.saveToMedia, { params: { id } });
export const createMarketplace = (body: MarketplaceInput) => call(e.createMarketplace, { body });
export const updateMarketplace = (id: number, body: MarketplaceInput) => call(e.updateMarketplace, { params: { id }, body });
export const removeMarketplace = (id: number) => call(e.removeMarketplace, { params: { id } });
export function importMarketplace(file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return call(e.importMarketplace, {}, { form });
}
