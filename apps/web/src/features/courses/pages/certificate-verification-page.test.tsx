import { Suspense } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { CertificateVerification } from '@app/contracts/certificates';
import { i18n } from '../../../lib/i18n.ts';
import { renderRoutes, signInAs } from '../../../test/render.tsx';
import { CertificateVerificationPage } from './certificate-verification-page.tsx';

const PUBLIC_ID = 'Ab3_x-9QzLm0PpRrSsTtUu';
const valid: CertificateVerification = {
  PublicID: PUBLIC_ID, HolderName: 'Rahul Sharma', CourseName: 'Basics of ERP', courseURL: 'basics-of-erp', IssuedOn: '2026-03-14T09:00:00.000Z',
  Status: 'valid', RevokedOn: null, RevokedReason: null, Issuer: 'ERP Career Academy', Url: `http://localhost:3000/app/courses/basics-of-erp/certificate/${PUBLIC_ID}`,
};

function fakeApi(answer: () => Response) {
  const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>(async () => answer());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const ok = (data: unknown) => new Response(JSON.stringify({ status: 200, message: 'Success', data }), { status: 200 });

function render(path: string) {
  return renderRoutes([{ path: '/courses/:courseUrl/:certificate/:certificateID', element: <Suspense fallback={null}><CertificateVerificationPage /></Suspense> }], path);
}

beforeAll(async () => {
  await i18n.loadNamespaces(['courses']);
});
beforeEach(() => signInAs(null));
afterEach(() => vi.unstubAllGlobals());

describe('CertificateVerificationPage', () => {
  it('should show holder, course and date of a valid certificate with an Add to LinkedIn link to this page', async () => {
    const fetchMock = fakeApi(() => ok(valid));
    render(`/courses/basics-of-erp/certificate/${PUBLIC_ID}`);
    expect(await screen.findByRole('heading', { name: 'Valid certificate' })).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]![0])).toContain(`/api/certificates/verify/${PUBLIC_ID}`);
    expect(screen.getByText('Rahul Sharma')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Basics of ERP' })).toHaveAttribute('href', '/courselanding/basics-of-erp/overview');
    expect(screen.getByText('Mar 14, 2026')).toBeInTheDocument();
    const linkedIn = screen.getByRole('link', { name: /Add to LinkedIn profile/ });
    const href = new URL(linkedIn.getAttribute('href')!);
    expect(href.searchParams.get('name')).toBe('Basics of ERP');
    expect(href.searchParams.get('certId')).toBe(PUBLIC_ID);
    expect(href.searchParams.get('issueYear')).toBe('2026');
    expect(href.searchParams.get('issueMonth')).toBe('3');
    // The page's own address, which is the address the server prints on the PDF.
    expect(href.searchParams.get('certUrl')).toBe(valid.Url);
    expect(linkedIn).toHaveAttribute('target', '_blank');
    expect(linkedIn).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('should say revoked with the date and reason, and offer no LinkedIn link, when the certificate is revoked', async () => {
    fakeApi(() => ok({ ...valid, Status: 'revoked', RevokedOn: '2026-04-02T08:00:00.000Z', RevokedReason: 'Plagiarised assignment' }));
    render(`/courses/basics-of-erp/certificate/${PUBLIC_ID}`);
    expect(await screen.findByRole('heading', { name: 'Revoked certificate' })).toBeInTheDocument();
    expect(screen.getByText(/revoked on Apr 2, 2026/)).toBeInTheDocument();
    expect(screen.getByText('Reason: Plagiarised assignment')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /LinkedIn/ })).not.toBeInTheDocument();
  });

  it('should show a not-found state when the server knows no such certificate', async () => {
    fakeApi(() => new Response(JSON.stringify({ status: 404, message: 'Certificate not found', code: 'NOT_FOUND' }), { status: 404 }));
    render(`/courses/basics-of-erp/certificate/${PUBLIC_ID}`);
    expect(await screen.findByRole('heading', { name: 'Certificate not found' })).toBeInTheDocument();
  });

  it('should not ask the server when the id cannot be a certificate id', async () => {
    const fetchMock = fakeApi(() => ok(valid));
    render('/courses/basics-of-erp/certificate/short');
    expect(await screen.findByRole('heading', { name: 'Certificate not found' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
