import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { builtWebRoutes, webRoutes } from '@app/contracts/web-routes';
import { buildRoutes } from './router.tsx';
import { routePages } from './route-pages.ts';
import { renderRoutes, signInAs, userOf } from '../test/render.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('route registry', () => {
  it('should register a screen for exactly the built page routes of the table', () => {
    const builtPages = builtWebRoutes.filter((r) => r.kind === 'page').map((r) => r.path).sort();
    expect(Object.keys(routePages).sort()).toEqual(builtPages);
  });
});

describe('app router', () => {
  it('should send an unmatched address to /page-not-found', async () => {
    signInAs(null);
    const { router } = renderRoutes(buildRoutes(), '/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/page-not-found');
  });

  it('should answer page-not-found for a spec route whose screen is not built yet', async () => {
    signInAs('SuperAdmin');
    // Any still-unbuilt page of the table without parameters (they are built one by one).
    const unbuilt = webRoutes.find((r) => !r.built && r.kind === 'page' && r.access === 'protected' && !r.path.includes(':') && !r.inaccessible);
    if (!unbuilt) return;
    const { router } = renderRoutes(buildRoutes(), unbuilt.path);
    await screen.findByRole('heading', { name: 'Page not found' });
    expect(router.state.location.pathname).toBe('/page-not-found');
  });

  it('should treat a single segment that is not token-shaped as an unknown page', async () => {
    signInAs(null);
    const { router } = renderRoutes(buildRoutes(), '/nope');
    await screen.findByRole('heading', { name: 'Page not found' });
    expect(router.state.location.pathname).toBe('/page-not-found');
  });

  it('should redirect the app root to the role home', async () => {
    signInAs('Admin');
    const { router } = renderRoutes(buildRoutes(), '/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admindashboard'));
    signInAs('Trainee');
    const second = renderRoutes(buildRoutes(), '/dashboards/default');
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/home'));
    signInAs('Mentor');
    const third = renderRoutes(buildRoutes(), '/dashboards/default');
    await waitFor(() => expect(third.router.state.location.pathname).toBe('/mentordashboard'));
  });

  it('should bring a user back to the page first asked for after logging in, through /loading', async () => {
    signInAs(null);
    const session = { token: 'tok', expiresAt: new Date().toISOString(), user: userOf('Admin') };
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ status: 200, message: 'Success', data: session }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderRoutes(buildRoutes(), '/admindashboard');
    await screen.findByRole('heading', { name: 'Log in' });
    expect(router.state.location.search).toBe(`?returnTo=${encodeURIComponent('/admindashboard')}`);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Email address/), 'admin@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admindashboard'));
    const body = JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body)) as { device?: { screenSize?: string } };
    expect(body.device?.screenSize).toMatch(/^\d+x\d+$/);
  });

  it('should show the server message when the credentials are wrong', async () => {
    signInAs(null);
    vi.stubGlobal('fetch', vi.fn(async () => new Response(
      JSON.stringify({ status: 401, message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' }), { status: 401 },
    )));
    const { router } = renderRoutes(buildRoutes(), '/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Email address/), 'a@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('The email or password is incorrect.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('should show contract validation errors before calling the server', async () => {
    signInAs(null);
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes(buildRoutes(), '/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Email address/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
