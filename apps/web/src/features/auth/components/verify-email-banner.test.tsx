import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { renderWithProviders, signInAs, userOf } from '../../../test/render.tsx';
import { VerifyEmailBanner } from './verify-email-banner.tsx';

function fakeApi(answer: (url: string) => Response) {
  const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>(async (url) => answer(String(url)));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const ok = (data: unknown) => new Response(JSON.stringify({ status: 200, message: 'Success', data }), { status: 200 });
const fail = (status: number, code: string, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ status, message: code, code }), { status, headers });

function signInUnverified() {
  useAuthStore.setState({ token: 'test-token', userId: 7, user: userOf('Trainee', 7, false), status: 'authenticated' });
}

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  signInAs(null);
});

describe('VerifyEmailBanner', () => {
  it('should tell an unverified user why confirming matters and resend the link on request', async () => {
    signInUnverified();
    const fetchMock = fakeApi(() => ok(null));
    renderWithProviders(<VerifyEmailBanner />);
    const banner = await screen.findByRole('region', { name: 'Please confirm your email address' });
    expect(banner).toHaveTextContent('trainee@example.com');
    expect(banner).toHaveTextContent(/cannot buy courses, post in the forum or be shown to recruiters/);
    fireEvent.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByText(/A new link is on its way to trainee@example.com/)).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toContain('/api/auth/resend-verification');
    expect(init?.method).toBe('POST');
  });

  it('should show nothing to a verified user or a visitor', async () => {
    signInAs('Trainee');
    const { unmount } = renderWithProviders(<VerifyEmailBanner />);
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('region', { name: 'Please confirm your email address' })).not.toBeInTheDocument();
    unmount();
    signInAs(null);
    renderWithProviders(<VerifyEmailBanner />);
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('region', { name: 'Please confirm your email address' })).not.toBeInTheDocument();
  });

  it('should stay hidden for the rest of the visit once dismissed', async () => {
    signInUnverified();
    const first = renderWithProviders(<VerifyEmailBanner />);
    fireEvent.click(await screen.findByRole('button', { name: 'Hide this message' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Please confirm your email address' })).not.toBeInTheDocument());
    first.unmount();
    renderWithProviders(<VerifyEmailBanner />);
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('region', { name: 'Please confirm your email address' })).not.toBeInTheDocument();
  });

  it('should say how long to wait when the server refuses more links for now', async () => {
    signInUnverified();
    fakeApi(() => fail(429, 'RATE_LIMITED', { 'retry-after': '1500' }));
    renderWithProviders(<VerifyEmailBanner />);
    fireEvent.click(await screen.findByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please wait 25 minutes and try again.');
  });

  it('should disappear when the server says the address was confirmed meanwhile', async () => {
    signInUnverified();
    fakeApi((url) => (url.includes('/auth/me') ? ok({ ...userOf('Trainee', 7), EmailVerified: true }) : fail(422, 'RULE_VIOLATED')));
    renderWithProviders(<VerifyEmailBanner />);
    fireEvent.click(await screen.findByRole('button', { name: 'Resend verification email' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Please confirm your email address' })).not.toBeInTheDocument());
    expect(useAuthStore.getState().user?.EmailVerified).toBe(true);
  });
});
