import type { FastifyPluginAsync } from 'fastify';
import { resumesEndpoints as e } from '@app/contracts/resumes.endpoints';
import { requireActor, requireAuth } from '../../platform/auth/access.ts';
import { ok } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
import type { Services } from '../../services.ts';

/** The resume builder (/ResumeBuilder), shared links (/Resume/{ResumeID}), the resume bank and resume administration. */
export const resumesRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { resumes, resumeExports } = services;

  // Learner.
  route(app, e.get, async (req) => ok(await resumes.get(requireAuth(req), req.query.action)));
  route(app, e.savePersonal, async (req) => ok(await resumes.savePersonal(requireAuth(req), req.body)));
  route(app, e.saveContact, async (req) => ok(await resumes.saveContact(requireAuth(req), req.body)));
  route(app, e.saveExperiences, async (req) => ok(await resumes.saveList(requireAuth(req), 'Experiences', req.body)));
  route(app, e.saveEducation, async (req) => ok(await resumes.saveList(requireAuth(req), 'EducationCertifications', req.body)));
  route(app, e.saveCertifications, async (req) => ok(await resumes.saveList(requireAuth(req), 'Certifications', req.body)));
  route(app, e.saveProjects, async (req) => ok(await resumes.saveList(requireAuth(req), 'ProjectExperience', req.body)));
  route(app, e.saveOther, async (req) => ok(await resumes.saveOther(requireAuth(req), req.body)));
  route(app, e.saveMasking, async (req) => ok(await resumes.saveMasking(requireAuth(req), req.body)));
  route(app, e.hideCredentials, async (req) => ok(await resumes.hideCredentials(requireAuth(req), req.body.Hidden)));
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

  // Recruiters.
  route(app, e.bank, async (req) => ok(await resumes.search(requireAuth(req).userId, req.query)));
  route(app, e.bankResume, async (req) => ok(await resumes.readForRecruiter(req.params.id, requireAuth(req).userId)));
  route(app, e.askUnmask, async (req) => ok(await resumes.askUnmask(requireAuth(req), req.params.id, req.body.Message)));

  // Staff.
  route(app, e.all, async (req) => ok(await resumes.all(req.query)));
  route(app, e.one, async (req) => ok(await resumes.one(req.params.id)));
  route(app, e.staffEdit, async (req) => ok(await resumes.staffEdit(requireActor(req), req.params.id, req.body)));
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
