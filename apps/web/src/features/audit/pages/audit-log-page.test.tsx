import { Suspense } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEntry } from '@app/contracts/audit';
import { i18n } from '../../../lib/i18n.ts';
import { renderRoutes, signInAs } from '../../../test/render.tsx';
import { AuditLogPage } from './audit-log-page.tsx';

const roleChange: AuditEntry = {
  ID: 42, OccurredOn: '2026-11-20T09:30:00.000Z', ActorUserID: 1, ActorName: 'Sofia Reyes', ActorEmail: 'superadmin@demo.academy', ActorRole: 'SuperAdmin',
  Action: 'users.role.change', EntityType: 'user', EntityID: '9', Before: { Role: 'Mentor', Email: 'kavya@example.com' }, After: { Role: 'Editor', Email: 'kavya@example.com' },
  RequestID: 'req-1234abcd', IP: '203.0.113.7', Summary: 'Changed the role of Kavya Rao from Mentor to Editor',
};
const masterAdded: AuditEntry = {
  ...roleChange, ID: 41, Action: 'masters.create', EntityType: 'master', EntityID: '77', Before: null, After: { Type: 'modules', Title: 'SAP EWM' },
  Summary: 'Added "SAP EWM" to modules',
};

function fakeApi() {
  const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>(async (url) => {
    const u = new URL(String(url), 'http://localhost');
    if (u.pathname.endsWith('/auditLog/actors')) return json([{ ID: 1, Name: 'Sofia Reyes', Email: 'superadmin@demo.academy', Role: 'SuperAdmin' }]);
    if (u.pathname.endsWith('/auditLog/download')) return new Response('ID,When (UTC)\r\n', { status: 200, headers: { 'content-type': 'text/csv; charset=utf-8' } });
    const items = u.searchParams.get('action') === 'masters.' ? [masterAdded] : [roleChange, masterAdded];
    return json({ items, pageCount: 1, pageIndex: 0, total: items.length });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const json = (data: unknown) => new Response(JSON.stringify({ status: 200, message: 'Success', data }), { status: 200 });
const urls = (m: ReturnType<typeof fakeApi>) => m.mock.calls.map(([url]) => new URL(String(url), 'http://localhost'));

beforeAll(async () => {
  await i18n.loadNamespaces(['audit', 'common', 'table']);
});
beforeEach(() => {
  signInAs('SuperAdmin');
  // jsdom has no object URLs; the CSV is handed to a link.
  URL.createObjectURL = vi.fn(() => 'blob:csv');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function render() {
  return renderRoutes([{ path: '/Others/AuditLog', element: <Suspense fallback={null}><AuditLogPage /></Suspense> }], '/Others/AuditLog');
}

describe('AuditLogPage', () => {
  it('should list entries with who, a named action, the record and the summary', async () => {
    fakeApi();
    render();
    const table = await screen.findByRole('table', { name: 'Audit log entries' });
    const row = (await within(table).findByText('Changed the role of Kavya Rao from Mentor to Editor')).closest('tr')!;
    expect(within(row).getByText('Role changed')).toBeInTheDocument();
    expect(within(row).getByText('Sofia Reyes')).toBeInTheDocument();
    expect(within(row).getByText('User 9')).toBeInTheDocument();
  });

  it('should show only the changed fields, before and after, in the detail', async () => {
    fakeApi();
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Details of entry 42' }));
    const dialog = await screen.findByRole('dialog', { name: 'Audit entry 42' });
    const changes = within(dialog).getByRole('table', { name: 'Changes' });
    const rows = within(changes).getAllByRole('row').slice(1).map((r) => r.textContent);
    expect(rows).toEqual(['RoleMentorEditor']);
    expect(within(dialog).getByText('req-1234abcd')).toBeInTheDocument();
    expect(within(dialog).getByText('203.0.113.7')).toBeInTheDocument();
  });

  it('should send the action filter with the list and the CSV download', async () => {
    const fetchMock = fakeApi();
    render();
    await screen.findByRole('table', { name: 'Audit log entries' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'masters.');
    await waitFor(() => expect(urls(fetchMock).some((u) => u.pathname.endsWith('/auditLog') && u.searchParams.get('action') === 'masters.')).toBe(true));
    await waitFor(() => expect(screen.queryByText('Changed the role of Kavya Rao from Mentor to Editor')).not.toBeInTheDocument());
    // jsdom cannot follow the download link: record what would be saved instead.
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toEqual([expect.stringMatching(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/)]));
    expect(urls(fetchMock).find((u) => u.pathname.endsWith('/auditLog/download'))?.searchParams.get('action')).toBe('masters.');
  });
});
