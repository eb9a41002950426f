import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardEndpoints } from '@app/contracts/dashboard.endpoints';
import type { DashboardQuery } from '@app/contracts/dashboard';
import { call } from '../../../../lib/endpoint-client.ts';

export const adminDashboardKey = (q: DashboardQuery) => ['dashboard', 'admin', q.from ?? '', q.to ?? ''] as const;

/** GET /dashboard/admin: the academy's figures over a period (both ends or neither). */
export const getAdminDashboard = (q: DashboardQuery, signal?: AbortSignal) => call(dashboardEndpoints.admin, { query: q }, { signal });

// The morning's figures: fetched each time the dashboard opens; the last period's figures stay while a new one loads.
export const adminDashboardOptions = (q: DashboardQuery) =>
  queryOptions({ queryKey: adminDashboardKey(q), queryFn: ({ signal }) => getAdminDashboard(q, signal), staleTime: 0, placeholderData: keepPreviousData });

export const useAdminDashboard = (q: DashboardQuery) => useQuery(adminDashboardOptions(q));
