import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { pageSchema } from './list.ts';
import {
  knowledgeAttachmentParamSchema, knowledgeAttachmentSchema, knowledgeBookmarkBodySchema, knowledgeBookmarkResultSchema,
  knowledgeFolderBodySchema, knowledgeFolderSchema, knowledgeFolderUpdateSchema, knowledgeIdParamSchema, knowledgeItemBodySchema,
  knowledgeItemDetailSchema, knowledgeItemRowSchema, knowledgeListQuerySchema, knowledgeReviewBodySchema, knowledgeVersionParamSchema,
  knowledgeVersionSchema, KNOWLEDGE_ATTACHMENT_BYTES,
} from './knowledge.ts';
import { listQuerySchema } from './list.ts';

const tags = ['knowledge'];
const manage = 'knowledge.manage';
const shared = 'an approved item in a folder the reader’s role may see is the same for every such reader; a pending, changes-asked or rejected one answers 404 to everyone but its author and editors';

/**
 * The knowledge repository (spec: /Others/knowledgeRepository, GET /KnowledgeRepository; /Others/ContributeKnowledge;
 * KR Folder Management). Every signed-in account reads the approved items of the folders its role may see;
 * contributors (knowledge.contribute) write items that wait for an editor (knowledge.manage), who approves, edits,
 * asks for changes or rejects, and keeps the folders.
 */
export const knowledgeEndpoints = {
  list: endpoint({
    shared: 'the folder (folderId) is the same for every reader whose role may see it; one hidden from the role answers 404',
    method: 'GET', path: '/api/KnowledgeRepository', tags, access: 'authenticated',
    summary: 'Approved items of the folders the reader may see: the term is a ranked full-text search with highlighted matches; filters folder (with its subfolders), tags, bookmarked; editors may list another status',
    query: knowledgeListQuerySchema, response: pageSchema(knowledgeItemRowSchema),
  }),
  folders: endpoint({
    method: 'GET', path: '/api/KnowledgeRepository/folders', tags, access: 'authenticated',
    summary: 'The folders the reader may see (a flat list with parents), with their item counts',
    response: z.array(knowledgeFolderSchema),
  }),
  item: endpoint({
    shared,
    method: 'GET', path: '/api/KnowledgeRepository/items/:id', tags, access: 'authenticated',
    summary: 'One item: body, attachments, tags, state and review comment, and what the reader may do',
    params: knowledgeIdParamSchema, response: knowledgeItemDetailSchema,
  }),
  bookmark: endpoint({
    shared,
    method: 'PUT', path: '/api/KnowledgeRepository/items/:id/bookmark', tags, access: 'authenticated',
    summary: 'Bookmark an item one may read, or remove the bookmark',
    params: knowledgeIdParamSchema, body: knowledgeBookmarkBodySchema, response: knowledgeBookmarkResultSchema,
  }),
  attachment: endpoint({
    shared,
    method: 'GET', path: '/api/KnowledgeRepository/items/:id/attachments/:attachmentId', tags, access: 'authenticated',
    summary: 'Download an attachment of an item one may read',
    params: knowledgeAttachmentParamSchema, response: 'file',
  }),
  versions: endpoint({
    shared,
    method: 'GET', path: '/api/KnowledgeRepository/items/:id/versions', tags, access: 'authenticated',
    summary: 'The version history of an item (who changed what, when): its author and editors; 404 for anyone else',
    params: knowledgeIdParamSchema, response: z.array(knowledgeVersionSchema),
  }),

  // ---------------------------------------------------------------- contributing
  myContributions: endpoint({
    method: 'GET', path: '/api/ContributeKnowledge', tags, access: 'authenticated',
    summary: 'Contributors (knowledge.contribute) and editors (knowledge.manage), anyone else 403: my contributions with their state (pending, changes asked, approved, rejected) and the editor’s comment',
    query: listQuerySchema, response: pageSchema(knowledgeItemRowSchema.extend({ ReviewComment: z.string().nullable() })),
  }),
  contribute: endpoint({
    method: 'POST', path: '/api/ContributeKnowledge', tags, access: 'authenticated',
    summary: 'Contributors (knowledge.contribute) and editors (knowledge.manage), anyone else 403: contribute an item into a folder one may see (sanitized rich text, tags of products, tracks, modules); it waits for an editor',
    body: knowledgeItemBodySchema, response: knowledgeItemDetailSchema,
  }),
  edit: endpoint({
    owner: 'knowledgeItem',
    method: 'PUT', path: '/api/KnowledgeRepository/items/:id', tags, access: 'authenticated',
    summary: 'Change an item: its author while it is pending or changes are asked (it waits for an editor again); an editor at any time. Each change is a new version',
    params: knowledgeIdParamSchema, body: knowledgeItemBodySchema, response: knowledgeItemDetailSchema,
  }),
  upload: endpoint({
    owner: 'knowledgeItem',
    method: 'POST', path: '/api/KnowledgeRepository/items/:id/attachments', tags, access: 'authenticated',
    summary: `Attach a file (multipart "file"; PDF, images, text, Word, Excel, PowerPoint by content; at most ${KNOWLEDGE_ATTACHMENT_BYTES / 1024 / 1024} MB): whoever may change the item`,
    params: knowledgeIdParamSchema, upload: true, response: knowledgeAttachmentSchema,
  }),
  removeAttachment: endpoint({
    owner: 'knowledgeItem',
    method: 'DELETE', path: '/api/KnowledgeRepository/items/:id/attachments/:attachmentId', tags, access: 'authenticated',
    summary: 'Remove an attachment: whoever may change the item',
    params: knowledgeAttachmentParamSchema, response: z.null(),
  }),

  // ---------------------------------------------------------------- editors
  review: endpoint({
    method: 'POST', path: '/api/KnowledgeRepository/items/:id/review', tags, access: manage,
    summary: 'Approve (coins for the contributor by the earning rule), ask for changes or reject (with a comment); the contributor is told',
    params: knowledgeIdParamSchema, body: knowledgeReviewBodySchema, response: knowledgeItemDetailSchema,
  }),
  restore: endpoint({
    method: 'POST', path: '/api/KnowledgeRepository/items/:id/versions/:version/restore', tags, access: manage,
    summary: 'Restore an earlier version (written as a new version)',
    params: knowledgeVersionParamSchema, response: knowledgeItemDetailSchema,
  }),
  createFolder: endpoint({
    method: 'POST', path: '/api/KnowledgeRepository/folders', tags, access: manage,
    summary: 'Create a folder (under a parent or at the top) with the roles that may see it',
    body: knowledgeFolderBodySchema, response: knowledgeFolderSchema,
  }),
  updateFolder: endpoint({
    method: 'PUT', path: '/api/KnowledgeRepository/folders/:id', tags, access: manage,
    summary: 'Rename, move (not under itself) or change who may see a folder',
    params: knowledgeIdParamSchema, body: knowledgeFolderUpdateSchema, response: knowledgeFolderSchema,
  }),
  deleteFolder: endpoint({
    method: 'DELETE', path: '/api/KnowledgeRepository/folders/:id', tags, access: manage,
    summary: 'Delete an empty folder (no items, no subfolders: move them first)',
    params: knowledgeIdParamSchema, response: z.null(),
  }),
};
