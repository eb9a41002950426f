import { Suspense } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '../../../lib/i18n.ts';
import { renderRoutes, signInAs } from '../../../test/render.tsx';
import { AcceptInvitePage } from './accept-invite-page.tsx';

const TOKEN = 'q3Zk9Vd0Ld3nYx1QpR7uTb2W-aaaaaaaaaaaaaaaaaa';
const invitation = { FirstName: 'Kavya', LastName: 'Rao', Email: 'kavya@example.com', ExpiresAt: '2026-05-08T10:00:00.000Z' };

type Answer = (url: string, body: unknown) => Response;
function fakeApi(answer: Answer) {
  const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>(async (url, init) =>
    answer(String(url), init?.body ? JSON.parse(String(init.body)) : undefined));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const ok = (data: unknown) => new Response(JSON.stringify({ status: 200, message: 'Success', data }), { status: 200 });
const refused = () =>
  new Response(JSON.stringify({ status: 400, code: 'TOKEN_INVALID', message: 'This invitation link has expired' }), { status: 400 });

function render() {
  return renderRoutes(
    [{ path: '/accept-invite/:token', element: <Suspense fallback={null}><AcceptInvitePage /></Suspense> }],
    `/accept-invite/${TOKEN}`,
  );
}

beforeAll(async () => {
  await i18n.loadNamespaces(['auth', 'common']);
});
beforeEach(() => signInAs(null));
afterEach(() => vi.unstubAllGlobals());

describe('AcceptInvitePage', () => {
  it('should greet the person, show the password rule, set the password with the token and send them to log in', async () => {
    const fetchMock = fakeApi((url) => (url.endsWith('/auth/invitation') ? ok(invitation) : ok({ Email: 'kavya@example.com' })));
    render();
    expect(await screen.findByText('Welcome, Kavya. Choose the password you will use to log in as kavya@example.com.')).toBeInTheDocument();
    expect(screen.getByText(/At least 12 characters\. Not only spaces/)).toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Password/), 'Granite-Owl-55');
    await user.type(screen.getByLabelText(/^Confirm the password/), 'Granite-Owl-55');
    await user.click(screen.getByRole('button', { name: 'Save my password' }));

    expect(await screen.findByText('Your password is saved')).toBeInTheDocument();
    expect(screen.getByText('Log in with kavya@example.com and your new password.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    const calls = fetchMock.mock.calls.map(([url, init]) => [String(url).replace(/^.*\/api/, ''), JSON.parse(String(init?.body))]);
    expect(calls).toEqual([
      ['/auth/invitation', { token: TOKEN }],
      ['/auth/accept-invite', { token: TOKEN, password: 'Granite-Owl-55' }],
    ]);
  });

  it("should refuse, before sending, a password with the person's name or one not typed twice alike", async () => {
    const fetchMock = fakeApi(() => ok(invitation));
    render();
    await screen.findByText(/Welcome, Kavya/);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Password/), 'kavya-granite-55');
    await user.type(screen.getByLabelText(/^Confirm the password/), 'something-else-55');
    await user.click(screen.getByRole('button', { name: 'Save my password' }));
    expect(await screen.findByText('A password cannot contain the name or the first part of the email address of the account')).toBeInTheDocument();
    expect(screen.getByText('The two passwords do not match')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('should say at once when the link has expired, was used or replaced', async () => {
    fakeApi(refused);
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation link cannot be used');
    expect(screen.getByRole('alert')).toHaveTextContent('ask the person who invited you to send a new invitation');
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
  });

  it('should show the refusal when the link is used up while the form is open', async () => {
    fakeApi((url) => (url.endsWith('/auth/invitation') ? ok(invitation) : refused()));
    render();
    await screen.findByText(/Welcome, Kavya/);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Password/), 'Granite-Owl-55');
    await user.type(screen.getByLabelText(/^Confirm the password/), 'Granite-Owl-55');
    await user.click(screen.getByRole('button', { name: 'Save my password' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('This invitation link cannot be used'));
  });
});
