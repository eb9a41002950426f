import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { listQuerySchema, pageSchema } from './list.ts';
import {
  acceptBodySchema, acceptResultSchema, bookmarkBodySchema, bookmarkResultSchema, commentRowSchema, commentsQuerySchema, editPostBodySchema,
  forumReportSchema, forumStatsSchema, moderateBodySchema, newCommentBodySchema, newThreadBodySchema, newTopicBodySchema, postParamSchema,
  postResultSchema, profileParamSchema, publicProfileSchema, reportBodySchema, reportDetailSchema, reportsQuerySchema, resolveBodySchema,
  threadIdParamSchema, threadRowSchema, threadsQuerySchema, topicCommentSchema, topicDetailSchema, topicIdParamSchema, topicQuerySchema, topicRowSchema, topicsQuerySchema,
  usefulBodySchema, usefulResultSchema,
} from './forum.ts';

const tags = ['forum'];
const participate = 'forum.participate';
const moderate = 'forum.moderate';
const topicShared = 'forum topics are read by everyone (hidden and deleted posts are left out for all but moderators)';

/**
 * The forum. Anyone reads visible topics; members (forum.participate) ask, answer, comment, mark answers useful,
 * bookmark and report; moderators (forum.moderate) see every post and act on reports. Hidden, held and deleted posts
 * never reach a learner through any of these (the author sees their own held post, marked).
 */
