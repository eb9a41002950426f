import { Suspense } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { i18n } from '../../../lib/i18n.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { renderRoutes, signInAs } from '../../../test/render.tsx';
import { RegisterPage } from './register-page.tsx';

function fakeApi(answer: () => Response) {
  const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>(async () => answer());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function render() {
  return renderRoutes([{ path: '/register', element: <Suspense fallback={null}><RegisterPage /></Suspense> }], '/register');
}

async function fill(password: string) {
  fireEvent.change(await screen.findByRole('textbox', { name: 'First name' }), { target: { value: 'Nia' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Last name' }), { target: { value: 'Kapoor' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Email address' }), { target: { value: 'nia.kapoor@example.com' } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: password } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Mobile number' }), { target: { value: '9123456780' } });
  fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
}

beforeAll(async () => {
  await i18n.loadNamespaces(['auth']);
});
beforeEach(() => signInAs(null));
afterEach(() => vi.unstubAllGlobals());

describe('RegisterPage', () => {
  it('should show the password rule under the password field', async () => {
    render();
    expect(await screen.findByText(/At least 12 characters\. Not only spaces or one repeated character, not your name or email address/)).toBeInTheDocument();
  });

  it('should say "check your inbox" and sign nobody in when the server accepts the registration', async () => {
    const fetchMock = fakeApi(() => new Response(JSON.stringify({ status: 200, message: 'Check your email to verify your address, then log in', data: null }), { status: 200 }));
    render();
    await fill('Blue-Lantern-77');
    expect(await screen.findByText('Check your inbox')).toBeInTheDocument();
    expect(screen.getByText(/We sent an email to nia\.kapoor@example\.com/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to log in' })).toHaveAttribute('href', '/login');
    expect(String(fetchMock.mock.calls[0]![0])).toContain('/api/auth/register');
    expect(useAuthStore.getState()).toMatchObject({ token: null, status: 'anonymous' });
  });

  it('should refuse, on the password field and without asking the server, a password with the name in it', async () => {
    const fetchMock = fakeApi(() => new Response('{}', { status: 500 }));
    render();
    await fill('kapoor-lantern-77');
    expect(await screen.findByText('A password cannot contain the name or the first part of the email address of the account')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("should put the server's password error on the password field", async () => {
    fakeApi(() => new Response(JSON.stringify({
      status: 400, code: 'VALIDATION', message: 'Some fields are not valid',
      errors: [{ path: 'body.password', message: 'This password is too common; choose another' }],
    }), { status: 400 }));
    render();
    await fill('Blue-Lantern-77');
    const field = screen.getByLabelText(/^Password/);
    expect(await screen.findByText('This password is too common; choose another')).toBeInTheDocument();
    // The message is the field's own error (announced with it), not only a note at the top of the form.
    const errorId = field.getAttribute('aria-describedby')!.split(/\s+/).find((id) => id.endsWith('-error'))!;
    expect(document.getElementById(errorId)).toHaveTextContent('This password is too common; choose another');
  });
});
