import type { FastifyPluginAsync } from 'fastify';
import {
  companiesEndpoints as co, feedbackEndpoints as fb, invitationsEndpoints as inv, jobsEndpoints as jo, projectsEndpoints as pr, skillsEndpoints as sk,
} from '@app/contracts/jobs.endpoints';
import { requireActor, requireAuth } from '../../platform/auth/access.ts';
import { attachment, csvStream } from '../../platform/http/csv.ts';
import { ok } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
import type { Services } from '../../services.ts';

const CSV_TYPE = 'text/csv; charset=utf-8';

/** Jobs and placement: companies, the skill database, guide projects, jobs, invitations, interview feedback. */
export const jobsRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { jobs } = services;

  route(app, co.companies, async (req) => ok(await jobs.listCompanies(requireAuth(req), req.query)));
  route(app, co.statuses, async () => ok(await jobs.companyStatuses()));
  route(app, co.company, async (req) => ok(await jobs.company(requireAuth(req), req.params.id)));
  route(app, co.create, async (req) => ok(await jobs.createCompany(requireActor(req), req.body)));
  route(app, co.update, async (req) => ok(await jobs.updateCompany(requireActor(req), req.params.id, req.body)));
  route(app, co.recruiters, async (req) => ok(await jobs.recruiters(requireAuth(req), req.params.id)));
  route(app, co.addRecruiter, async (req) => ok(await jobs.addRecruiter(requireActor(req), req.params.id, req.body.UserID)));
  route(app, co.removeRecruiter, async (req) => ok(await jobs.removeRecruiter(requireActor(req), req.params.id, req.params.userId)));

  route(app, sk.skills, async (req) => ok(await jobs.listSkills(req.query)));
  route(app, sk.tree, async () => ok(await jobs.skillTree()));
  route(app, sk.create, async (req) => ok(await jobs.createSkill(requireActor(req), req.body)));
  route(app, sk.update, async (req) => ok(await jobs.updateSkill(requireActor(req), req.params.id, req.body)));
  route(app, sk.remove, async (req) => {
    await jobs.removeSkill(requireActor(req), req.params.id);
    return ok(null);
  });

  route(app, pr.projects, async (req) => ok(await jobs.listProjects(req.query)));
  route(app, pr.project, async (req) => ok(await jobs.project(req.params.id)));
  route(app, pr.create, async (req) => ok(await jobs.createProject(requireActor(req), req.body)));
  route(app, pr.update, async (req) => ok(await jobs.updateProject(requireActor(req), req.params.id, req.body)));
  route(app, pr.remove, async (req) => {
    await jobs.removeProject(requireActor(req), req.params.id);
    return ok(null);
  });

  route(app, jo.jobs, async (req) => ok(await jobs.listJobs(requireAuth(req), req.query)));
  route(app, jo.job, async (req) => ok(await jobs.job(requireAuth(req), req.params.id)));
  route(app, jo.create, async (req) => ok(await jobs.createJob(requireActor(req), req.body)));
  route(app, jo.update, async (req) => ok(await jobs.updateJob(requireActor(req), req.params.id, req.body)));
  route(app, jo.candidates, async (req) => ok(await jobs.candidates(requireAuth(req), req.query)));
  route(app, jo.assessments, async () => ok(await jobs.assessmentOptions()));
  route(app, jo.openJobs, async (req) => ok(await jobs.openJobs(requireAuth(req), req.query)));
  route(app, jo.openJob, async (req) => ok(await jobs.openJob(requireAuth(req), req.params.id)));
  route(app, jo.apply, async (req) => ok(await jobs.apply(requireAuth(req), req.params.id)));
  route(app, jo.careers, async () => ok(await jobs.careers()));

  route(app, inv.invitations, async (req) => ok(await jobs.listInvitations(requireAuth(req), req.query)));
  route(app, inv.export, async (req, reply) => {
    const batches = await jobs.exportInvitations(requireAuth(req), req.query);
    const header = ['ID', 'Job', 'Company', 'Candidate', 'Email', 'Status', 'Initiated by', 'Score', 'Max score', 'Sent on', 'Viewed on', 'Answered on', 'Deadline', 'Interviewed on', 'Hired on'];
    async function* rows() {
      for await (const batch of batches) {
        yield batch.map((r) => [r.ID, r.JobTitle, r.CompanyName, r.CandidateName, r.CandidateEmail, r.Status, r.InitiatedBy, r.Score, r.MaxScore, r.SentOn, r.ViewedOn, r.AnsweredOn, r.Deadline, r.InterviewedOn, r.HiredOn]);
      }
    }
    return reply.type(CSV_TYPE).header('content-disposition', attachment('job-invitations.csv')).header('cache-control', 'no-store').send(csvStream(header, rows()));
  });
  route(app, inv.invitation, async (req) => ok(await jobs.invitation(requireAuth(req), req.params.id)));
  route(app, inv.invite, async (req) => ok(await jobs.invite(requireActor(req), req.body)));
  route(app, inv.mark, async (req) => ok(await jobs.mark(requireActor(req), req.params.id, req.body.Mark)));
  route(app, inv.mine, async (req) => ok(await jobs.myInvitations(requireAuth(req), req.query)));
  route(app, inv.myInvitation, async (req) => ok(await jobs.myInvitation(requireAuth(req), req.params.id)));
  route(app, inv.respond, async (req) => ok(await jobs.respond(requireAuth(req), req.params.id, req.body.Answer)));
  route(app, inv.startAssessment, async (req) => ok(await jobs.startAssessment(requireAuth(req), req.params.id)));
  route(app, inv.myFeedback, async (req) => ok(await jobs.myFeedback(requireAuth(req), req.query)));

  route(app, fb.list, async (req) => ok(await jobs.listFeedback(requireAuth(req), req.query)));
  route(app, fb.one, async (req) => ok(await jobs.feedback(requireAuth(req), req.params.FeedbackID)));
  route(app, fb.create, async (req) => ok(await jobs.createFeedback(requireActor(req), req.body)));
  route(app, fb.update, async (req) => ok(await jobs.updateFeedback(requireActor(req), req.params.FeedbackID, req.body)));
};
