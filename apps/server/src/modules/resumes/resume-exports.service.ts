import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { exportBodySchema, ResumeExport } from '@app/contracts/resumes';
import type { AppContext } from '../../platform/context.ts';
import type { AuthContext } from '../../platform/auth/access.ts';
import { AppError, notFound, ruleViolated } from '../../platform/http/app-error.ts';
import type { PeriodicJob } from '../../platform/jobs/jobs.ts';
import { newFileKey } from '../../platform/storage/file-storage.ts';
import { sendStoredFile } from '../../platform/storage/file-download.ts';
import { fromJsonResume, jsonResumeErrors, toJsonResume } from './json-resume.ts';
import { sectionsOf } from './resume-model.ts';
import * as repo from './resumes.repository.ts';
import type { ResumesService } from './resumes.service.ts';

/** Exports waiting at once per learner. */
const MAX_PENDING = 3;
/** An export in Rendering for longer than this was left by a crashed worker (a render takes about a second). */
export const STUCK_EXPORT_MS = 10 * 60_000;
/** Renders tried per export before it is marked Failed. */
export const EXPORT_ATTEMPTS = 3;

export type ResumeExportsService = ReturnType<typeof createResumeExportsService>;

/** Renders waiting PDF exports one at a time, off the request path (a periodic job on the durable queue). */
export function renderResumeExportsJob(exports: Pick<ResumeExportsService, 'renderPending'>, intervalMs = 2000): PeriodicJob {
  return { name: 'resumes.renderExports', intervalMs, runAtStart: true, run: () => exports.renderPending() };
}

/** Puts exports stuck in Rendering (a worker crashed mid-render) back in the queue, every minute. */
export function retryStuckResumeExportsJob(exports: Pick<ResumeExportsService, 'retryStuck'>, intervalMs = 60_000): PeriodicJob {
  return { name: 'resumes.retryStuckExports', intervalMs, runAtStart: true, run: () => exports.retryStuck() };
}

/**
 * PDF exports (requested, rendered by the job, downloaded) and JSON Resume import and export of the learner's
 * own resume.
 */
export function createResumeExportsService(ctx: AppContext, resumes: ResumesService) {
  const out = (x: repo.ExportRecord): ResumeExport => ({
    ID: x.id, Template: x.template as ResumeExport['Template'], PageSize: x.pageSize as ResumeExport['PageSize'], Status: (x.status === 'Rendering' ? 'Pending' : x.status) as ResumeExport['Status'],
    Url: x.status === 'Done' ? `/api/ResumeBuilder/Exports/${x.id}/file` : null, Error: x.error, CreatedOn: x.createdOn.toISOString(),
  });
  let rendering: Promise<number> | null = null;

  async function renderOne(): Promise<boolean> {
    const job = await repo.claimExport(ctx.db, ctx.now());
    if (!job) return false;
    try {
      const resume = await resumes.ownResume(job.userId);
      const { renderResumePdf } = await import('./resume-pdf.ts');
      const photo = await resumes.photoForPdf(job.userId);
      const pdf = await renderResumePdf(resume, { template: job.template as 'classic' | 'modern', pageSize: job.pageSize as 'A4' | 'LETTER', brand: ctx.config.BRAND, photo });
      const key = newFileKey('resumes', ctx.now());
      await ctx.storage.put(key, pdf, { contentType: 'application/pdf' });
      await repo.finishExport(ctx.db, job.id, { status: 'Done', fileKey: key, fileSize: pdf.length, finishedOn: ctx.now() });
    } catch (err) {
      await repo.finishExport(ctx.db, job.id, { status: 'Failed', error: err instanceof Error ? err.message.slice(0, 300) : 'Rendering failed', finishedOn: ctx.now() });
    }
    return true;
  }

  return {
    async request(actor: AuthContext, body: z.output<typeof exportBodySchema>) {
      const row = await resumes.mine(actor.userId);
      const pending = await repo.pendingCount(ctx.db, actor.userId);
      if (pending >= MAX_PENDING) throw ruleViolated('Wait for your earlier exports to finish');
      return out(await repo.insertExport(ctx.db, { resumeId: row.id, userId: actor.userId, template: body.Template, pageSize: body.PageSize, status: 'Pending', createdOn: ctx.now() }));
    },
    async status(actor: AuthContext, id: number) {
      const x = await repo.findExport(ctx.db, id, actor.userId);
      if (!x) throw notFound('Export');
      return out(x);
    },
    async send(req: FastifyRequest, reply: FastifyReply, actor: AuthContext, id: number) {
      const x = await repo.findExport(ctx.db, id, actor.userId);
      if (!x) throw notFound('Export');
      if (x.status !== 'Done' || !x.fileKey) throw ruleViolated('The PDF is not ready yet');
      return sendStoredFile(req, reply, ctx.storage, x.fileKey, { inline: false, fileName: `resume-${x.template}-${x.pageSize.toLowerCase()}.pdf` });
    },
    /** Exports stuck in Rendering for STUCK_EXPORT_MS go back to Pending (Failed after EXPORT_ATTEMPTS tries). */
    retryStuck: () => repo.requeueStuckExports(ctx.db, new Date(ctx.now().getTime() - STUCK_EXPORT_MS), EXPORT_ATTEMPTS, ctx.now()),
    /** Renders every waiting export, one after the other (a second call while one runs waits for it). */
    async renderPending(): Promise<number> {
      if (rendering) return rendering;
      rendering = (async () => {
        let n = 0;
        while (await renderOne()) n++;
        return n;
      })().finally(() => {
        rendering = null;
      });
      return rendering;
    },

    async jsonResume(actor: AuthContext) {
      return toJsonResume(await resumes.ownResume(actor.userId));
    },
    async importJsonResume(actor: AuthContext, doc: Record<string, unknown>) {
      const errors = jsonResumeErrors(doc);
      if (errors.length) throw new AppError('VALIDATION', 'Not a valid JSON Resume document', errors.map((m) => ({ path: 'body.Resume', message: m })));
      let result = { imported: [] as string[], unmapped: [] as string[] };
      await resumes.write(resumes.own(actor), (s, row, next) => {
        result = fromJsonResume(doc, sectionsOf(row), next);
        void s;
        return (result as ReturnType<typeof fromJsonResume>).sections;
      });
      return { Imported: result.imported, Unmapped: result.unmapped };
    },
  };
}
