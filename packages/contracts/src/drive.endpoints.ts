import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { listQuerySchema, pageSchema } from './list.ts';
import {
  driveFolderSchema, driveItemParamSchema, driveItemSchema, driveListQuerySchema, driveUsageSchema, driveUserParamSchema, newFolderBodySchema,
  shareRowSchema, sharesBodySchema, updateItemBodySchema,
} from './drive.ts';

const tags = ['drive'];
const use = 'drive.use';
const tusNote = 'tus 1.0.0 resumable upload (creation, termination); answered by the tus server, not the JSON envelope';
const uploadParams = z.object({ uploadId: z.string().regex(/^[a-f0-9]{32}$/, 'Not an upload id') });

/**
 * The drive (/myDrive, /Trainings/myDrive): folders and files of each user, shared with users or groups to read
 * or to edit, a trash kept 30 days, a quota per role. Lists load only for Admin or Trainee (spec section 6). "Not
 * yours" answers 404 like "missing": every read filters by owner or share in the query.
 */
export const driveEndpoints = {
  myDrive: endpoint({
    owner: 'driveItem',
    method: 'GET', path: '/api/drive/myDrive', tags, access: use,
    summary: 'My drive: the items of a folder (folderId) or the top level, folders first; the term searches titles; sortable by Title, CreatedOn, Size',
    query: driveListQuerySchema, response: pageSchema(driveItemSchema),
  }),
  myDriveWithShared: endpoint({
    owner: 'driveItem',
    method: 'GET', path: '/api/drive/myDriveWithShared', tags, access: use,
    summary: 'My drive with the items shared with me (directly or through a group); in a shared folder (folderId) its contents',
    query: driveListQuerySchema, response: pageSchema(driveItemSchema),
  }),
  userDriveWithShared: endpoint({
    method: 'GET', path: '/api/drive/myDriveWithShared/:userID', tags, access: 'users.manage',
    summary: 'Admin: a user’s drive with the items shared with them (the access is written to the audit log)',
    params: driveUserParamSchema, query: driveListQuerySchema, response: pageSchema(driveItemSchema),
  }),
  usage: endpoint({
    method: 'GET', path: '/api/drive/usage', tags, access: use,
    summary: 'My storage: bytes used (trash and uploads in progress included) and my quota',
    response: driveUsageSchema,
  }),
  trash: endpoint({
    method: 'GET', path: '/api/drive/trash', tags, access: use,
    summary: 'My trash: items deleted in the last 30 days (then removed for good)',
    query: listQuerySchema, response: pageSchema(driveItemSchema),
  }),
  folder: endpoint({
    owner: 'driveItem',
    method: 'GET', path: '/api/drive/items/:id', tags, access: use,
    summary: 'One item I may read, with the path of folders above it',
    params: driveItemParamSchema, response: driveFolderSchema,
  }),
  createFolder: endpoint({
    method: 'POST', path: '/api/drive/folders', tags, access: use,
    summary: 'Make a folder at the top level or in a folder I own or may edit',
    body: newFolderBodySchema, response: driveItemSchema,
  }),
  update: endpoint({
    owner: 'driveItem',
    method: 'PATCH', path: '/api/drive/items/:id', tags, access: use,
    summary: 'Rename, describe or move an item (into a folder of the same owner, never into itself)',
    params: driveItemParamSchema, body: updateItemBodySchema, response: driveItemSchema,
  }),
  remove: endpoint({
    owner: 'driveItem',
    method: 'DELETE', path: '/api/drive/items/:id', tags, access: use,
    summary: 'Move an item (a folder with its contents) to the trash; an editor of a share may not delete the shared item itself',
    params: driveItemParamSchema, response: z.null(),
  }),
  restore: endpoint({
    owner: 'driveItem',
    method: 'POST', path: '/api/drive/items/:id/restore', tags, access: use,
    summary: 'Bring an item back from my trash (to the top level when its folder is gone)',
    params: driveItemParamSchema, response: driveItemSchema,
  }),
  file: endpoint({
    owner: 'driveItem',
    method: 'GET', path: '/api/drive/items/:id/file', tags, access: use,
    summary: 'The file’s bytes (Range supported); images, PDF, media and plain text inline, everything else (executables, HTML) as an attachment, always nosniff',
    params: driveItemParamSchema, query: z.object({ download: z.enum(['0', '1']).optional() }), response: 'file',
  }),
  preview: endpoint({
    owner: 'driveItem',
    method: 'GET', path: '/api/drive/items/:id/preview', tags, access: use,
    summary: 'The preview image made in the background (images, PDF first page, video poster frame)',
    params: driveItemParamSchema, response: 'file', produces: ['image/webp'],
  }),
  shares: endpoint({
    owner: 'driveItem',
    method: 'GET', path: '/api/drive/items/:id/shares', tags, access: use,
    summary: 'Who an item of mine is shared with (users and groups, read-only or editable)',
    params: driveItemParamSchema, response: z.array(shareRowSchema),
  }),
  setShares: endpoint({
    owner: 'driveItem',
    method: 'PUT', path: '/api/drive/items/:id/shares', tags, access: use,
    summary: 'Replace who an item of mine is shared with; a folder shares everything in it',
    params: driveItemParamSchema, body: sharesBodySchema, response: z.array(shareRowSchema),
  }),
  uploadCreate: endpoint({
    method: 'POST', path: '/api/drive/uploads', tags, access: use,
    summary: `Start a resumable upload (${tusNote}): Upload-Length is checked against my quota before any byte is stored (413 with my usage); Upload-Metadata filename, parentId, description`,
    response: 'file',
  }),
  uploadOffset: endpoint({
    // Not a shared record: an upload in progress is its starter's alone (another user gets 404). The object-level gate
    // cannot speak the tus protocol, so drive.test.ts proves that rule over a real socket instead.
    shared: 'tus upload: owner-only, proven by drive.test.ts (the object-level gate cannot speak tus)',
    method: 'GET', path: '/api/drive/uploads/:uploadId', tags, access: use,
    summary: `HEAD: how far an upload of mine got, to resume it (${tusNote}); another user’s upload answers 404`,
    params: uploadParams, response: 'file',
  }),
  uploadPatch: endpoint({
    // Not a shared record: an upload in progress is its starter's alone (another user gets 404). The object-level gate
    // cannot speak the tus protocol, so drive.test.ts proves that rule over a real socket instead.
    shared: 'tus upload: owner-only, proven by drive.test.ts (the object-level gate cannot speak tus)',
    method: 'PATCH', path: '/api/drive/uploads/:uploadId', tags, access: use,
    summary: `Send the next bytes of an upload of mine at Upload-Offset (${tusNote}); the last one files it in my drive (type checked by content)`,
    params: uploadParams, response: 'file',
  }),
  uploadCancel: endpoint({
    // Not a shared record: an upload in progress is its starter's alone (another user gets 404). The object-level gate
    // cannot speak the tus protocol, so drive.test.ts proves that rule over a real socket instead.
    shared: 'tus upload: owner-only, proven by drive.test.ts (the object-level gate cannot speak tus)',
    method: 'DELETE', path: '/api/drive/uploads/:uploadId', tags, access: use,
    summary: `Cancel an upload of mine in progress (${tusNote})`,
    params: uploadParams, response: 'file',
  }),
};
