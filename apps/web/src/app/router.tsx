import { lazy, Suspense, type ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { builtWebRoutes, type WebRoute } from '@app/contracts/web-routes';
import { APP_BASE } from '../lib/config.ts';
import { RoleHomeRedirect, RouteGuard } from './guards.tsx';
import { routePages, type PageLoader } from './route-pages.ts';
import { RootLayout } from './root-layout.tsx';
import { BareLayout } from './bare-layout.tsx';
import { ShellLayout } from './shell/shell-layout.tsx';
import { RouteErrorPage } from './route-error-page.tsx';
import { FullPageLoader } from '../ui/full-page-loader.tsx';

const SsoTokenPage = lazy(() =>
  import('../features/auth/pages/sso-token-page.tsx').then((m) => ({ default: m.SsoTokenPage })),
);

const lazyCache = new Map<PageLoader, ComponentType>();
function lazyPage(loader: PageLoader): ComponentType {
  let page = lazyCache.get(loader);
  if (!page) {
    page = lazy(() => loader().then((Component) => ({ default: Component })));
    lazyCache.set(loader, page);
  }
  return page;
}

/** One router entry for a table route: the guard decides before the page's chunk is even requested. */
function toRouteObject(route: WebRoute, pages: Record<string, PageLoader>): RouteObject | null {
  if (route.kind === 'root-redirect' || route.kind === 'role-home') {
    return { path: route.path, element: <RoleHomeRedirect /> };
  }
  if (route.kind === 'sso-token') {
    return { path: route.path, element: <Suspense fallback={<FullPageLoader />}><SsoTokenPage /></Suspense> };
  }
  const loader = pages[route.path];
  if (!loader) return null;
  const Page = lazyPage(loader);
  return {
    path: route.path,
    element: (
      <RouteGuard route={route}>
        <Suspense fallback={<FullPageLoader />}>
          <Page />
        </Suspense>
      </RouteGuard>
    ),
  };
}

/** The route objects of the app, from the route table; unbuilt routes are simply absent (-> /page-not-found). */
export function buildRoutes(routes: readonly WebRoute[] = builtWebRoutes, pages: Record<string, PageLoader> = routePages): RouteObject[] {
  const special: RouteObject[] = [];
  const bareRoutes: RouteObject[] = [];
  const shellRoutes: RouteObject[] = [];
  for (const route of routes) {
    const object = toRouteObject(route, pages);
    if (!object) continue;
    if (route.kind !== 'page') special.push(object);
    else if (route.layout === 'bare') bareRoutes.push(object);
    else shellRoutes.push(object);
  }
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      children: [
        ...special.filter((r) => r.path !== '/:token'),
        { element: <BareLayout />, children: [...bareRoutes, ...special.filter((r) => r.path === '/:token')] },
        { element: <ShellLayout />, children: shellRoutes },
        { path: '*', element: <Navigate to="/page-not-found" replace /> },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes(), { basename: APP_BASE || '/' });
}