export const forumEndpoints = {
  // ---------------------------------------------------------------- reading
  topics: endpoint({
    shared: topicShared,
    method: 'GET', path: '/api/Topics/getForumList', tags, access: 'public',
    summary: 'Visible topics: the term is a ranked full-text search over titles and descriptions; sort newest, active or unanswered; filters tag, course, lesson',
    query: topicsQuerySchema, response: pageSchema(topicRowSchema),
  }),
  topic: endpoint({
    shared: topicShared,
    method: 'GET', path: '/api/Topics/:id', tags, access: 'public',
    summary: 'A topic with its first answers (threads; the accepted one first, `answers` of them, 30 by default), each with its latest comments and how many it has; for a member also what they may do (edit, delete, accept) and their marks',
    params: postParamSchema, query: topicQuerySchema, response: topicDetailSchema,
  }),
  answerComments: endpoint({
    method: 'GET', path: '/api/Threads/:threadId/comments', tags, access: 'public',
    summary: 'Every comment the reader may see on an answer they may see, oldest first (the latest 500 at most): "Show all comments" on the topic page',
    params: threadIdParamSchema, response: z.array(topicCommentSchema),
  }),

  // ---------------------------------------------------------------- writing
  createTopic: endpoint({
    method: 'POST', path: '/api/Topics', tags, access: participate,
    summary: 'Ask: title, rich-text description (sanitized), tags, optionally a course and lesson (its mentors are told); rate limited, a new account’s links are held for review',
    body: newTopicBodySchema, response: postResultSchema,
  }),
  createThread: endpoint({
    method: 'POST', path: '/api/Threads', tags, access: participate,
    summary: 'Answer a topic (the topic’s author is told)',
    body: newThreadBodySchema, response: postResultSchema,
  }),
  createComment: endpoint({
    method: 'POST', path: '/api/Comments', tags, access: participate,
    summary: 'Comment on an answer (the answer’s author is told)',
    body: newCommentBodySchema, response: postResultSchema,
  }),
  editPost: endpoint({
    owner: 'forumPost',
    method: 'PUT', path: '/api/Forum/posts/:id', tags, access: participate,
    summary: 'Change my own post within 30 minutes of posting',
    params: postParamSchema, body: editPostBodySchema, response: postResultSchema,
  }),
  deletePost: endpoint({
    owner: 'forumPost',
    method: 'DELETE', path: '/api/Forum/posts/:id', tags, access: participate,
    summary: 'Delete my own post while nobody has answered (or commented on) it',
    params: postParamSchema, response: z.null(),
  }),
  useful: endpoint({
    shared: topicShared,
    method: 'POST', path: '/api/Threads/:id/useful', tags, access: participate,
    summary: 'Mark an answer useful, or take the mark back (one per member; not one’s own answer)',
    params: postParamSchema, body: usefulBodySchema, response: usefulResultSchema,
  }),
  accept: endpoint({
    shared: topicShared,
    method: 'POST', path: '/api/Topics/:id/accept', tags, access: participate,
    summary: 'Mark one answer as the accepted one, or none (the topic’s author or a mentor of its course; the answer’s author is told)',
    params: postParamSchema, body: acceptBodySchema, response: acceptResultSchema,
  }),
  bookmark: endpoint({
    shared: topicShared,
    method: 'POST', path: '/api/Topics/:id/bookmark', tags, access: participate,
    summary: 'Bookmark a topic, or remove the bookmark',
    params: postParamSchema, body: bookmarkBodySchema, response: bookmarkResultSchema,
  }),
  report: endpoint({
    method: 'POST', path: '/api/Reports', tags, access: participate,
    summary: 'Report a topic, answer or comment with a report type (masters) and an explanation (not one’s own post; once per post); enough reports from distinct members hide the post pending review',
    body: reportBodySchema, response: forumReportSchema,
  }),
  myTopics: endpoint({
    method: 'GET', path: '/api/Forum/myTopics', tags, access: participate,
    summary: 'Topics I asked (with their status)', query: listQuerySchema, response: pageSchema(topicRowSchema),
  }),
  myAnswers: endpoint({
    method: 'GET', path: '/api/Forum/myAnswers', tags, access: participate,
    summary: 'Answers I wrote, with their topics', query: listQuerySchema, response: pageSchema(threadRowSchema),
  }),
  myBookmarks: endpoint({
    method: 'GET', path: '/api/Forum/myBookmarks', tags, access: participate,
    summary: 'Topics I bookmarked (visible ones)', query: listQuerySchema, response: pageSchema(topicRowSchema),
  }),
  myReports: endpoint({
    method: 'GET', path: '/api/Forum/myReports', tags, access: participate,
    summary: 'What I reported and what happened to it', query: listQuerySchema, response: pageSchema(forumReportSchema),
  }),
  profile: endpoint({
    shared: 'a member’s public profile: name, photo, headline, certificates and forum activity, nothing private',
    method: 'GET', path: '/api/Forum/profile/:id', tags, access: 'authenticated',
    summary: 'A member’s public profile', params: profileParamSchema, response: publicProfileSchema,
  }),

  // ---------------------------------------------------------------- moderation
  stats: endpoint({
    method: 'GET', path: '/api/Topics/getForumStats', tags, access: moderate,
    summary: 'The Forum Dashboard figures: topics, answers and comments, reported (pending) ones, useful answers',
    response: forumStatsSchema,
  }),
  reportedTopics: endpoint({
    method: 'GET', path: '/api/Reports/topic/all', tags, access: moderate,
    summary: 'Topics with pending reports (any status), most reported first', query: listQuerySchema, response: pageSchema(topicRowSchema),
  }),
  threads: endpoint({
    method: 'GET', path: '/api/Threads', tags, access: moderate,
    summary: 'Every answer (any status), newest first; topicId narrows to one topic', query: threadsQuerySchema, response: pageSchema(threadRowSchema),
  }),
  reportedThreads: endpoint({
    method: 'GET', path: '/api/Reports/thread/all', tags, access: moderate,
    summary: 'Answers with pending reports', query: threadsQuerySchema, response: pageSchema(threadRowSchema),
  }),
  usefulThreads: endpoint({
    method: 'GET', path: '/api/Threads/getUsefulThread', tags, access: moderate,
    summary: 'Answers marked useful at least once, most useful first', query: threadsQuerySchema, response: pageSchema(threadRowSchema),
  }),
  topicThreads: endpoint({
    method: 'GET', path: '/api/Threads/getTopicsThread/:topicId', tags, access: moderate,
    summary: 'The answers of one topic (any status)', params: topicIdParamSchema, query: listQuerySchema, response: pageSchema(threadRowSchema),
  }),
  comments: endpoint({
    method: 'GET', path: '/api/Comments', tags, access: moderate,
    summary: 'Every comment (any status), newest first; topicId or threadId narrow it', query: commentsQuerySchema, response: pageSchema(commentRowSchema),
  }),
  reportedComments: endpoint({
    method: 'GET', path: '/api/Reports/comment/all', tags, access: moderate,
    summary: 'Comments with pending reports', query: commentsQuerySchema, response: pageSchema(commentRowSchema),
  }),
  threadComments: endpoint({
    method: 'GET', path: '/api/Comments/getTopicsComments/:threadId', tags, access: moderate,
    summary: 'The comments of one answer (any status)', params: threadIdParamSchema, query: listQuerySchema, response: pageSchema(commentRowSchema),
  }),
  reports: endpoint({
    method: 'GET', path: '/api/Reports', tags, access: moderate,
    summary: 'Forum reports (ReportType, ReportedByName, Explaination, Topic, Type), newest first; filter by status',
    query: reportsQuerySchema, response: pageSchema(forumReportSchema),
  }),
  reportDetail: endpoint({
    method: 'GET', path: '/api/Reports/:id', tags, access: moderate,
    summary: 'One report with the post, its author’s standing and how many members reported it',
    params: postParamSchema, response: reportDetailSchema,
  }),
  resolve: endpoint({
    method: 'POST', path: '/api/Reports/:id/resolve', tags, access: moderate,
    summary: 'Act on a report: dismiss it (the post is shown again), hide or delete the post, warn or suspend its author from posting for some days (audited; closes the post’s other pending reports)',
    params: postParamSchema, body: resolveBodySchema, response: reportDetailSchema,
  }),
  moderate: endpoint({
    method: 'POST', path: '/api/Forum/posts/:id/moderate', tags, access: moderate,
    summary: 'Hide, restore (also approves a held post) or delete any post (audited)',
    params: postParamSchema, body: moderateBodySchema, response: postResultSchema,
  }),
};
