import { endpoint } from './endpoint.ts';
import { adminDashboardSchema, dashboardQuerySchema } from './dashboard.ts';

const tags = ['dashboard'];

/** The admin dashboard: the business figures (revenue among them), for the admin kind only. */
export const dashboardEndpoints = {
  admin: endpoint({
    method: 'GET', path: '/api/dashboard/admin', tags, access: 'dashboard.view',
    summary: 'The admin dashboard: KPIs with the previous period, weekly admissions and revenue, the funnel, active learners per day, the checking backlog per mentor',
    query: dashboardQuerySchema, response: adminDashboardSchema,
  }),
};
