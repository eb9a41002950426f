import { z } from 'zod';
import { idField, idValue } from './ids.ts';
import { listQuerySchema } from './list.ts';
import { accountRoles } from './roles.ts';

export const KNOWLEDGE_TITLE_MAX = 200;
export const KNOWLEDGE_DESCRIPTION_MAX = 1000;
export const KNOWLEDGE_BODY_MAX = 100_000;
export const KNOWLEDGE_TAGS_MAX = 8;
export const KNOWLEDGE_FOLDER_NAME_MAX = 80;
export const KNOWLEDGE_COMMENT_MAX = 2000;
/** Files per item, and bytes per file. */
export const KNOWLEDGE_ATTACHMENTS_MAX = 5;
export const KNOWLEDGE_ATTACHMENT_BYTES = 10 * 1024 * 1024;
/** Types accepted for attachments (decided by content). */
export const KNOWLEDGE_FILE_TYPES = [
  'application/pdf', 'image/png', 'image/jpeg', 'image/webp', 'text/plain',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
] as const;
export const KNOWLEDGE_FILE_ACCEPT = '.pdf,.png,.jpg,.jpeg,.webp,.txt,.csv,.docx,.xlsx,.pptx';
/** The master types an item is tagged with. */
export const knowledgeTagTypes = ['products', 'tracks', 'modules'] as const;

/**
 * pending: waiting for an editor; changes: the editor asked for changes (see the comment); approved: readable by
 * everyone who may see its folder; rejected: closed. Only approved items reach readers; the others only their
 * author and editors.
 */
export const knowledgeStatuses = ['pending', 'changes', 'approved', 'rejected'] as const;
export type KnowledgeStatus = (typeof knowledgeStatuses)[number];
export const knowledgeReviewActions = ['approve', 'changes', 'reject'] as const;

const id = z.number().int();
const iso = z.string();

export const knowledgeTagSchema = z.object({ ID: id, Type: z.string(), Title: z.string() });
export type KnowledgeTagRow = z.infer<typeof knowledgeTagSchema>;

/** A folder as a reader sees it (a flat list; the tree is built from ParentID). */
export const knowledgeFolderSchema = z.object({
  ID: id,
  ParentID: id.nullable(),
  Name: z.string(),
  Description: z.string(),
  /** The account roles that may see it (and, with its ancestors', what is in it). */
  Roles: z.array(z.string()),
  /** Approved items directly in it (every item, for editors). */
  Items: z.number().int(),
});
export type KnowledgeFolder = z.infer<typeof knowledgeFolderSchema>;

/** The repository list: term is a ranked full-text search; filters folder (and its subfolders), tags, bookmarks. */
export const knowledgeListQuerySchema = listQuerySchema.extend({
  folderId: idField.optional(),
  /** Comma-separated master ids: items carrying every one of them. */
  tagIds: z.string().trim().max(200).regex(/^(\d{1,10}(,\d{1,10})*)?$/, 'Comma-separated ids').optional(),
  bookmarked: z.enum(['true', 'false']).optional(),
  /** Editors only (knowledge.manage): items in this state; anyone else asking is refused (403). Default approved. */
  status: z.enum(knowledgeStatuses).optional(),
});
export type KnowledgeListQuery = z.infer<typeof knowledgeListQuerySchema>;

export const knowledgeItemRowSchema = z.object({
  ID: id,
  Title: z.string(),
  Description: z.string(),
  FolderID: id,
  FolderName: z.string(),
  Tags: z.array(knowledgeTagSchema),
  AuthorName: z.string(),
  Status: z.enum(knowledgeStatuses),
  UpdatedOn: iso,
  Bookmarked: z.boolean(),
  /** With a search term: the best matching fragments, plain text with the matches between `<mark>` and `</mark>`. */
  Headline: z.string().nullable(),
});
export type KnowledgeItemRow = z.infer<typeof knowledgeItemRowSchema>;

export const knowledgeAttachmentSchema = z.object({ ID: id, FileName: z.string(), ContentType: z.string(), Size: z.number().int() });

