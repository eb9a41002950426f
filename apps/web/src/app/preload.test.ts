import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { WebRoute } from '@app/contracts/web-routes';
import { preloadFirstScreen, routeFor } from './preload.ts';
import { useAuthStore } from '../lib/auth-store.ts';

const page = () => Promise.resolve(() => null);
const route = (path: string, access: WebRoute['access'], roles: WebRoute['roles'] = null) =>
  ({ path, access, roles, kind: 'page', layout: 'shell', built: true }) as unknown as WebRoute;
const routes = [route('/home', 'public'), route('/login', 'public-only'), route('/dashboard', 'protected'), route('/admindashboard', 'protected', ['Admin', 'SuperAdmin'])];

function client(role: string | null) {
  const c = new QueryClient();
  vi.spyOn(c, 'fetchQuery').mockImplementation(() => (role ? Promise.resolve({ role }) : Promise.reject(new Error('401'))) as never);
  return c;
}

describe('routeFor', () => {
  it('should find the route of an address by its pattern, under the base and in any case', () => {
    expect(routeFor('/app/Dashboard', routes)?.path).toBe('/dashboard');
    expect(routeFor('/app/nowhere', routes)).toBeUndefined();
  });
});

describe('preloadFirstScreen', () => {
  it('should start a public page at once, without asking who is signed in when no token is stored', async () => {
    useAuthStore.setState({ token: null });
    const home = vi.fn(page);
    const c = client(null);
    await preloadFirstScreen(c, { '/home': home }, '/app/home', routes);
    expect(home).toHaveBeenCalledOnce();
    expect(c.fetchQuery).not.toHaveBeenCalled();
  });

  it('should load a protected page only once the stored session may open it, as the guard would', async () => {
    useAuthStore.setState({ token: 'stored-token' });
    const admin = vi.fn(page);
    const dashboard = vi.fn(page);
    const pages = { '/admindashboard': admin, '/dashboard': dashboard };
    await preloadFirstScreen(client('Trainee'), pages, '/app/admindashboard', routes);
    expect(admin).not.toHaveBeenCalled();
    await preloadFirstScreen(client('Trainee'), pages, '/app/dashboard', routes);
    expect(dashboard).toHaveBeenCalledOnce();
    await preloadFirstScreen(client('Admin'), pages, '/app/admindashboard', routes);
    expect(admin).toHaveBeenCalledOnce();
    // a session that has ended loads nothing
    await preloadFirstScreen(client(null), pages, '/app/dashboard', routes);
    expect(dashboard).toHaveBeenCalledOnce();
  });

  it('should not load a sign-in page for a visitor whose session is stored', async () => {
    useAuthStore.setState({ token: 'stored-token' });
    const login = vi.fn(page);
    await preloadFirstScreen(client('Trainee'), { '/login': login }, '/app/login', routes);
    expect(login).not.toHaveBeenCalled();
  });
});
