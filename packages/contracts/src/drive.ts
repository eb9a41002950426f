import { z } from 'zod';
import { idField, idValue } from './ids.ts';
import { listQuerySchema } from './list.ts';
import type { Role } from './roles.ts';

/** Spec section 6: the drive lists load only for these roles; every other role gets an empty list. */
export const DRIVE_LIST_ROLES: readonly Role[] = ['Trainee', 'Admin', 'SuperAdmin'];
/** Days an item stays in the trash before its bytes are removed for good. */
export const DRIVE_TRASH_DAYS = 30;
/** Longest item name (after sanitizing). */
export const DRIVE_NAME_MAX = 200;
/** Where the resumable (tus) uploads go. */
export const DRIVE_TUS_PATH = '/api/drive/uploads';

/** How the caller may use an item: it is theirs, or shared with them to edit, or to read. */
export const driveAccessSchema = z.enum(['owner', 'edit', 'read']);
export type DriveAccess = z.infer<typeof driveAccessSchema>;

/** A drive item (spec section 3: ID, Title, Description, Attachment, Type, UploadedBy, CreatedOn) plus what the screens need. */
export const driveItemSchema = z.object({
  ID: z.number().int(),
  Title: z.string(),
  Description: z.string(),
  /** Where the file's bytes are read (shown inline only when safe; null for a folder). */
  Attachment: z.string().nullable(),
  /** `folder`, or the file's type detected from its content (e.g. application/pdf). */
  Type: z.string(),
  /** Name of the person who uploaded (or made) it. */
  UploadedBy: z.string(),
  CreatedOn: z.string(),
  ParentID: z.number().int().nullable(),
  OwnerID: z.number().int(),
  Size: z.number().int(),
  /** image, pdf, video, text, other, folder: how the web app previews it. */
  Kind: z.enum(['folder', 'image', 'pdf', 'video', 'audio', 'text', 'other']),
  /** The preview image's address once made in the background (null: none, or not ready yet). */
  Preview: z.string().nullable(),
  PreviewState: z.enum(['none', 'pending', 'ready', 'failed', 'off']),
  Access: driveAccessSchema,
  /** Shared with anyone (for the owner's list). */
  Shared: z.boolean(),
  UpdatedOn: z.string(),
  /** When it went to the trash (null when it is not in the trash). */
  TrashedOn: z.string().nullable(),
  /**
   * Malware scan of a file: clean (read whole, nothing found) or unscanned (no scanner here, or too large for it);
   * null for a folder. A file the scan finds infected is refused (422) and never stored.
   */
  ScanState: z.enum(['clean', 'unscanned']).nullable(),
});
export type DriveItem = z.infer<typeof driveItemSchema>;

export const driveListQuerySchema = listQuerySchema.extend({
  /** The folder to list (absent: the top level). */
  folderId: idField.optional(),
});
export type DriveListQuery = z.infer<typeof driveListQuerySchema>;
export const driveUserParamSchema = z.object({ userID: idField });
export const driveItemParamSchema = z.object({ id: idField });

export const driveUsageSchema = z.object({
  /** Bytes kept (trash included, until purged) and reserved by uploads in progress. */
  Used: z.number().int(),
  Quota: z.number().int(),
  /** Bytes of items in the trash (part of Used). */
  InTrash: z.number().int(),
  PreviewsEnabled: z.boolean(),
});
export type DriveUsage = z.infer<typeof driveUsageSchema>;

/** A folder on the way from the top to the listed folder. */
export const driveCrumbSchema = z.object({ ID: z.number().int(), Title: z.string() });
export const driveFolderSchema = z.object({
  Folder: driveItemSchema.nullable(),
  Path: z.array(driveCrumbSchema),
});

const name = z
  .string()
  .trim()
  .min(1, 'Give it a name')
  .max(DRIVE_NAME_MAX, `At most ${DRIVE_NAME_MAX} characters`);

export const newFolderBodySchema = z.object({ Title: name, ParentID: idValue.nullable().default(null), Description: z.string().trim().max(1000).default('') });
export const updateItemBodySchema = z.object({
  Title: name.optional(),
  Description: z.string().trim().max(1000, 'At most 1000 characters').optional(),
  /** Move into this folder (null: the top level of the owner's drive). */
  ParentID: idValue.nullable().optional(),
});

export const shareEntrySchema = z.object({
  UserID: idValue.optional(),
  /** Share with the account of this email address (instead of UserID). */
  Email: z.string().trim().toLowerCase().email('Not a valid email address').optional(),
  GroupID: idValue.optional(),
  CanEdit: z.boolean().default(false),
});
export const sharesBodySchema = z.object({ Shares: z.array(shareEntrySchema).max(100, 'At most 100 shares') });
export const shareRowSchema = z.object({
  UserID: z.number().int().nullable(),
  GroupID: z.number().int().nullable(),
  /** The person's name and email, or the group's name. */
  Name: z.string(),
  Email: z.string().nullable(),
  CanEdit: z.boolean(),
});
export type ShareRow = z.infer<typeof shareRowSchema>;

/** Upload metadata (tus Upload-Metadata) the server reads: filename, optional parentId and description. */
export const uploadMetadataSchema = z.object({
  filename: name,
  parentId: z.string().regex(/^[0-9]{1,10}$/).optional(),
  description: z.string().max(1000).optional(),
});

/** What a finished upload answers with (the body of the last PATCH). */
export const uploadResultSchema = z.object({ ID: z.number().int(), Title: z.string(), Type: z.string(), Size: z.number().int() });

/** Names made safe: no path separators, control characters, or leading dots; whitespace collapsed. */
export function sanitizeFileName(input: string): string {
  const cleaned = input
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex -- control characters are exactly what a file name must lose
    .replace(/[\u0000-\u001f\u007f<>:"/\\|?*]/g, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '')
    .slice(0, DRIVE_NAME_MAX)
    .trim();
  return cleaned || 'file';
}

export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let v = n / 1024;
  let i = 0;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i += 1;
  }
  return `${v >= 10 ? v.toFixed(0) : v.toFixed(1)} ${units[i]}`;
}
