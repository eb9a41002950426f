import type { FastifyPluginAsync } from 'fastify';
import { forumEndpoints as e } from '@app/contracts/forum.endpoints';
import { requireActor, requireAuth } from '../../platform/auth/access.ts';
import { ok } from '../../platform/http/envelope.ts';
import { prebuiltJson } from '../../platform/http/prebuilt-json.ts';
import { route } from '../../platform/http/route.ts';
import type { Services } from '../../services.ts';

/** The forum: reading is public, writing needs forum.participate, moderation forum.moderate. */
export const forumRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { forum } = services;

  route(app, e.topics, async (req) => ok(await forum.listTopics(req.auth, req.query)));
  // Sent as the service wrote it (the page's answers are kept serialised).
  const sendTopic = prebuiltJson(app, e.topic);
  route(app, e.topic, async (req, reply) => sendTopic(reply, await forum.topicJson(req.auth, req.params.id, req.query.answers)));
  route(app, e.answerComments, async (req) => ok(await forum.threadComments(req.auth, req.params.threadId)));

  route(app, e.createTopic, async (req) => ok(await forum.createTopic(requireAuth(req), req.body)));
  route(app, e.createThread, async (req) => ok(await forum.createThread(requireAuth(req), req.body.TopicID, req.body.Description)));
  route(app, e.createComment, async (req) => ok(await forum.createComment(requireAuth(req), req.body.ThreadID, req.body.Description)));
  route(app, e.editPost, async (req) => ok(await forum.editPost(requireAuth(req), req.params.id, req.body)));
  route(app, e.deletePost, async (req) => {
    await forum.deletePost(requireAuth(req), req.params.id);
    return ok(null);
  });
  route(app, e.useful, async (req) => ok(await forum.useful(requireAuth(req), req.params.id, req.body.Useful)));
  route(app, e.accept, async (req) => ok(await forum.accept(requireAuth(req), req.params.id, req.body.ThreadID)));
  route(app, e.bookmark, async (req) => ok(await forum.bookmark(requireAuth(req), req.params.id, req.body.Bookmarked)));
  route(app, e.report, async (req) => ok(await forum.report(requireAuth(req), req.body)));
  route(app, e.myTopics, async (req) => ok(await forum.myTopics(requireAuth(req), req.query)));
  route(app, e.myAnswers, async (req) => ok(await forum.myAnswers(requireAuth(req), req.query)));
  route(app, e.myBookmarks, async (req) => ok(await forum.myBookmarks(requireAuth(req), req.query)));
  route(app, e.myReports, async (req) => ok(await forum.myReports(requireAuth(req), req.query)));
  route(app, e.profile, async (req) => ok(await forum.profile(req.params.id)));

  route(app, e.stats, async () => ok(await forum.stats()));
  route(app, e.reportedTopics, async (req) => ok(await forum.reportedTopics(req.query)));
  route(app, e.threads, async (req) => ok(await forum.threads(req.query, { topicId: req.query.topicId, status: req.query.status })));
  route(app, e.reportedThreads, async (req) => ok(await forum.threads(req.query, { topicId: req.query.topicId, reportedOnly: true })));
  route(app, e.usefulThreads, async (req) => ok(await forum.threads(req.query, { topicId: req.query.topicId, usefulOnly: true })));
  route(app, e.topicThreads, async (req) => ok(await forum.threads(req.query, { topicId: req.params.topicId })));
  route(app, e.comments, async (req) => ok(await forum.comments(req.query, { topicId: req.query.topicId, threadId: req.query.threadId, status: req.query.status })));
  route(app, e.reportedComments, async (req) => ok(await forum.comments(req.query, { topicId: req.query.topicId, threadId: req.query.threadId, reportedOnly: true })));
  route(app, e.threadComments, async (req) => ok(await forum.comments(req.query, { threadId: req.params.threadId })));
  route(app, e.reports, async (req) => ok(await forum.reports(req.query, req.query.status)));
  route(app, e.reportDetail, async (req) => ok(await forum.reportDetail(req.params.id)));
  route(app, e.resolve, async (req) => ok(await forum.resolve(requireActor(req), req.params.id, req.body)));
  route(app, e.moderate, async (req) => ok(await forum.moderate(requireActor(req), req.params.id, req.body.Action)));
};
