/**
 * The address a tab's session expired on, kept in sessionStorage (per tab) from the expiry until the user
 * leaves the login page or signs in again. A reload in between (the live stream signs a tab out at any moment,
 * and a reload already under way still loads the old address) then still ends on /login with the way back,
 * instead of on a public page as a visitor: the next start of the app reads it once.
 */
const EXPIRED_KEY = 'erp.sessionExpiredAt';

export function markSessionExpired(returnTo: string | null): void {
  try {
    if (returnTo === null) sessionStorage.removeItem(EXPIRED_KEY);
    else sessionStorage.setItem(EXPIRED_KEY, returnTo);
  } catch { /* storage unavailable: the reload case is simply not covered */ }
}

/** The address an expired session was on, or null; cleared once read. */
export function takeExpiredReturnTo(): string | null {
  let value: string | null = null;
  try { value = sessionStorage.getItem(EXPIRED_KEY); } catch { /* unavailable */ }
  markSessionExpired(null);
  return value;
}
