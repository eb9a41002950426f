import { z } from 'zod';
import { loginSessionSchema } from './auth.ts';
import { activeSessionsQuerySchema, sessionsSummarySchema } from './sessions.ts';
import { endpoint } from './endpoint.ts';
import { listQuerySchema, pageSchema } from './list.ts';
import { changeRoleBodySchema, createStaffBodySchema, idParamSchema, userRowSchema, usersListQuerySchema } from './users.ts';

const tags = ['users'];
const dateParam = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD');

/** Staff accounts and everyone's login sessions. */
export const usersEndpoints = {
  list: endpoint({
    method: 'GET', path: '/api/users', tags, access: 'users.manage',
    summary: 'Users, paged (staff)',
    query: usersListQuerySchema, response: pageSchema(userRowSchema),
  }),
  createStaff: endpoint({
    method: 'POST', path: '/api/users', tags, access: 'users.manage',
    summary: 'Create a staff user with a role, without a password: the person is mailed an invitation link (single use, 7 days) to choose it',
    body: createStaffBodySchema, response: userRowSchema,
  }),
  resendInvite: endpoint({
    method: 'POST', path: '/api/users/:id/resend-invite', tags, access: 'users.manage',
    summary:
      'Mail a staff account a new invitation link and void the earlier ones (3 an hour per account; 422 when the ' +
      'account has set its password already or is deactivated)',
    params: idParamSchema, response: userRowSchema,
  }),
  changeRole: endpoint({
    method: 'PUT', path: '/api/users/:id/role', tags, access: 'users.manage',
    summary: "Change a user's role",
    params: idParamSchema, body: changeRoleBodySchema, response: userRowSchema,
  }),
  deactivate: endpoint({
    method: 'POST', path: '/api/users/:id/deactivate', tags, access: 'users.manage',
    summary: 'Deactivate a user and end their sessions',
    params: idParamSchema, response: userRowSchema,
  }),
  activate: endpoint({
    method: 'POST', path: '/api/users/:id/activate', tags, access: 'users.manage',
    summary: 'Reactivate a user',
    params: idParamSchema, response: userRowSchema,
  }),
  /** The image's bytes with its own type (the server answers whatever was uploaded: PNG, JPEG or WebP). */
  photo: endpoint({
    method: 'GET', path: '/api/users/:id/photo', tags, access: 'authenticated',
    shared: 'profile photos are shown beside names to every signed-in user (mentors, classmates, staff)',
    summary: "A user's profile photo (404 when they have none)",
    params: idParamSchema, response: 'file',
  }),
  activeSessions: endpoint({
    method: 'GET', path: '/api/users/getSsoTokenList', tags, access: 'sessions.manage',
    summary: 'Login sessions of all users: live ones (default), online now, or used in the last 24 hours',
    query: activeSessionsQuerySchema, response: pageSchema(loginSessionSchema),
  }),
  sessionsSummary: endpoint({
    method: 'GET', path: '/api/users/sessions/summary', tags, access: 'sessions.manage',
    summary: 'How many people are online now and were in the last 24 hours, and how many sessions are live',
    response: sessionsSummarySchema,
  }),
  endedSessions: endpoint({
    method: 'GET', path: '/api/users/getSsoExpireTokenList/:from/:to', tags, access: 'sessions.manage',
    summary: 'Ended login sessions whose end falls between two dates (inclusive, UTC)',
    params: z.object({ from: dateParam, to: dateParam }), query: listQuerySchema, response: pageSchema(loginSessionSchema),
  }),
  forceEndSession: endpoint({
    method: 'DELETE', path: '/api/users/sessions/:id', tags, access: 'sessions.manage',
    summary: 'Force logout: end any session',
    params: idParamSchema, response: z.null(),
  }),
};
