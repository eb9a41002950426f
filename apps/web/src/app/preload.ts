import { matchPath } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { accessDecision, builtWebRoutes, type WebRoute } from '@app/contracts/web-routes';
import { APP_BASE } from '../lib/config.ts';
import { useAuthStore } from '../lib/auth-store.ts';
import { meQueryOptions } from '../features/auth/api/get-me.ts';
import type { PageLoader } from './route-pages.ts';
import { loadStaffMenuSets, needsStaffMenuSets } from './shell/menus.ts';

/** The route table's entry of an address (the app's own path, after the base), or undefined. */
export function routeFor(pathname: string, routes: readonly WebRoute[] = builtWebRoutes): WebRoute | undefined {
  const path = APP_BASE && pathname.startsWith(APP_BASE) ? pathname.slice(APP_BASE.length) || '/' : pathname;
  return routes.find((r) => r.kind === 'page' && matchPath({ path: r.path, caseSensitive: false }, path));
}

/**
 * Started before translations are ready, so the first screen's waits run side by side instead of one after another
 * (measured cold: translations, then /auth/me, then the page's chunk). The page's chunk is asked for only once the
 * guard's rule allows the visitor in, as the guard itself would: a learner never downloads an admin screen's code.
 */
export function preloadFirstScreen(
  queryClient: QueryClient,
  pages: Record<string, PageLoader>,
  pathname = window.location.pathname,
  routes: readonly WebRoute[] = builtWebRoutes,
): Promise<void> {
  const token = useAuthStore.getState().token;
  const me = token ? queryClient.fetchQuery(meQueryOptions(token)).catch(() => null) : Promise.resolve(null);
  // A staff role's menu sets are their own chunk: ask for it beside the page's, so the menu bar is not empty a moment.
  void me.then((user) => (user && needsStaffMenuSets(user.role) ? loadStaffMenuSets() : undefined)).catch(() => undefined);
  const route = routeFor(pathname, routes);
  const load = route ? pages[route.path] : undefined;
  if (!route || !load) return me.then(() => undefined);
  const allowedNow = route.access === 'public' || (route.access === 'public-only' && !token);
  const decided = allowedNow
    ? Promise.resolve(true)
    : route.access === 'protected' && token
      ? me.then((user) => user !== null && accessDecision(route, user.role) === 'allow')
      : Promise.resolve(false);
  return decided.then((allowed) => (allowed ? load().then(() => undefined, () => undefined) : undefined));
}
