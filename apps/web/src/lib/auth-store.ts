import { create } from 'zustand';
import type { CurrentUser, SessionResult } from '@app/contracts/auth';
import { markSessionExpired } from './expired-mark.ts';

/** localStorage keys the spec names: a forced logout clears both. */
export const TOKEN_STORAGE_KEY = 'erp.token';
export const MOBILE_STORAGE_KEY = 'erp.mobileNumber';
/**
 * The id of the stored token's user: the anti-forgery header must name the signed-in user, including on
 * the very first request after a reload (GET /auth/me), before the user itself is loaded again.
 */
export const USER_ID_STORAGE_KEY = 'erp.userId';

/** `checking`: a token is stored but the user behind it is not loaded yet. */
export type AuthStatus = 'anonymous' | 'checking' | 'authenticated';

export interface AuthState {
  token: string | null;
  /** Id of the token's user, known before `user` is loaded (see USER_ID_STORAGE_KEY). */
  userId: number | null;
  user: CurrentUser | null;
  status: AuthStatus;
  /**
   * Set by signIn until /loading moves on: the authentication page the user is still on must not
   * treat them as "already signed in" (-> /invalid-access) while the navigation to /loading is underway.
   */
  justSignedIn: boolean;
  /** The user logged out on purpose: guards send them to a plain /login, without a way back. */
  loggedOut: boolean;
  /** Login, register and SSO: keep the token (the only persisted auth field) and the user. */
  signIn: (session: SessionResult) => void;
  setUser: (user: CurrentUser) => void;
  /** Logout, forced logout and expiry: every auth field back to its default, stored token and mobile cleared. */
  signOut: (reason?: 'logout' | 'expired') => void;
  clearJustSignedIn: () => void;
}

function readStorage(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, value);
  } catch {
    // Private mode or storage disabled: the session simply lasts as long as the tab.
  }
}

/** localStorage prefixes of per-user data that a logout removes. */
const USER_DATA_PREFIXES = ['erp.attempt.'];

function clearStoragePrefix(prefixes: readonly string[]): void {
  try {
    const storage = globalThis.localStorage;
    if (!storage) return;
    const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter((k): k is string => k !== null);
    for (const key of keys) if (prefixes.some((p) => key.startsWith(p))) storage.removeItem(key);
  } catch {
    // Storage disabled: nothing was kept.
  }
}

const initialToken = readStorage(TOKEN_STORAGE_KEY);
const storedUserId = Number(readStorage(USER_ID_STORAGE_KEY));
const initialUserId = initialToken && Number.isInteger(storedUserId) && storedUserId > 0 ? storedUserId : null;

export const useAuthStore = create<AuthState>()((set) => ({
  token: initialToken,
  userId: initialUserId,
  user: null,
  status: initialToken ? 'checking' : 'anonymous',
  justSignedIn: false,
  loggedOut: false,
  signIn: (session) => {
    markSessionExpired(null);
    writeStorage(TOKEN_STORAGE_KEY, session.token);
    writeStorage(MOBILE_STORAGE_KEY, session.user.mobileNumber || null);
    writeStorage(USER_ID_STORAGE_KEY, String(session.user.id));
    set({ token: session.token, userId: session.user.id, user: session.user, status: 'authenticated', justSignedIn: true, loggedOut: false });
  },
  setUser: (user) => set({ user, userId: user.id, status: 'authenticated' }),
  clearJustSignedIn: () => set({ justSignedIn: false }),
  signOut: (reason = 'expired') => {
    writeStorage(TOKEN_STORAGE_KEY, null);
    writeStorage(MOBILE_STORAGE_KEY, null);
    writeStorage(USER_ID_STORAGE_KEY, null);
    // A deliberate logout leaves nothing of the user on a shared computer, unsent test answers included
    // (features keep them under `erp.attempt.`). An expired session keeps them: the learner logs in again
    // and they are sent.
    if (reason === 'logout') clearStoragePrefix(USER_DATA_PREFIXES);
    set({ token: null, userId: null, user: null, status: 'anonymous', justSignedIn: false, loggedOut: reason === 'logout' });
  },
}));

/** The signed-in role, or null for a visitor (also while the user is still being checked). */
export function currentRole(state: Pick<AuthState, 'user'>): string | null {
  return state.user?.role ?? null;
}
