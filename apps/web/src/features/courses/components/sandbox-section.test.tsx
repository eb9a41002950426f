import { Suspense } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InstanceRow } from '@app/contracts/instances';
import { i18n } from '../../../lib/i18n.ts';
import { renderWithProviders, signInAs } from '../../../test/render.tsx';
import { SandboxSection } from './sandbox-section.tsx';

const ok = (data: unknown) => new Response(JSON.stringify({ status: 200, message: 'Success', data }), { status: 200 });
const fail = (status: number, code: string, message: string) => new Response(JSON.stringify({ status, message, code }), { status });

const row: InstanceRow = {
  ID: 12, LearnerID: 7, LearnerName: 'Rahul Sharma', CourseID: 1, CourseName: 'Basics of ERP', URL: 'https://erp-sandbox.example/login',
  UserID: 'TRAINEE07', Password: '********', UpdatedOn: '2026-03-01T10:00:00.000Z',
};

function fakeApi(items: InstanceRow[], reveal: () => Response = () => ok({ Password: 'S3cret!pass', RevealedOn: new Date().toISOString() })) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.includes('/myInstances/') && url.endsWith('/reveal') && init?.method === 'POST') return reveal();
    if (url.includes('/myInstances')) return ok({ items, pageCount: 1, pageIndex: 0, total: items.length });
    return ok(null);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const render = () => renderWithProviders(<Suspense fallback={null}><SandboxSection /></Suspense>);

beforeAll(async () => {
  await i18n.loadNamespaces(['courses']);
});
beforeEach(() => signInAs('Trainee'));
afterEach(() => vi.unstubAllGlobals());

describe('SandboxSection', () => {
  it('should keep the password masked until the learner reveals it, then show it with a copy button', async () => {
    const fetchMock = fakeApi([row]);
    render();
    const card = (await screen.findByRole('heading', { name: 'Basics of ERP' })).closest('li')!;
    expect(within(card).getByText('TRAINEE07')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /erp-sandbox\.example/ })).toHaveAttribute('href', row.URL);
    expect(within(card).queryByText('S3cret!pass')).not.toBeInTheDocument();
    expect(within(card).getByText('hidden')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Copy the password for Basics of ERP' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([u]) => String(u).endsWith('/reveal'))).toBe(false);

    await userEvent.click(within(card).getByRole('button', { name: 'Reveal password for Basics of ERP' }));
    expect(await within(card).findByText('S3cret!pass')).toBeInTheDocument();
    const revealCall = fetchMock.mock.calls.find(([u]) => String(u).endsWith('/api/myInstances/12/reveal'));
    expect(revealCall?.[1]?.method).toBe('POST');
    expect(within(card).getByRole('button', { name: 'Copy the password for Basics of ERP' })).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Hide password for Basics of ERP' }));
    expect(within(card).queryByText('S3cret!pass')).not.toBeInTheDocument();
  });

  it('should say why when the reveal fails and keep the password hidden', async () => {
    fakeApi([row], () => fail(503, 'UNAVAILABLE', 'Instance credentials need INSTANCE_ENCRYPTION_KEY to be configured'));
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Reveal password for Basics of ERP' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByText('hidden')).toBeInTheDocument();
  });

  it('should tell the learner when no sandbox is set up yet', async () => {
    fakeApi([]);
    render();
    expect(await screen.findByText(/No sandbox has been set up for you yet/)).toBeInTheDocument();
  });
});
