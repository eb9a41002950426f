import { randomBytes } from 'node:crypto';
import type { CertificateRow, CertificateVerification } from '@app/contracts/certificates';
import { hasCapability } from '@app/contracts/roles';
import type { ListQuery } from '@app/contracts/list';
import type { AppContext } from '../../platform/context.ts';
import type { Actor, AuthContext } from '../../platform/auth/access.ts';
import { notFound, conflict } from '../../platform/http/app-error.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Notify } from '../notifications/notify.ts';
import { renderCertificatePdf } from './certificate-pdf.ts';
import * as repo from './certificates.repository.ts';

/** 128 random bits as base64url (22 characters): the public verification id. */
export const newPublicId = () => randomBytes(16).toString('base64url');

export type CertificatesService = ReturnType<typeof createCertificatesService>;

/** Certificates: issue once on completion, list, verify publicly, revoke, PDF. */
export function createCertificatesService(ctx: AppContext, audit: AuditService, notify: Notify) {
  const verifyUrl = (slug: string, publicId: string) => `${ctx.config.APP_URL.replace(/\/$/, '')}/app/courses/${encodeURIComponent(slug)}/certificate/${publicId}`;
  const mayManage = (actor: AuthContext) => hasCapability(actor.role, 'certificates.manage');

  /** A certificate the caller may read: their own, or any for certificates.manage; others 404. */
  async function readable(actor: AuthContext, id: number) {
    const c = await repo.findById(ctx.db, id);
    if (!c || (c.userId !== actor.userId && !mayManage(actor))) throw notFound('Certificate');
    return c;
  }
  async function pdf(c: repo.CertificateRecord) {
    const body = await renderCertificatePdf({
      brand: ctx.config.BRAND, holderName: c.holderName, courseName: c.courseName, issuedOn: c.issuedOn, publicId: c.publicId,
      verifyUrl: verifyUrl(c.courseSlug, c.publicId), revoked: !!c.revokedOn,
    });
    const safe = c.courseName.replace(/[^\w.-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60) || 'course';
    return { body, fileName: `certificate-${safe}.pdf` };
  }

  async function verify(publicId: string): Promise<CertificateVerification> {
    const c = await repo.findByPublicId(ctx.db, publicId);
    if (!c) throw notFound('Certificate');
    return {
      PublicID: c.publicId, HolderName: c.holderName, CourseName: c.courseName, courseURL: c.courseSlug, IssuedOn: c.issuedOn.toISOString(),
      Status: c.revokedOn ? 'revoked' : 'valid', RevokedOn: c.revokedOn?.toISOString() ?? null, RevokedReason: c.revokedReason,
      Issuer: ctx.config.BRAND, Url: verifyUrl(c.courseSlug, c.publicId),
    };
  }

  return {
    verifyUrl,
    /** Issues the learner's certificate for the course unless one exists (exactly once, by the unique index), and tells them. */
    issue: (v: { userId: number; courseId: number; holderName: string; courseName: string; courseSlug: string }) =>
      ctx.db.transaction(async (tx) => {
        const row = await repo.issue(tx, { ...v, publicId: newPublicId(), issuedOn: ctx.now() });
        if (row) {
          await notify(tx, [v.userId], {
            type: 'certificate.issued', title: `Your certificate: ${v.courseName}`,
            text: `Congratulations, you completed ${v.courseName}. Your certificate is ready to download and share.`, link: '/course/getCertificate',
          });
        }
        return row;
      }),

    /** Every certificate for certificates.manage, otherwise the caller's own. */
    async list(actor: AuthContext, q: ListQuery, courseId?: number) {
      const page = await repo.listCertificates(ctx.db, q, { courseId, userId: mayManage(actor) ? undefined : actor.userId });
      return { ...page, items: page.items.map((r): CertificateRow => ({ ...r, Url: verifyUrl(r.courseURL, r.PublicID) })) };
    },
    verify,
    /** How many certificates are valid (issued, not revoked): a figure, no one's details. */
    countValid: () => repo.countValid(ctx.db),
    async revoke(actor: Actor, id: number, reason: string) {
      const c = await repo.findById(ctx.db, id);
      if (!c) throw notFound('Certificate');
      const row = await ctx.db.transaction(async (tx) => {
        const revoked = await repo.revoke(tx, id, reason, actor.userId, ctx.now());
        if (!revoked) throw conflict('This certificate is already revoked');
        await audit.record(tx, actor, {
          action: 'certificates.revoke', entityType: 'certificate', entityId: id,
          before: { Holder: c.holderName, Course: c.courseName, PublicID: c.publicId, Status: 'valid', RevokedReason: null },
          after: { Holder: c.holderName, Course: c.courseName, PublicID: c.publicId, Status: 'revoked', RevokedReason: reason },
          summary: `Revoked the certificate of ${c.holderName} for "${c.courseName}": ${reason}`,
        });
        return revoked;
      });
      return verify(row.publicId);
    },
    pdf: async (actor: AuthContext, id: number) => pdf(await readable(actor, id)),
    /** The caller's certificate of a course as a PDF. */
    async pdfOfCourse(actor: AuthContext, courseId: number) {
      const c = await repo.findOfUserCourse(ctx.db, actor.userId, courseId);
      if (!c) throw notFound('Certificate');
      return pdf(c);
    },
  };
}
