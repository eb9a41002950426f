import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListQuery } from '@app/contracts/list';
import { capsulesEndpoints as e } from '@app/contracts/capsules.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

/*
 * The learner's and the public's capsule calls (one endpoint each): catalogue, player, video position, tests,
 * badge claim, my badges, a public badge, plans and subscription requests.
 */

export type CatalogueFilters = { product?: number; track?: number; module?: number };
export const catalogueKey = ['capsules', 'catalogue'] as const;

/** GET /Capsules: data.CapsulesList as a DataTable page, with the filter options and my subscription alongside. */
export async function getCatalogue(q: ListQuery & CatalogueFilters, signal?: AbortSignal) {
  // Spec section 8: capsules that fail to load say so in an info-style toast.
  const d = await call(e.catalogue, { query: q }, { signal, toast: 'info' });
  return { items: d.CapsulesList, pageCount: d.pageCount, pageIndex: d.pageIndex, total: d.total, options: d };
}
export const useCatalogueOptions = () =>
  useQuery({ queryKey: [...catalogueKey, 'options'], queryFn: ({ signal }) => call(e.catalogue, { query: { pageIndex: 0, pageSize: 1, sortDesc: false } }, { signal, toast: 'info' }) });

export const playerKey = (id: number) => ['capsules', 'player', id] as const;
export const playerOptions = (id: number) => queryOptions({ queryKey: playerKey(id), queryFn: ({ signal }) => call(e.player, { params: { capsuleId: id } }, { signal, toast: 'info' }) });
export const usePlayer = (id: number) => useQuery(playerOptions(id));

/** PUT /Capsules/{id}/videoPosition (the resume point). */
export const saveVideoPosition = (id: number, Position: number, Duration?: number) =>
  call(e.videoPosition, { params: { capsuleId: id }, body: { Position, ...(Duration ? { Duration: Math.round(Duration) } : {}) } });

/** POST /Capsules/{id}/tests/{1|2}/start: the engine's attempt (resumed when open). */
export const useStartCapsuleTest = (id: number) =>
  useMutation({ mutationFn: (which: 1 | 2) => call(e.startTest, { params: { capsuleId: id, which: String(which) as '1' | '2' } }) });

export const useClaimBadge = (id: number) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => call(e.claimBadge, { params: { capsuleId: id } }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: playerKey(id) });
      void qc.invalidateQueries({ queryKey: myBadgesKey });
    },
  });
};

export const myBadgesKey = ['capsules', 'myBadges'] as const;
export const useMyBadges = () => useQuery({ queryKey: myBadgesKey, queryFn: ({ signal }) => call(e.myBadges, {}, { signal }) });

/** GET /badges/{id}: the public badge with the server's verification. */
export const useBadge = (badgeId: string) =>
  useQuery({ queryKey: ['capsules', 'badge', badgeId], queryFn: ({ signal }) => call(e.badge, { params: { badgeId } }, { signal }), retry: false });

export const plansKey = ['capsules', 'plans'] as const;
export const usePlans = () => useQuery({ queryKey: plansKey, queryFn: ({ signal }) => call(e.plans, {}, { signal }) });

export const useRequestSubscription = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { PlanID: number; Sponsor: string; Note: string }) => call(e.requestSubscription, { body }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: plansKey }),
  });
};
