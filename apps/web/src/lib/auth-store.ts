import { create } from 'zustand';
import type { CurrentUser, SessionResult } from '@app/contracts/auth';

/** localStorage keys the spec names: a forced logout clears both. */
export const TOKEN_STORAGE_KEY = 'erp.token';
export const MOBILE_STORAGE_KEY = 'erp.mobileNumber';

/** `checking`: a token is stored but the user behind it is not loaded yet. */
export type AuthStatus = 'anonymous' | 'checking' | 'authenticated';

export interface AuthState {
  token: string | null;
  user: CurrentUser | null;
  status: AuthStatus;
  /**
   * Set by signIn until /loading moves on: the authentication page the user is still on must not
   * treat them as "already signed in" (-> /invalid-access) while the navigation to /loading is underway.
   */
  justSignedIn: boolean;
  /** Login, register and SSO: keep the token (the only persisted auth field) and the user. */
  signIn: (session: SessionResult) => void;
  setUser: (user: CurrentUser) => void;
  /** Logout, forced logout and expiry: every auth field back to its default, stored token and mobile cleared. */
  signOut: () => void;
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

const initialToken = readStorage(TOKEN_STORAGE_KEY);

export const useAuthStore = create<AuthState>()((set) => ({
  token: initialToken,
  user: null,
  status: initialToken ? 'checking' : 'anonymous',
  justSignedIn: false,
  signIn: (session) => {
    writeStorage(TOKEN_STORAGE_KEY, session.token);
    writeStorage(MOBILE_STORAGE_KEY, session.user.mobileNumber || null);
    set({ token: session.token, user: session.user, status: 'authenticated', justSignedIn: true });
  },
  setUser: (user) => set({ user, status: 'authenticated' }),
  clearJustSignedIn: () => set({ justSignedIn: false }),
  signOut: () => {
    writeStorage(TOKEN_STORAGE_KEY, null);
    writeStorage(MOBILE_STORAGE_KEY, null);
    set({ token: null, user: null, status: 'anonymous', justSignedIn: false });
  },
}));

/** The signed-in role, or null for a visitor (also while the user is still being checked). */
export function currentRole(state: Pick<AuthState, 'user'>): string | null {
  return state.user?.role ?? null;
}
