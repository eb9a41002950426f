import { endpoint } from './endpoint.ts';
import { idParamSchema, userRowSchema } from './users.ts';

const tags = ['users'];

/** Staff accounts (the users module's endpoints that moved to the table; the rest are in users.routes.ts). */
export const usersEndpoints = {
  resendInvite: endpoint({
    method: 'POST', path: '/api/users/:id/resend-invite', tags, access: 'users.manage',
    summary:
      'Mail a staff account a new invitation link and void the earlier ones (3 an hour per account; 422 when the ' +
      'account has set its password already or is deactivated)',
    params: idParamSchema, response: userRowSchema,
  }),
};
