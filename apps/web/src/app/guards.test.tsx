import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { useLocation, type RouteObject } from 'react-router';
import { flattenRoutes, findWebRoute, type WebRoute } from '@app/contracts/web-routes';
import { RoleHomeRedirect, RouteGuard } from './guards.tsx';
import { renderRoutes, signInAs } from '../test/render.tsx';
import { useAuthStore } from '../lib/auth-store.ts';

function Where({ name }: { name: string }) {
  const location = useLocation();
  return <p data-testid="where">{`${name} ${location.pathname}${location.search}`}</p>;
}

function routesFor(route: Pick<WebRoute, 'access' | 'roles' | 'inaccessible'>): RouteObject[] {
  return [
    { path: '/target', element: <RouteGuard route={route}><Where name="target" /></RouteGuard> },
    { path: '/login', element: <Where name="login" /> },
    { path: '/unauthorized', element: <Where name="unauthorized" /> },
    { path: '/invalid-access', element: <Where name="invalid-access" /> },
    { path: '/home', element: <Where name="home" /> },
    { path: '/admindashboard', element: <Where name="admindashboard" /> },
    { path: '/mentordashboard', element: <Where name="mentordashboard" /> },
    { path: '/editordashboard', element: <Where name="editordashboard" /> },
    { path: '/recruiterdashboard', element: <Where name="recruiterdashboard" /> },
    { path: '/', element: <RoleHomeRedirect /> },
  ];
}

const masters = findWebRoute('/Others/masters')!;
const login = findWebRoute('/login')!;
const home = findWebRoute('/home')!;
const profile = findWebRoute('/profile')!;

async function landing() {
  return (await screen.findByTestId('where')).textContent;
}

describe('RouteGuard (spec section 5)', () => {
  it('should render a public route for a visitor and for a signed-in user', async () => {
    signInAs(null);
    renderRoutes(routesFor(home), '/target');
    expect(await landing()).toBe('target /target');
  });

  it('should render a public route while a stored session is still being checked', async () => {
    useAuthStore.setState({ token: 't', user: null, status: 'checking' });
    renderRoutes(routesFor(home), '/target');
    expect(await landing()).toBe('target /target');
  });

  it('should send a logged-out user on a protected route to /login with the address to come back to', async () => {
    signInAs(null);
    renderRoutes(routesFor(masters), '/target?tab=2');
    expect(await landing()).toBe(`login /login?returnTo=${encodeURIComponent('/target?tab=2')}`);
  });

  it('should send a user who just logged out to a plain /login, not back to the page', async () => {
    signInAs('Admin');
    useAuthStore.getState().signOut('logout');
    renderRoutes(routesFor(masters), '/target');
    expect(await landing()).toBe('login /login');
  });

  it('should send a signed-in user with the wrong role to /unauthorized', async () => {
    signInAs('Trainee');
    renderRoutes(routesFor(masters), '/target');
    expect(await landing()).toBe('unauthorized /unauthorized');
  });

  it('should let a user with an allowed role in, whatever the case of the role name', async () => {
    useAuthStore.setState({ token: 't', status: 'authenticated', user: { ...userWithRole('admin') } });
    renderRoutes(routesFor(masters), '/target');
    expect(await landing()).toBe('target /target');
  });

  it('should let any signed-in account open a protected route without a role list', async () => {
    signInAs('Recruiter');
    renderRoutes(routesFor(profile), '/target');
    expect(await landing()).toBe('target /target');
  });

  it('should send a signed-in user on a public-only route to /invalid-access', async () => {
    signInAs('Trainee');
    renderRoutes(routesFor(login), '/target');
    expect(await landing()).toBe('invalid-access /invalid-access');
  });

  it('should show a public-only route to a visitor', async () => {
    signInAs(null);
    renderRoutes(routesFor(login), '/target');
    expect(await landing()).toBe('target /target');
  });

  it('should make a sub-route whose roles do not intersect its parent inaccessible to everyone', async () => {
    const [child] = flattenRoutes([
      { path: '/p', access: 'protected', roles: ['Editor'], group: true, children: [{ path: 'c', access: 'protected', roles: ['Trainee'] }] },
    ]);
    expect(child!.inaccessible).toBe(true);
    for (const role of [null, 'Trainee', 'Editor', 'SuperAdmin'] as const) {
      signInAs(role);
      const { unmount } = renderRoutes(routesFor(child!), '/target');
      expect(await landing()).toBe('unauthorized /unauthorized');
      unmount();
    }
  });

  it('should wait for the stored session before deciding a protected route', async () => {
    useAuthStore.setState({ token: 't', user: null, status: 'checking' });
    renderRoutes(routesFor(masters), '/target');
    expect(await screen.findByText('Checking your session…')).toBeInTheDocument();
    expect(screen.queryByTestId('where')).toBeNull();
  });
});

describe('RoleHomeRedirect', () => {
  it.each([
    [null, 'home /home'],
    ['Trainee', 'home /home'],
    ['Mentor', 'mentordashboard /mentordashboard'],
    ['Editor', 'editordashboard /editordashboard'],
    ['Recruiter', 'recruiterdashboard /recruiterdashboard'],
    ['Admin', 'admindashboard /admindashboard'],
    ['SuperAdmin', 'admindashboard /admindashboard'],
  ] as const)('should send %s to its landing screen', async (role, expected) => {
    signInAs(role);
    renderRoutes(routesFor(home), '/');
    expect(await landing()).toBe(expected);
  });
});

function userWithRole(role: string) {
  return {
    id: 1, role: role as 'Admin', name: 'A B', firstName: 'A', lastName: 'B', email: 'a@b.co', country: '+91',
    mobileNumber: '1', thumb: '', EmailVerified: true,
  };
}
