import { APP_BASE } from './config.ts';

/** The address inside the app (without the /app base) of the current page, with query and hash. */
export function currentAppAddress(loc: Pick<Location, 'pathname' | 'search' | 'hash'> = window.location): string {
  let path = loc.pathname;
  if (APP_BASE && (path === APP_BASE || path.startsWith(`${APP_BASE}/`))) path = path.slice(APP_BASE.length) || '/';
  return `${path}${loc.search}${loc.hash}`;
}

const AUTH_PAGES = ['/login', '/register', '/forgot-password', '/reset-password', '/loading'];

/**
 * A return address we may navigate to after login: an in-app path (no scheme, no `//` host), never an
 * authentication page (that would loop). Anything else yields undefined.
 */
export function safeReturnTo(value: string | null | undefined): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return undefined;
  const path = value.split(/[?#]/)[0]!.toLowerCase();
  if (AUTH_PAGES.includes(path)) return undefined;
  return value;
}

/** The login address that brings the user back to `returnTo` afterwards. */
export function loginPathFor(returnTo: string | undefined): string {
  // Already on the login page (a second 401 of the same sign-out, e.g. the live stream's and a query's): keep the
  // way back it holds instead of dropping it.
  if (returnTo?.split(/[?#]/)[0]!.toLowerCase() === '/login') {
    const inner = new URLSearchParams(returnTo.split('#')[0]!.split('?')[1] ?? '').get('returnTo');
    return inner && inner !== returnTo ? loginPathFor(inner) : '/login';
  }
  const safe = safeReturnTo(returnTo);
  return safe && safe !== '/' ? `/login?returnTo=${encodeURIComponent(safe)}` : '/login';
}

/** After an authentication page the user passes through /loading, which then continues to `returnTo`. */
export function loadingPathFor(returnTo: string | undefined): string {
  const safe = safeReturnTo(returnTo);
  return safe ? `/loading?next=${encodeURIComponent(safe)}` : '/loading';
}
