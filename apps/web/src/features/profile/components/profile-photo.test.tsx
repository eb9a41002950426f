import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { renderWithProviders, signInAs, userOf } from '../../../test/render.tsx';
import { notify } from '../../../lib/notify.ts';
import { ProfilePhoto } from './profile-photo.tsx';

// Toasts are checked as calls: Mantine's swipe-to-dismiss cannot attach in jsdom (Node's AbortSignal).
vi.mock('../../../lib/notify.ts', () => ({ notify: vi.fn() }));

const ok = (data: unknown) => new Response(JSON.stringify({ status: 200, message: 'Success', data }), { status: 200 });
const withPhoto = { ...userOf('Trainee'), thumb: '/api/users/7/photo?v=abc123' };
const withDefault = { ...userOf('Trainee'), thumb: '/app/img/profile-default.svg' };

function fileInput(): HTMLInputElement {
  return document.querySelector('input[type="file"]') as HTMLInputElement;
}

beforeEach(() => signInAs('Trainee'));
afterEach(() => vi.unstubAllGlobals());

describe('ProfilePhoto', () => {
  it('should show initials for the default picture and refuse a photo over 2 MB without calling the server', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<ProfilePhoto user={withDefault} />);
    expect(await screen.findByText('TU')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove photo' })).not.toBeInTheDocument();
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await userEvent.upload(fileInput(), big);
    expect(await screen.findByRole('alert')).toHaveTextContent('larger than 2 MB');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('should upload the chosen photo as multipart and update the signed-in user', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => ok(withPhoto));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<ProfilePhoto user={withDefault} />);
    await screen.findByRole('button', { name: 'Change photo' });
    expect(fileInput().accept).toBe('image/png,image/jpeg,image/webp');
    await userEvent.upload(fileInput(), new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' }));
    await waitFor(() => expect(useAuthStore.getState().user?.thumb).toBe(withPhoto.thumb));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toMatch(/\/auth\/profile\/photo$/);
    expect(init?.method).toBe('POST');
    expect(init?.body).toBeInstanceOf(FormData);
    expect((init?.body as FormData).get('file')).toBeInstanceOf(File);
    expect((init?.headers as Record<string, string>)['Content-Type']).toBeUndefined();
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Your photo was changed.', 'success'));
  });

  it('should remove the photo only after confirmation', async () => {
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) =>
      init?.method === 'GET' ? new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { status: 200, headers: { 'content-type': 'image/png' } }) : ok(withDefault));
    vi.stubGlobal('fetch', fetchMock);
    const deletes = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE');
    renderWithProviders(<ProfilePhoto user={withPhoto} />);
    // the photo needs the bearer token, so it is fetched rather than linked
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith(expect.stringMatching(/\/users\/7\/photo\?v=abc123$/), expect.objectContaining({ method: 'GET' })));
    const getInit = fetchMock.mock.calls[0]![1]!;
    expect((getInit.headers as Record<string, string>).Authorization).toBe('Bearer test-token');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove photo' }));
    expect(deletes()).toHaveLength(0);
    const dialog = await screen.findByRole('dialog', { name: 'Remove your photo?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove photo' }));
    await waitFor(() => expect(deletes()).toHaveLength(1));
    expect(deletes()[0]![0]).toMatch(/\/auth\/profile\/photo$/);
    await waitFor(() => expect(useAuthStore.getState().user?.thumb).toBe(withDefault.thumb));
    expect(notify).toHaveBeenCalledWith('Your photo was removed.', 'success');
  });
});
