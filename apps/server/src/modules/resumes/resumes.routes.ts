import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { resumesEndpoints as e } from '@app/contracts/resumes.endpoints';
import type { ResumeMediaKind } from '@app/contracts/resumes';
import { requireActor, requireAuth } from '../../platform/auth/access.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { ok } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
import type { Services } from '../../services.ts';
import { resumeMediaPath } from './resumes.service.ts';

/** How long a signed photo or video address of a resume answer stays valid. */
const MEDIA_URL_TTL_SECONDS = 4 * 3600;
type WithMedia = { PersonalInfo?: { ProfilePic: string | null; ProfileIntroVideo: string | null } };

/** The resume builder (/ResumeBuilder), shared links (/Resume/{ResumeID}), the resume bank and resume administration. */
export const resumesRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { resumes, resumeExports, sessions } = services;

  /** Signs the photo and video addresses of a resume answer for the caller's session (<img> and <video> send no token). */
  async function signed<T extends object>(req: FastifyRequest, data: T): Promise<T> {
    const p = (data as WithMedia).PersonalInfo;
    if (!p || (!p.ProfilePic && !p.ProfileIntroVideo)) return data;
    const { sessionId } = requireAuth(req);
    const sign = (path: string | null) => (path ? sessions.signPath(sessionId, path, MEDIA_URL_TTL_SECONDS) : null);
    return { ...data, PersonalInfo: { ...p, ProfilePic: await sign(p.ProfilePic), ProfileIntroVideo: await sign(p.ProfileIntroVideo) } };
  }
  const upload = async (req: FastifyRequest, kind: ResumeMediaKind) => {
    const part = await req.file();
    if (!part) throw new AppError('VALIDATION', 'Attach the file as the multipart field "file"', [{ path: 'file', message: 'Required' }]);
    return ok(await signed(req, await resumes.setMedia(requireAuth(req), kind, part)));
  };

  // Learner.
  route(app, e.get, async (req) => ok(await signed(req, await resumes.get(requireAuth(req), req.query.action))));
  route(app, e.savePersonal, async (req) => ok(await signed(req, await resumes.savePersonal(requireAuth(req), req.body))));
  route(app, e.saveContact, async (req) => ok(await signed(req, await resumes.saveContact(requireAuth(req), req.body))));
  route(app, e.saveExperiences, async (req) => ok(await signed(req, await resumes.saveList(requireAuth(req), 'Experiences', req.body))));
  route(app, e.saveEducation, async (req) => ok(await signed(req, await resumes.saveList(requireAuth(req), 'EducationCertifications', req.body))));
  route(app, e.saveCertifications, async (req) => ok(await signed(req, await resumes.saveList(requireAuth(req), 'Certifications', req.body))));
  route(app, e.saveProjects, async (req) => ok(await signed(req, await resumes.saveList(requireAuth(req), 'ProjectExperience', req.body))));
  route(app, e.saveOther, async (req) => ok(await signed(req, await resumes.saveOther(requireAuth(req), req.body))));
  route(app, e.saveMasking, async (req) => ok(await signed(req, await resumes.saveMasking(requireAuth(req), req.body))));
  route(app, e.uploadPhoto, (req) => upload(req, 'ProfilePic'));
  route(app, e.removePhoto, async (req) => ok(await signed(req, await resumes.removeMedia(requireAuth(req), 'ProfilePic'))));
  route(app, e.uploadVideo, (req) => upload(req, 'ProfileIntroVideo'));
  route(app, e.removeVideo, async (req) => ok(await signed(req, await resumes.removeMedia(requireAuth(req), 'ProfileIntroVideo'))));
  route(app, e.hideCredentials, async (req) => ok(await signed(req, await resumes.hideCredentials(requireAuth(req), req.body.Hidden))));
  route(app, e.shareLinks, async (req) => ok(await resumes.shareLinks(requireAuth(req))));
  route(app, e.createShareLink, async (req) => ok(await resumes.createShareLink(requireAuth(req), req.body)));
  route(app, e.revokeShareLink, async (req) => ok(await resumes.revokeShareLink(requireAuth(req), req.params.linkId)));
  route(app, e.unmaskRequests, async (req) => ok(await resumes.unmaskRequests(requireAuth(req))));
  route(app, e.decideUnmask, async (req) => ok(await resumes.decideUnmask(requireAuth(req), req.params.requestId, req.body.Accept)));
  route(app, e.requestExport, async (req) => ok(await resumeExports.request(requireAuth(req), req.body)));
  route(app, e.exportStatus, async (req) => ok(await resumeExports.status(requireAuth(req), req.params.exportId)));
  route(app, e.exportFile, async (req, reply) => resumeExports.send(req, reply, requireAuth(req), req.params.exportId));
  route(app, e.jsonResume, async (req) => ok(await resumeExports.jsonResume(requireAuth(req))));
  route(app, e.importJsonResume, async (req) => ok(await resumeExports.importJsonResume(requireAuth(req), req.body.Resume)));
  route(app, e.masterOptions, async (req) => ok(await resumes.masterOptions(req.params.type)));

  // Public.
  route(app, e.shared, async (req) => ok(await resumes.shared(req.params.ResumeID)));
  route(app, e.sharedMedia, async (req, reply) => resumes.sendSharedMedia(req, reply, req.params.ResumeID, req.params.kind));
  route(app, e.media, async (req, reply) => {
    const who = await sessions.resolveSigned(resumeMediaPath(req.params.id, req.params.kind), req.query);
    return resumes.sendMedia(req, reply, req.params.id, req.params.kind, who);
  });

  // Recruiters.
  route(app, e.bank, async (req) => ok(await resumes.search(requireAuth(req).userId, req.query)));
  route(app, e.bankResume, async (req) => ok(await signed(req, await resumes.readForRecruiter(req.params.id, requireAuth(req).userId))));
  route(app, e.askUnmask, async (req) => ok(await signed(req, await resumes.askUnmask(requireAuth(req), req.params.id, req.body.Message))));

  // Staff.
  route(app, e.all, async (req) => ok(await resumes.all(req.query)));
  route(app, e.one, async (req) => ok(await signed(req, await resumes.one(req.params.id))));
  route(app, e.staffEdit, async (req) => ok(await signed(req, await resumes.staffEdit(requireActor(req), req.params.id, req.body))));
  route(app, e.dashboard, async () => ok(await resumes.dashboard()));
  route(app, e.masterTypes, async () => ok(await resumes.masterTypes()));
  route(app, e.masters, async (req) => ok(await resumes.masters(req.params.type, req.query)));
  route(app, e.addMaster, async (req) => ok(await resumes.addMaster(requireActor(req), req.params.type, req.body.Title)));
  route(app, e.renameMaster, async (req) => ok(await resumes.renameMaster(requireActor(req), req.params.type, req.params.entryId, req.body.Title)));
  route(app, e.deleteMaster, async (req) => {
    await resumes.deleteMaster(requireActor(req), req.params.type, req.params.entryId);
    return ok(null);
  });
};
