import { Suspense } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '../../../lib/i18n.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { rememberedDeviceFor } from '../../../lib/remembered-device.ts';
import { renderRoutes, signInAs } from '../../../test/render.tsx';
import { LoginPage } from './login-page.tsx';

const CHALLENGE = 'c'.repeat(43);
const user = {
  id: 7, name: 'Ravi Kumar', firstName: 'Ravi', lastName: 'Kumar', role: 'Editor', email: 'ravi@example.com', country: '+91',
  mobileNumber: '9876543210', thumb: '', EmailVerified: true,
};
const session = { token: 't'.repeat(43), expiresAt: '2026-05-08T10:00:00.000Z', user };

type Call = { url: string; body: Record<string, unknown> | undefined };
function fakeApi(answer: (c: Call) => Response) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', vi.fn(async (url: string, init?: RequestInit) => {
    const c = { url: String(url), body: init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined };
    calls.push(c);
    return answer(c);
  }));
  return calls;
}
const ok = (data: unknown) => new Response(JSON.stringify({ status: 200, message: 'Success', data }), { status: 200 });
const wrongCode = () => new Response(JSON.stringify({
  status: 400, code: 'VALIDATION', message: 'The code is not correct', errors: [{ path: 'body.Code', message: 'The code is not correct' }],
}), { status: 400 });

function render() {
  return renderRoutes(
    [
      { path: '/login', element: <Suspense fallback={null}><LoginPage /></Suspense> },
      { path: '/loading', element: <p>Loading page</p> },
    ],
    '/login',
  );
}

async function enterPassword() {
  const u = userEvent.setup();
  await u.type(await screen.findByLabelText(/^Email/), 'ravi@example.com');
  await u.type(screen.getByLabelText(/^Password/), 'Correct-Horse-42');
  await u.click(screen.getByRole('button', { name: 'Log in' }));
  return u;
}

beforeAll(async () => {
  await i18n.loadNamespaces(['auth', 'common', 'two-factor']);
});
beforeEach(() => {
  signInAs(null);
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('LoginPage: two-factor step', () => {
  it('should ask for the app code after the password, say so when it is wrong, and sign in and remember the device with the right one', async () => {
    let attempts = 0;
    const calls = fakeApi((c) => {
      if (c.url.endsWith('/auth/login')) return ok({ TwoFactorRequired: true, EnrolmentRequired: false, ChallengeToken: CHALLENGE, ExpiresAt: session.expiresAt });
      attempts += 1;
      return attempts === 1 ? wrongCode() : ok({ ...session, RememberedDevice: { ID: 3, DeviceToken: 'd'.repeat(43), ExpiresAt: '2099-01-01T00:00:00.000Z' } });
    });
    render();
    const u = await enterPassword();

    const code = await screen.findByLabelText(/^Authentication code/);
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(useAuthStore.getState().user).toBeNull();
    await u.type(code, '111111');
    await u.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not correct or was already used');

    await u.clear(code);
    await u.type(code, '123 456');
    await u.click(screen.getByLabelText('Remember this device for 30 days'));
    await u.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText('Loading page')).toBeInTheDocument();
    expect(useAuthStore.getState().user?.email).toBe('ravi@example.com');
    expect(calls.at(-1)?.body).toMatchObject({ ChallengeToken: CHALLENGE, Code: '123 456', RememberDevice: true });
    expect(rememberedDeviceFor('Ravi@Example.com')?.token).toBe('d'.repeat(43));
  });

  it('should send a recovery code when the user switches to it, and the remembered-device token with the next password', async () => {
    const calls = fakeApi((c) => (c.url.endsWith('/auth/login')
      ? ok({ TwoFactorRequired: true, EnrolmentRequired: false, ChallengeToken: CHALLENGE, ExpiresAt: session.expiresAt })
      : ok({ ...session, RememberedDevice: null })));
    localStorage.setItem('rememberedDevices', JSON.stringify({ 'ravi@example.com': { token: 'e'.repeat(43), id: 1, expiresAt: '2000-01-01T00:00:00.000Z' } }));
    render();
    const u = await enterPassword();
    // An expired remembered device is not sent.
    expect(calls[0]?.body?.rememberedDevice).toBeUndefined();
    await u.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    await u.type(screen.getByLabelText(/^Recovery code/), 'abcd-efgh-2345');
    await u.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText('Loading page')).toBeInTheDocument();
    expect(calls.at(-1)?.body).toMatchObject({ ChallengeToken: CHALLENGE, RecoveryCode: 'abcd-efgh-2345', RememberDevice: false });
    expect(calls.at(-1)?.body?.Code).toBeUndefined();
  });
});
