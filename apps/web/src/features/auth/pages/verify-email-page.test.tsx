import { Suspense } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { i18n } from '../../../lib/i18n.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { renderRoutes, signInAs, userOf } from '../../../test/render.tsx';
import { VerifyEmailPage } from './verify-email-page.tsx';

const TOKEN = 'q3Zk9Vd0Ld3nYx1QpR7uTb2W-aaaaaaaaaaaaaaaaaa';

function fakeApi(answer: (url: string) => Response) {
  const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>(async (url) => answer(String(url)));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const ok = (data: unknown) => new Response(JSON.stringify({ status: 200, message: 'Success', data }), { status: 200 });

function render() {
  return renderRoutes([{ path: '/verify-email/:token', element: <Suspense fallback={null}><VerifyEmailPage /></Suspense> }], `/verify-email/${TOKEN}`);
}

beforeAll(async () => {
  await i18n.loadNamespaces(['auth']);
});
beforeEach(() => signInAs(null));
afterEach(() => vi.unstubAllGlobals());

describe('VerifyEmailPage', () => {
  it('should confirm the address once with the token of the link and offer to log in', async () => {
    const fetchMock = fakeApi(() => ok(null));
    render();
    expect(await screen.findByText('Your email address is confirmed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toContain('/api/auth/verify-email');
    expect(JSON.parse(String(init?.body))).toEqual({ token: TOKEN });
  });

  it("should reload a signed-in user's details so the banner goes away", async () => {
    useAuthStore.setState({ token: 'test-token', userId: 7, user: userOf('Trainee', 7, false), status: 'authenticated' });
    fakeApi((url) => (url.includes('/auth/me') ? ok(userOf('Trainee', 7, true)) : ok(null)));
    render();
    expect(await screen.findByRole('link', { name: 'Continue' })).toBeInTheDocument();
    await waitFor(() => expect(useAuthStore.getState().user?.EmailVerified).toBe(true));
  });

  it('should say the link cannot be used when it is expired or already used', async () => {
    fakeApi(() => new Response(JSON.stringify({ status: 400, code: 'TOKEN_INVALID', message: 'This verification link is invalid, has expired or was already used' }), { status: 400 }));
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('The confirmation link is invalid, has expired or was already used. If your address is not confirmed yet, log in and ask for a new link.');
  });

  it('should say the address is confirmed already when a verified user opens a used link again', async () => {
    useAuthStore.setState({ token: 'test-token', userId: 7, user: userOf('Trainee', 7, true), status: 'authenticated' });
    fakeApi(() => new Response(JSON.stringify({ status: 400, code: 'TOKEN_INVALID', message: 'used' }), { status: 400 }));
    render();
    expect(await screen.findByText('This link was used already. Your email address is confirmed.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('should offer a retry when the server cannot be reached', async () => {
    fakeApi(() => { throw new TypeError('Failed to fetch'); });
    render();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
