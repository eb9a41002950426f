import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ListQuery } from '@app/contracts/list';
import type { capsuleInputSchema, subscriptionPlanInputSchema } from '@app/contracts/capsules';
import { capsulesEndpoints as e } from '@app/contracts/capsules.endpoints';
import { testsEndpoints } from '@app/contracts/assessments.endpoints';
import { libraryEndpoints } from '@app/contracts/courses.endpoints';
import { mastersEndpoints } from '@app/contracts/masters.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { saveBlob } from '../../../lib/save-file.ts';

/* The staff's capsule calls: building, learners and progress, badges, subscriptions and requests. */

export const adminKey = ['capsules', 'admin'] as const;
export const getAdminCapsules = (q: ListQuery & { status?: 'draft' | 'published' }, signal?: AbortSignal) => call(e.adminList, { query: q }, { signal });
export const useAdminCapsule = (id: number) =>
  useQuery({ queryKey: [...adminKey, 'one', id], queryFn: ({ signal }) => call(e.adminGet, { params: { capsuleId: id } }, { signal }), enabled: id > 0 });

export type CapsuleInput = z.input<typeof capsuleInputSchema>;
export const useSaveCapsule = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: CapsuleInput }) =>
      id ? call(e.update, { params: { capsuleId: id }, body }) : call(e.create, { body }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: adminKey }),
  });
};
export const usePublishCapsule = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (id: number) => call(e.publish, { params: { capsuleId: id } }), onSuccess: () => void qc.invalidateQueries({ queryKey: adminKey }) });
};

export const useAdminDetails = (id: number) =>
  useQuery({ queryKey: [...adminKey, 'details', id], queryFn: ({ signal }) => call(e.adminDetails, { params: { capsuleId: id } }, { signal }) });
export const useRevokeBadge = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ badgeId, Reason }: { badgeId: string; Reason: string }) => call(e.revokeBadge, { params: { badgeId }, body: { Reason } }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: adminKey }),
  });
};

export type ProgressFilters = { capsule?: number; stage?: 'bought' | 'test1' | 'test2' | 'badge' };
export const progressKey = ['capsules', 'progress'] as const;
export const getProgress = (q: ListQuery & ProgressFilters, signal?: AbortSignal) => call(e.progressReport, { query: q }, { signal });
export const useProgressDetail = (capsuleId: number, progressId: number) =>
  useQuery({ queryKey: [...progressKey, capsuleId, progressId], queryFn: ({ signal }) => call(e.progressDetail, { params: { capsuleId, progressId } }, { signal }) });

export const useTiles = () => useQuery({ queryKey: [...adminKey, 'tiles'], queryFn: ({ signal }) => call(e.tiles, {}, { signal }) });

export const subscriptionsKey = ['capsules', 'subscriptions'] as const;
export const getSubscriptions = (q: ListQuery & { status?: 'active' | 'expired' | 'cancelled' }, signal?: AbortSignal) => call(e.subscriptions, { query: q }, { signal });
export const useSubscriptionAction = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'extend' | 'cancel' }) =>
      action === 'extend' ? call(e.extendSubscription, { params: { id }, body: { Months: 1 } }) : call(e.cancelSubscription, { params: { id } }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: subscriptionsKey }),
  });
};

export const requestsKey = ['capsules', 'requests'] as const;
export const getRequests = (q: ListQuery & { status?: 'pending' | 'approved' | 'rejected' }, signal?: AbortSignal) => call(e.subscriptionRequests, { query: q }, { signal });
export const useDecideRequest = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, approve }: { id: number; approve: boolean }) =>
      approve ? call(e.approveRequest, { params: { id }, body: {} }) : call(e.rejectRequest, { params: { id }, body: {} }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: requestsKey }),
  });
};

/** Options of the builder's pickers: masters, the video materials and the tests of the libraries (first 500 by name). */
export const useBuilderOptions = () =>
  useQuery({
    queryKey: [...adminKey, 'builder-options'],
    queryFn: async ({ signal }) => {
      const master = (masterType: 'products' | 'tracks' | 'modules') =>
        call(mastersEndpoints.list, { params: { masterType }, query: { pageIndex: 0, pageSize: 500, sortBy: 'Title' } }, { signal }).then((p) => p.items);
      const [products, tracks, modules, videos, links, tests] = await Promise.all([
        master('products'), master('tracks'), master('modules'),
        call(libraryEndpoints.materials, { query: { pageIndex: 0, pageSize: 500, sortDesc: false, sortBy: 'Name', kind: 'video-upload' } }, { signal }).then((p) => p.items),
        call(libraryEndpoints.materials, { query: { pageIndex: 0, pageSize: 500, sortDesc: false, sortBy: 'Name', kind: 'video-link' } }, { signal }).then((p) => p.items),
        call(testsEndpoints.list, { query: { pageIndex: 0, pageSize: 500, sortDesc: false, sortBy: 'Title' } }, { signal }).then((p) => p.items),
      ]);
      return { products, tracks, modules, videos: [...videos, ...links].map((m) => ({ ID: m.ID, Title: m.Name })), tests: tests.map((x) => ({ ID: x.ID, Title: x.Title })) };
    },
  });

/** GET /CapsulesUserProgress/capsuleProgressReport/download: the report as CSV, saved. */
export const downloadProgressCsv = async (q: Omit<ListQuery, 'pageIndex' | 'pageSize'> & ProgressFilters) =>
  saveBlob(await call(e.progressCsv, { query: q }), 'capsule-progress.csv');

/** POST /Capsules/admin/{id}/badgeImage: the badge image (PNG). */
export const useUploadBadgeImage = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: number; file: File }) => {
      const form = new FormData();
      form.append('file', file);
      return call(e.uploadBadgeImage, { params: { capsuleId: id } }, { form });
    },
    onSuccess: () => void qc.invalidateQueries({ queryKey: adminKey }),
  });
};

export const plansKey = ['capsules', 'plans'] as const;
export type PlanInput = z.input<typeof subscriptionPlanInputSchema>;
export const usePlans = () => useQuery({ queryKey: plansKey, queryFn: ({ signal }) => call(e.adminPlans, {}, { signal }) });
export const useSavePlan = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: PlanInput }) =>
      id ? call(e.updatePlan, { params: { id }, body }) : call(e.createPlan, { body }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: plansKey }),
  });
};
