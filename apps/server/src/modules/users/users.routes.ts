import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginSessionSchema } from '@app/contracts/auth';
import { envelope } from '@app/contracts/envelope';
import { listQuerySchema, pageSchema } from '@app/contracts/list';
import { changeRoleBodySchema, createStaffBodySchema, idParamSchema, userRowSchema, usersListQuerySchema } from '@app/contracts/users';
import { normalizeRole, type AccountRole } from '@app/contracts/roles';
import { usersEndpoints } from '@app/contracts/users.endpoints';
import { requireActor, requireAuth } from '../../platform/auth/access.ts';
import { badRequest } from '../../platform/http/app-error.ts';
import { ok } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
import type { Services } from '../../services.ts';
import type { UserRecord } from './users.repository.ts';

const tags = ['users'];
const dateParam = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD');

function toRow(u: UserRecord) {
  return {
    ID: u.id,
    FirstName: u.firstName,
    LastName: u.lastName,
    Email: u.email,
    Phone: `${u.countryCode} ${u.mobileNumber}`.trim(),
    Role: (normalizeRole(u.role) ?? 'Trainee') as AccountRole,
    Active: u.active,
    CreatedOn: u.createdOn.toISOString(),
    InvitePending: u.invitedOn !== null,
    InvitedOn: u.invitedOn?.toISOString() ?? null,
  };
}

export const usersRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { users, sessions, auth } = services;

  app.get('/api/users', {
    schema: { tags, summary: 'Users, paged (staff)', querystring: usersListQuerySchema, response: { 200: envelope(pageSchema(userRowSchema)) } },
    config: { access: 'users.manage' },
  }, async (req) => ok(await users.list(req.query)));

  app.post('/api/users', {
    schema: {
      tags,
      summary: 'Create a staff user with a role, without a password: the person is mailed an invitation link (single use, 7 days) to choose it',
      body: createStaffBodySchema,
      response: { 200: envelope(userRowSchema) },
    },
    config: { access: 'users.manage' },
  }, async (req) => ok(toRow(await auth.inviteStaff(requireActor(req), req.body))));

  route(app, usersEndpoints.resendInvite, async (req) => ok(toRow(await auth.resendInvite(requireAuth(req), req.params.id))));

  app.put('/api/users/:id/role', {
    schema: { tags, summary: "Change a user's role", params: idParamSchema, body: changeRoleBodySchema, response: { 200: envelope(userRowSchema) } },
    config: { access: 'users.manage' },
  }, async (req) => ok(toRow(await users.changeRole(requireActor(req), req.params.id, req.body.role))));

  app.post('/api/users/:id/deactivate', {
    schema: { tags, summary: 'Deactivate a user and end their sessions', params: idParamSchema, response: { 200: envelope(userRowSchema) } },
    config: { access: 'users.manage' },
  }, async (req) => ok(toRow(await users.deactivate(requireActor(req), req.params.id))));

  app.post('/api/users/:id/activate', {
    schema: { tags, summary: 'Reactivate a user', params: idParamSchema, response: { 200: envelope(userRowSchema) } },
    config: { access: 'users.manage' },
  }, async (req) => ok(toRow(await users.activate(requireActor(req), req.params.id))));

  app.get('/api/users/:id/photo', {
    schema: { tags, summary: "A user's profile photo (404 when they have none)", params: idParamSchema },
    config: { access: 'authenticated' },
  }, async (req, reply) => users.sendPhoto(req, reply, req.params.id));

  app.get('/api/users/getSsoTokenList', {
    schema: { tags, summary: 'Active login sessions of all users', querystring: listQuerySchema, response: { 200: envelope(pageSchema(loginSessionSchema)) } },
    config: { access: 'sessions.manage' },
  }, async (req) => ok(await sessions.listActive(req.query, requireAuth(req).sessionId)));

  app.get('/api/users/getSsoExpireTokenList/:from/:to', {
    schema: {
      tags,
      summary: 'Ended login sessions whose end falls between two dates (inclusive, UTC)',
      params: z.object({ from: dateParam, to: dateParam }),
      querystring: listQuerySchema,
      response: { 200: envelope(pageSchema(loginSessionSchema)) },
    },
    config: { access: 'sessions.manage' },
  }, async (req) => {
    const from = new Date(`${req.params.from}T00:00:00Z`);
    const to = new Date(`${req.params.to}T00:00:00Z`);
    if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) throw badRequest('Not a valid date', 'params.from');
    if (to < from) throw badRequest('The end date is before the start date', 'params.to');
    to.setUTCDate(to.getUTCDate() + 1);
    return ok(await sessions.listEnded(req.query, from, to, requireAuth(req).sessionId));
  });

  app.delete('/api/users/sessions/:id', {
    schema: { tags, summary: 'Force logout: end any session', params: idParamSchema, response: { 200: envelope(z.null()) } },
    config: { access: 'sessions.manage' },
  }, async (req) => {
    await sessions.forceEnd(requireActor(req), req.params.id);
    return ok(null);
  });
};
