import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { setSessionExpiredHandler } from '../lib/api-client.ts';
import { takeExpiredReturnTo } from '../lib/expired-mark.ts';
import { useAuthStore } from '../lib/auth-store.ts';
import { loginPathFor } from '../lib/return-to.ts';
import { formatTitle } from '../lib/page-title.ts';
import { useSessionBootstrap } from './session-check.tsx';

/** Router-wide concerns: the stored session, the 401 handler, scroll restoration and the default title. */
export function RootLayout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useSessionBootstrap();

  useEffect(() => {
    setSessionExpiredHandler((returnTo) => {
      queryClient.clear();
      // The mark stays until the login page is left or the user signs in: clearing it once this navigation
      // ends lost it when a reload already under way (of the old address) replaced the page right after.
      void navigate(loginPathFor(returnTo), { replace: true });
    });
    // A sign-out whose way to /login a reload cut short: finish it (unless someone signed in meanwhile).
    const pending = takeExpiredReturnTo();
    if (pending !== null && useAuthStore.getState().token === null) void navigate(loginPathFor(pending), { replace: true });
    return () => setSessionExpiredHandler(null);
  }, [navigate, queryClient]);

  useEffect(() => {
    if (!document.title) document.title = formatTitle();
  }, []);

  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
