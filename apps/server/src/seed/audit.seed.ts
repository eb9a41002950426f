import type { AccountRole } from '@app/contracts/roles';
import type { Actor } from '../platform/auth/access.ts';
import type { Services } from '../services.ts';

/**
 * A staff action of the top admin for the audit log's first look, made through the service like any other (the
 * demo course, tests, admission and the accepted assignment seeded before are in the log already): the demo
 * SuperAdmin adds a module to the master list. Runs with the demo seed, on an empty database only.
 */
export async function seedAuditHistory(services: Services) {
  const top = await services.users.findByEmail('superadmin@demo.academy');
  if (!top) return;
  const actor: Actor = { userId: top.id, sessionId: 0, role: top.role as AccountRole, email: top.email, emailVerified: true };
  const modules = await services.masters.list('modules', { pageIndex: 0, pageSize: 1, sortDesc: false, term: 'SAP EWM' });
  if (modules.total === 0) await services.masters.create(actor, 'modules', 'SAP EWM');
}
