import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { normalizeRole, type AccountRole } from '@app/contracts/roles';
import { usersEndpoints } from '@app/contracts/users.endpoints';
import { requireActor, requireAuth } from '../../platform/auth/access.ts';
import { badRequest } from '../../platform/http/app-error.ts';
import { ok } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
import type { Services } from '../../services.ts';
import type { UserRecord } from './users.repository.ts';

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

  route(app, usersEndpoints.list, async (req) => ok(await users.list(req.query)));
  route(app, usersEndpoints.createStaff, async (req) => ok(toRow(await auth.inviteStaff(requireActor(req), req.body))));
  route(app, usersEndpoints.resendInvite, async (req) => ok(toRow(await auth.resendInvite(requireActor(req), req.params.id))));
  route(app, usersEndpoints.changeRole, async (req) => ok(toRow(await users.changeRole(requireActor(req), req.params.id, req.body.role))));
  route(app, usersEndpoints.deactivate, async (req) => ok(toRow(await users.deactivate(requireActor(req), req.params.id))));
  route(app, usersEndpoints.activate, async (req) => ok(toRow(await users.activate(requireActor(req), req.params.id))));
  route(app, usersEndpoints.photo, async (req, reply) => users.sendPhoto(req, reply, req.params.id));
  route(app, usersEndpoints.activeSessions, async (req) => ok(await sessions.listActive(req.query, requireAuth(req).sessionId, req.query.window)));
  route(app, usersEndpoints.sessionsSummary, async () => ok(await sessions.summary()));

  route(app, usersEndpoints.endedSessions, async (req) => {
    const from = new Date(`${req.params.from}T00:00:00Z`);
    const to = new Date(`${req.params.to}T00:00:00Z`);
    if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) throw badRequest('Not a valid date', 'params.from');
    if (to < from) throw badRequest('The end date is before the start date', 'params.to');
    to.setUTCDate(to.getUTCDate() + 1);
    return ok(await sessions.listEnded(req.query, from, to, requireAuth(req).sessionId));
  });

  route(app, usersEndpoints.forceEndSession, async (req) => {
    await sessions.forceEnd(requireActor(req), req.params.id);
    return ok(null);
  });
};
