import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { accessDecision, type WebRoute } from '@app/contracts/web-routes';
import { homeRouteFor } from '@app/contracts/roles';
import { useAuthStore } from '../lib/auth-store.ts';
import { loginPathFor } from '../lib/return-to.ts';
import { SessionCheckScreen } from './session-check.tsx';

/**
 * The route guard of spec section 5, from the route table: logged-out on a protected route -> /login
 * (and back afterwards), wrong role or empty role intersection -> /unauthorized, public-only while
 * signed in -> /invalid-access. Public routes render at once, even while a stored session is checked.
 */
export function RouteGuard({ route, children }: { route: Pick<WebRoute, 'access' | 'roles' | 'inaccessible'>; children: ReactNode }) {
  const status = useAuthStore((s) => s.status);
  const role = useAuthStore((s) => s.user?.role ?? null);
  const justSignedIn = useAuthStore((s) => s.justSignedIn);
  const loggedOut = useAuthStore((s) => s.loggedOut);
  const location = useLocation();
  if (route.access === 'public') return children;
  // The login/register page that just signed the user in is on its way to /loading: keep it as it is.
  if (route.access === 'public-only' && justSignedIn) return children;
  if (status === 'checking' && !route.inaccessible) return <SessionCheckScreen />;
  switch (accessDecision(route, status === 'authenticated' ? role : null)) {
    case 'allow':
      return children;
    case 'login':
      // After a deliberate logout the page they were on is no destination to come back to.
      if (loggedOut) return <Navigate to="/login" replace />;
      return <Navigate to={loginPathFor(`${location.pathname}${location.search}${location.hash}`)} replace />;
    case 'invalid-access':
      return <Navigate to="/invalid-access" replace />;
    case 'unauthorized':
      return <Navigate to="/unauthorized" replace />;
  }
}

/** `/` and `/dashboards/default`: the landing screen of the user's role (admin kind: /admindashboard). */
export function RoleHomeRedirect() {
  const status = useAuthStore((s) => s.status);
  const role = useAuthStore((s) => s.user?.role ?? null);
  if (status === 'checking') return <SessionCheckScreen />;
  return <Navigate to={homeRouteFor(role)} replace />;
}
