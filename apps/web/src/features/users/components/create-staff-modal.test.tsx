import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import { renderWithProviders, signInAs } from '../../../test/render.tsx';
import { CreateStaffModal } from './create-staff-modal.tsx';

vi.mock('../../../lib/notify.ts', () => ({ notify: vi.fn() }));

const row = {
  ID: 41, FirstName: 'Ada', LastName: 'Okafor', Email: 'ada@example.com', Phone: '+91 9898989898', Role: 'Mentor',
  Active: true, CreatedOn: '2026-05-01T10:00:00.000Z', InvitePending: true, InvitedOn: '2026-05-01T10:00:00.000Z',
};

function fakeApi(answer: () => Response) {
  const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>(async () => answer());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const ok = (data: unknown) => new Response(JSON.stringify({ status: 200, message: 'Success', data }), { status: 200 });

beforeAll(async () => {
  await i18n.loadNamespaces(['users', 'common']);
});
beforeEach(() => signInAs('Admin'));
afterEach(() => vi.unstubAllGlobals());

async function fill(dialog: HTMLElement) {
  const user = userEvent.setup();
  await user.type(within(dialog).getByRole('textbox', { name: /First name/ }), 'Ada');
  await user.type(within(dialog).getByRole('textbox', { name: /Last name/ }), 'Okafor');
  await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'ada@example.com');
  await user.type(within(dialog).getByRole('textbox', { name: /Mobile number/ }), '9898989898');
  return user;
}

describe('CreateStaffModal', () => {
  it('should ask for no password, say an invitation will be mailed, and send the details without one', async () => {
    const fetchMock = fakeApi(() => ok(row));
    const onClose = vi.fn();
    renderWithProviders(<CreateStaffModal opened onClose={onClose} roles={['Mentor', 'Editor']} />);
    const dialog = await screen.findByRole('dialog', { name: 'New staff user' });
    expect(within(dialog).queryByLabelText(/password/i)).not.toBeInTheDocument();
    expect(dialog).toHaveTextContent('We will email the new user a link to choose their own password. The link works for 7 days');

    const user = await fill(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Create and invite' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toMatch(/\/api\/users$/);
    expect(JSON.parse(String(init?.body))).toEqual({
      firstName: 'Ada', lastName: 'Okafor', email: 'ada@example.com', countryCode: '+91', mobileNumber: '9898989898', role: 'Mentor',
    });
    expect(notify).toHaveBeenCalledWith('Ada Okafor was invited as Mentor. The invitation is on its way to ada@example.com.', 'success');
  });

  it('should put a taken address on the email field and stay open', async () => {
    fakeApi(() => new Response(JSON.stringify({ status: 409, code: 'CONFLICT', message: 'An account with this email already exists' }), { status: 409 }));
    const onClose = vi.fn();
    renderWithProviders(<CreateStaffModal opened onClose={onClose} roles={['Mentor']} />);
    const dialog = await screen.findByRole('dialog', { name: 'New staff user' });
    const user = await fill(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Create and invite' }));
    expect(await within(dialog).findByText('An account with this email already exists')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
