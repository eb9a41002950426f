import { endpoint } from './endpoint.ts';
import { acceptedInviteSchema, acceptInviteBodySchema, invitationSchema, inviteTokenBodySchema } from './users.ts';

const tags = ['auth'];

/** Accounts (the auth module's endpoints that moved to the table; the rest are in auth.routes.ts). */
export const authEndpoints = {
  invitation: endpoint({
    method: 'POST', path: '/api/auth/invitation', tags, access: 'public',
    summary:
      'Whom a mailed invitation link is for, before the password is chosen (the token goes in the body, out of ' +
      'access logs); 400 TOKEN_INVALID when the link has expired, was used or was replaced by a newer one',
    body: inviteTokenBodySchema, response: invitationSchema,
  }),
  acceptInvite: endpoint({
    method: 'POST', path: '/api/auth/accept-invite', tags, access: 'public',
    summary:
      'Set the password of an invited staff account with the token of its invitation link (single use, 7 days); ' +
      'confirms the email address. No session: the person logs in afterwards',
    body: acceptInviteBodySchema, response: acceptedInviteSchema,
  }),
};
