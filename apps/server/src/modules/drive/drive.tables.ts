import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdOn, id, timestampTz, updatedOn } from '../../platform/db/columns.ts';

/**
 * The drive: each user's folders and files. The bytes live in the platform storage under `storage_key` (local
 * disk or S3), the preview image under `preview_key`. `trashed_on` is set on the item the user deleted and on
 * everything under it (`trash_root` marks the one deleted), so the trash lists roots and a restore brings the
 * subtree back; after DRIVE_TRASH_DAYS the purge job removes the bytes and the rows.
 */
export const driveItems = pgTable(
  'drive_items',
  {
    id: id(),
    ownerId: integer('owner_id').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => driveItems.id, { onDelete: 'cascade' }),
    /** folder or file */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    storageKey: text('storage_key'),
    size: bigint('size', { mode: 'number' }).notNull().default(0),
    /** Detected from the content (file-type), never taken from the client. */
    contentType: text('content_type').notNull().default('application/octet-stream'),
    previewKey: text('preview_key'),
    /** none, pending, ready, failed, off */
    previewState: text('preview_state').notNull().default('none'),
    /**
     * clean (the malware scanner read the whole file and found nothing) or unscanned (no scanner, no signatures, an
     * error, or larger than the scanner reads): never taken as clean. A file found infected is not stored at all.
     */
    scanState: text('scan_state').notNull().default('unscanned'),
    uploadedBy: integer('uploaded_by').notNull(),
    uploadedByName: text('uploaded_by_name').notNull(),
    trashedOn: timestampTz('trashed_on'),
    trashRoot: boolean('trash_root').notNull().default(false),
    createdOn: createdOn(),
    updatedOn: updatedOn(),
  },
  (t) => [
    index('drive_items_owner_parent_idx').on(t.ownerId, t.parentId),
    index('drive_items_parent_idx').on(t.parentId),
    index('drive_items_trash_idx').on(t.trashedOn),
    index('drive_items_preview_idx').on(t.previewState),
    index('drive_items_title_trgm').using('gin', sql`${t.title} gin_trgm_ops`),
  ],
);

/** An item shared with one user or one group (exactly one of the two), to read or to edit. */
export const driveShares = pgTable(
  'drive_shares',
  {
    id: id(),
    itemId: integer('item_id').notNull().references(() => driveItems.id, { onDelete: 'cascade' }),
    userId: integer('user_id'),
    groupId: integer('group_id'),
    canEdit: boolean('can_edit').notNull().default(false),
    createdBy: integer('created_by').notNull(),
    createdOn: createdOn(),
  },
  (t) => [
    uniqueIndex('drive_shares_item_user_unique').on(t.itemId, t.userId).where(sql`${t.userId} is not null`),
    uniqueIndex('drive_shares_item_group_unique').on(t.itemId, t.groupId).where(sql`${t.groupId} is not null`),
    index('drive_shares_user_idx').on(t.userId),
    index('drive_shares_group_idx').on(t.groupId),
  ],
);

/**
 * Resumable uploads in progress (tus): the bytes reserved against the owner's quota from the moment Upload-Length
 * is accepted, so two concurrent uploads cannot both squeeze under the quota. Removed when the upload is filed
 * or cancelled; stale ones are cleaned after a day.
 */
export const driveUploads = pgTable(
  'drive_uploads',
  {
    id: text('id').primaryKey(),
    /** The drive the file goes into (the folder's owner when uploading into a folder shared to edit). */
    ownerId: integer('owner_id').notNull(),
    uploadedBy: integer('uploaded_by').notNull(),
    parentId: integer('parent_id'),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    size: bigint('size', { mode: 'number' }).notNull(),
    createdOn: createdOn(),
  },
  (t) => [index('drive_uploads_owner_idx').on(t.ownerId), index('drive_uploads_created_idx').on(t.createdOn)],
);
