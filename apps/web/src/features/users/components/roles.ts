import { accountRoles, hasCapability, normalizeRole, staffRoles, type AccountRole } from '@app/contracts/roles';

/** Admin and SuperAdmin accounts are granted and managed only by a SuperAdmin (the server checks it too). */
export function mayManageRole(actorRole: string | null | undefined, role: string): boolean {
  const r = normalizeRole(role);
  if (r === 'Admin' || r === 'SuperAdmin') return hasCapability(actorRole, 'users.manageAdmins');
  return true;
}

export const grantableStaffRoles = (actorRole: string | null | undefined): (typeof staffRoles)[number][] =>
  staffRoles.filter((r) => mayManageRole(actorRole, r));

export const grantableRoles = (actorRole: string | null | undefined): AccountRole[] =>
  accountRoles.filter((r) => mayManageRole(actorRole, r));
