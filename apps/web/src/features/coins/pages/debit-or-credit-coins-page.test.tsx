import { Suspense } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '../../../lib/i18n.ts';
import { renderRoutes, signInAs } from '../../../test/render.tsx';
import { DebitOrCreditCoinsPage } from './debit-or-credit-coins-page.tsx';

const json = (data: unknown) => new Response(JSON.stringify({ status: 200, message: 'Success', data }), { status: 200 });

/** The server as the page sees it: one learner with 40 coins; a debit takes them. */
function fakeApi() {
  let balance = 40;
  const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>(async (url, init) => {
    const u = new URL(String(url), 'http://localhost');
    const learner = () => ({ ID: 7, Name: 'Ananya Rao', Email: 'ananya.rao@demo.academy', Balance: balance });
    if (u.pathname.endsWith('/coins/learners/7')) return json(learner());
    if (u.pathname.endsWith('/coins/learners')) return json([learner()]);
    if (u.pathname.endsWith('/coins/adjust') && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { amount: number; direction: string };
      const before = balance;
      balance += body.direction === 'credit' ? body.amount : -body.amount;
      return json({ EntryID: 100, BalanceBefore: before, BalanceAfter: balance, Replayed: false });
    }
    return new Response(JSON.stringify({ status: 404, message: 'not found', code: 'NOT_FOUND' }), { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const posts = (m: ReturnType<typeof fakeApi>) =>
  m.mock.calls.filter(([, init]) => init?.method === 'POST').map(([, init]) => JSON.parse(String(init!.body)) as Record<string, unknown>);

beforeAll(async () => {
  await i18n.loadNamespaces(['coins', 'common']);
});
beforeEach(() => signInAs('Admin'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const render = () =>
  renderRoutes([{ path: '/Others/DebitOrCreditCoins', element: <Suspense fallback={null}><DebitOrCreditCoinsPage /></Suspense> }], '/Others/DebitOrCreditCoins?userId=7');

describe('DebitOrCreditCoinsPage', () => {
  it('should refuse a debit beyond the balance before sending it, and send a confirmed one with an idempotency key', async () => {
    const api = fakeApi();
    const user = userEvent.setup();
    render();
    const preview = await screen.findByTestId('balance-preview');
    await waitFor(() => expect(preview).toHaveTextContent('Balance now40'));

    await user.click(screen.getByRole('radio', { name: 'Debit' }));
    await user.type(screen.getByRole('textbox', { name: 'Coins' }), '55');
    expect(await screen.findByText('Not enough coins: the balance is 40.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Debit coins…' })).toBeDisabled();

    await user.clear(screen.getByRole('textbox', { name: 'Coins' }));
    await user.type(screen.getByRole('textbox', { name: 'Coins' }), '15');
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'Correction of a double bonus');
    expect(preview).toHaveTextContent('Balance after25');
    await user.click(screen.getByRole('button', { name: 'Debit coins…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Debit coins?' });
    expect(dialog).toHaveTextContent('Debit 15 coins from Ananya Rao? The balance goes from 40 to 25. Reason: Correction of a double bonus');
    expect(posts(api)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Debit coins' }));

    expect(await screen.findByTestId('adjust-result')).toHaveTextContent('Debited 15 coins from Ananya Rao: balance 40 → 25.');
    const [sent] = posts(api);
    expect(sent).toMatchObject({ userId: 7, direction: 'debit', amount: 15, reason: 'Correction of a double bonus' });
    expect(String(sent!.idempotencyKey)).toMatch(/^[0-9a-f-]{36}$/);
  }, 30_000);

  it('should ask for a learner, a whole amount and a reason before anything is sent', async () => {
    const api = fakeApi();
    const user = userEvent.setup();
    renderRoutes([{ path: '/Others/DebitOrCreditCoins', element: <Suspense fallback={null}><DebitOrCreditCoinsPage /></Suspense> }], '/Others/DebitOrCreditCoins');
    await user.click(await screen.findByRole('button', { name: 'Credit coins…' }));
    expect(await screen.findByText('Choose a learner')).toBeInTheDocument();
    expect(screen.getByText('Enter a whole number of at least 1')).toBeInTheDocument();
    expect(screen.getByText('Give a reason of at least 3 characters')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posts(api)).toEqual([]);
  }, 30_000);
});
