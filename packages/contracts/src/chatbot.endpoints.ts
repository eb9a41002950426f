import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { pageSchema } from './list.ts';
import {
  askBodySchema, chatMessageSchema, chatStatsSchema, conversationQuerySchema, feedbackBodySchema, feedbackQuerySchema, feedbackRowSchema,
  messageParamSchema, pairBodySchema, pairParamSchema, pairRowSchema, toKnowledgeBodySchema, toKnowledgeResultSchema, unansweredParamSchema,
  unansweredQuerySchema, unansweredRowSchema,
} from './chatbot.ts';

const tags = ['chatbot'];
const use = 'chatbot.use';
const manage = 'chatbot.manage';

/**
 * The chat bot. Learners and staff (chatbot.use) ask questions: the bot quotes staff-trained answers and approved
 * knowledge items the asker may see, with their sources, or says it does not know and queues the question. Staff
 * (chatbot.manage) train answers, work the unanswered queue and read anonymised statistics.
 */
export const chatbotEndpoints = {
  ask: endpoint({
    method: 'POST', path: '/api/Chatbot/ask', tags, access: use,
    summary: 'Ask the bot (3-500 characters, 12 questions a minute): an extractive answer quoting trained answers and approved knowledge items with their sources, or a decline that queues the question as unanswered; staff also get every match with its score',
    body: askBodySchema, response: chatMessageSchema,
  }),
  conversation: endpoint({
    method: 'GET', path: '/api/Chatbot/conversation', tags, access: use,
    summary: 'My conversation with the bot, newest first',
    query: conversationQuerySchema, response: pageSchema(chatMessageSchema),
  }),
  clear: endpoint({
    method: 'DELETE', path: '/api/Chatbot/conversation', tags, access: use,
    summary: 'Clear my conversation (the questions stay only in the anonymised statistics, without my name)',
    response: z.object({ Cleared: z.number().int() }),
  }),
  feedback: endpoint({
    owner: 'chatbotMessage',
    method: 'POST', path: '/api/Chatbot/messages/:id/feedback', tags, access: use,
    summary: 'Mark one of my answers helpful or not (answered questions only; a second mark replaces the first)',
    params: messageParamSchema, body: feedbackBodySchema, response: chatMessageSchema,
  }),

  // ---------------------------------------------------------------- training (staff)
  pairs: endpoint({
    method: 'GET', path: '/api/Chatbot/pairs', tags, access: manage,
    summary: 'Trained question-answer pairs; the term searches questions and answers',
    query: conversationQuerySchema, response: pageSchema(pairRowSchema),
  }),
  createPair: endpoint({
    method: 'POST', path: '/api/Chatbot/pairs', tags, access: manage,
    summary: 'Train an answer: question variants, the answer, links; with UnansweredID the unanswered question leaves the queue in the same step',
    body: pairBodySchema, response: pairRowSchema,
  }),
  updatePair: endpoint({
    method: 'PUT', path: '/api/Chatbot/pairs/:id', tags, access: manage,
    summary: 'Change a trained pair',
    params: pairParamSchema, body: pairBodySchema, response: pairRowSchema,
  }),
  deletePair: endpoint({
    method: 'DELETE', path: '/api/Chatbot/pairs/:id', tags, access: manage,
    summary: 'Delete a trained pair (past answers keep their quotes)',
    params: pairParamSchema, response: z.null(),
  }),
  unanswered: endpoint({
    method: 'GET', path: '/api/Chatbot/unanswered', tags, access: manage,
    summary: 'Questions the bot could not answer (open by default), most asked first; the term searches the question',
    query: unansweredQuerySchema, response: pageSchema(unansweredRowSchema),
  }),
  dismiss: endpoint({
    method: 'POST', path: '/api/Chatbot/unanswered/:id/dismiss', tags, access: manage,
    summary: 'Take an open unanswered question off the queue without training an answer (off-topic, spam)',
    params: unansweredParamSchema, response: unansweredRowSchema,
  }),
  toKnowledge: endpoint({
    method: 'POST', path: '/api/Chatbot/unanswered/:id/knowledge', tags, access: manage,
    summary: 'Turn an open unanswered question into a knowledge item in one step: written into a folder (the question as its description, the answer as its text), it waits in the repository’s review queue like every contribution; the question leaves the queue',
    params: unansweredParamSchema, body: toKnowledgeBodySchema, response: toKnowledgeResultSchema,
  }),
  feedbackList: endpoint({
    method: 'GET', path: '/api/Chatbot/feedback', tags, access: manage,
    summary: 'Answers learners rated helpful or not, newest first (anonymised)',
    query: feedbackQuerySchema, response: pageSchema(feedbackRowSchema),
  }),
  stats: endpoint({
    method: 'GET', path: '/api/Chatbot/stats', tags, access: manage,
    summary: 'Anonymised statistics of the last 30 days: questions, unanswered rate, helpful rate, top questions',
    response: chatStatsSchema,
  }),
};