export const knowledgeItemDetailSchema = knowledgeItemRowSchema.extend({
  /** Sanitized rich text. */
  Body: z.string(),
  AuthorID: id,
  Attachments: z.array(knowledgeAttachmentSchema),
  Version: z.number().int(),
  ReviewComment: z.string().nullable(),
  ReviewedByName: z.string().nullable(),
  ReviewedOn: iso.nullable(),
  CreatedOn: iso,
  /** The viewer may change it: an editor, or its author while it is pending or changes are asked. */
  CanEdit: z.boolean(),
  CanReview: z.boolean(),
});
export type KnowledgeItemDetail = z.infer<typeof knowledgeItemDetailSchema>;

export const knowledgeVersionSchema = z.object({
  Version: z.number().int(),
  Title: z.string(),
  Description: z.string(),
  Body: z.string(),
  FolderID: id,
  ChangedByName: z.string(),
  Note: z.string(),
  CreatedOn: iso,
});
export type KnowledgeVersion = z.infer<typeof knowledgeVersionSchema>;

export const knowledgeIdParamSchema = z.object({ id: idField });
export const knowledgeAttachmentParamSchema = z.object({ id: idField, attachmentId: idField });
export const knowledgeVersionParamSchema = z.object({ id: idField, version: idField });

const title = z.string().trim().min(3, 'At least 3 characters').max(KNOWLEDGE_TITLE_MAX, `At most ${KNOWLEDGE_TITLE_MAX} characters`);
const description = z.string().trim().min(10, 'At least 10 characters').max(KNOWLEDGE_DESCRIPTION_MAX, `At most ${KNOWLEDGE_DESCRIPTION_MAX} characters`);
const body = z.string().trim().min(1, 'Write the content').max(KNOWLEDGE_BODY_MAX, `At most ${KNOWLEDGE_BODY_MAX} characters`);
const tagIds = z.array(idValue).max(KNOWLEDGE_TAGS_MAX, `At most ${KNOWLEDGE_TAGS_MAX} tags`).default([]);

/** A contribution, or an editor's change of an item. */
export const knowledgeItemBodySchema = z.object({
  FolderID: idValue,
  Title: title,
  Description: description,
  Body: body,
  /** Masters of type products, tracks or modules. */
  TagIDs: tagIds,
  /** What changed (the version history shows it). */
  Note: z.string().trim().max(200, 'At most 200 characters').optional(),
});
export type KnowledgeItemBody = z.infer<typeof knowledgeItemBodySchema>;

export const knowledgeReviewBodySchema = z
  .object({
    Action: z.enum(knowledgeReviewActions),
    Comment: z.string().trim().max(KNOWLEDGE_COMMENT_MAX, `At most ${KNOWLEDGE_COMMENT_MAX} characters`).default(''),
  })
  .refine((b) => b.Action === 'approve' || b.Comment.length >= 5, { path: ['Comment'], message: 'Say what should change (at least 5 characters)' });

export const knowledgeBookmarkBodySchema = z.object({ Bookmarked: z.boolean() });
export const knowledgeBookmarkResultSchema = z.object({ Bookmarked: z.boolean() });

const folderName = z.string().trim().min(2, 'At least 2 characters').max(KNOWLEDGE_FOLDER_NAME_MAX, `At most ${KNOWLEDGE_FOLDER_NAME_MAX} characters`);
const folderRoles = z.array(z.enum(accountRoles)).min(1, 'Choose at least one role');

export const knowledgeFolderBodySchema = z.object({
  Name: folderName,
  ParentID: idValue.nullable().default(null),
  Description: z.string().trim().max(500, 'At most 500 characters').default(''),
  Roles: folderRoles,
});
export const knowledgeFolderUpdateSchema = z.object({
  Name: folderName.optional(),
  /** Move: the new parent (null: top level). */
  ParentID: idValue.nullable().optional(),
  Description: z.string().trim().max(500, 'At most 500 characters').optional(),
  Roles: folderRoles.optional(),
});
