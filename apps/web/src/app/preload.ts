import { matchPath } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { APP_BASE } from '../lib/config.ts';
import { useAuthStore } from '../lib/auth-store.ts';
import { meQueryOptions } from '../features/auth/api/get-me.ts';
import type { PageLoader } from './route-pages.ts';

/**
 * The page loader of an address (the app's own path, after the base), or undefined. Route patterns are tried in
 * the table's order; a page's chunk is code, not data, so loading it early decides no access (the guard still does).
 */
export function pageLoaderFor(pathname: string, pages: Record<string, PageLoader>): PageLoader | undefined {
  const path = APP_BASE && pathname.startsWith(APP_BASE) ? pathname.slice(APP_BASE.length) || '/' : pathname;
  for (const pattern of Object.keys(pages)) {
    if (matchPath({ path: pattern, caseSensitive: false }, path)) return pages[pattern];
  }
  return undefined;
}

/**
 * Started before translations are ready, so the first screen's three waits run side by side instead of one after
 * another (measured cold: translations, then /auth/me, then the page's chunk): the signed-in user and the page's code.
 */
export function preloadFirstScreen(queryClient: QueryClient, pages: Record<string, PageLoader>, pathname = window.location.pathname): void {
  const token = useAuthStore.getState().token;
  if (token) void queryClient.prefetchQuery(meQueryOptions(token));
  void pageLoaderFor(pathname, pages)?.().catch(() => undefined);
}
