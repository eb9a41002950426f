import { sql, type SQL } from 'drizzle-orm';
import { customType, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdOn, id, timestampTz, updatedOn } from '../../platform/db/columns.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** A tag of an item: a master of type products, tracks or modules, its title copied in when the item is saved. */
export type KnowledgeTag = { id: number; type: string; title: string };

/**
 * Folders of the knowledge repository, a tree (`parent_id`). `roles`: the account roles that may see the folder
 * and what is in it; a folder is visible only when it and every ancestor are (editors, knowledge.manage, see all).
 */
export const knowledgeFolders = pgTable(
  'knowledge_folders',
  {
    id: id(),
    parentId: integer('parent_id').references((): AnyPgColumn => knowledgeFolders.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    roles: text('roles').array().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdBy: integer('created_by'),
    createdOn: createdOn(),
    updatedOn: updatedOn(),
  },
  (t) => [
    // Sibling names are unique (case-insensitive); roots are siblings of each other (parent 0).
    uniqueIndex('knowledge_folders_sibling_name_uq').on(sql`coalesce(${t.parentId}, 0)`, sql`lower(${t.name})`),
    index('knowledge_folders_parent_idx').on(t.parentId),
  ],
);

/**
 * Knowledge items. `status`: pending (waiting for an editor), changes (the editor asked for changes, see
 * `review_comment`), approved, rejected. Only approved items are shown to readers; pending, changes and rejected
 * ones only to their author and editors. Author names are copied in at writing.
 */
export const knowledgeItems = pgTable(
  'knowledge_items',
  {
    id: id(),
    folderId: integer('folder_id').notNull().references(() => knowledgeFolders.id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** Sanitized rich text. */
    body: text('body').notNull(),
    /** The body without markup (search, passages). */
    bodyText: text('body_text').notNull(),
    tags: jsonb('tags').$type<KnowledgeTag[]>().notNull().default(sql`'[]'::jsonb`),
    tagIds: integer('tag_ids').array().notNull().default(sql`'{}'::integer[]`),
    status: text('status').notNull().default('pending'),
    authorId: integer('author_id').notNull(),
    authorName: text('author_name').notNull(),
    reviewComment: text('review_comment'),
    reviewedBy: integer('reviewed_by'),
    reviewedByName: text('reviewed_by_name'),
    reviewedOn: timestampTz('reviewed_on'),
    /** The number of the current version (knowledge_versions). */
    version: integer('version').notNull().default(1),
    createdOn: createdOn(),
    updatedOn: updatedOn(),
    /** Full-text search document: title (A), description (B), body (C), English configuration. */
    search: tsvector('search').generatedAlwaysAs(
      (): SQL => sql`setweight(to_tsvector('english', coalesce(${knowledgeItems.title}, '')), 'A') || setweight(to_tsvector('english', coalesce(${knowledgeItems.description}, '')), 'B') || setweight(to_tsvector('english', coalesce(${knowledgeItems.bodyText}, '')), 'C')`,
    ),
  },
  (t) => [
    index('knowledge_items_search_gin').using('gin', t.search),
    index('knowledge_items_title_trgm').using('gin', sql`${t.title} gin_trgm_ops`),
    index('knowledge_items_folder_idx').on(t.folderId, t.status, t.updatedOn),
    index('knowledge_items_status_idx').on(t.status, t.updatedOn),
    index('knowledge_items_author_idx').on(t.authorId, t.updatedOn),
    index('knowledge_items_tags_gin').using('gin', t.tagIds),
  ],
);

/** Every saved state of an item (version 1 is the first submission); restoring one writes a new version. */
export const knowledgeVersions = pgTable(
  'knowledge_versions',
  {
    id: id(),
    itemId: integer('item_id').notNull().references(() => knowledgeItems.id),
    version: integer('version').notNull(),
    folderId: integer('folder_id').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    body: text('body').notNull(),
    tags: jsonb('tags').$type<KnowledgeTag[]>().notNull().default(sql`'[]'::jsonb`),
    changedBy: integer('changed_by').notNull(),
    changedByName: text('changed_by_name').notNull(),
    /** What happened: submitted, edited, restored (from version n), ... */
    note: text('note').notNull(),
    createdOn: createdOn(),
  },
  (t) => [uniqueIndex('knowledge_versions_item_version_uq').on(t.itemId, t.version)],
);

/** Files attached to an item, kept in the platform file storage under `storage_key`. */
export const knowledgeAttachments = pgTable(
  'knowledge_attachments',
  {
    id: id(),
    itemId: integer('item_id').notNull().references(() => knowledgeItems.id),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    uploadedBy: integer('uploaded_by').notNull(),
    createdOn: createdOn(),
  },
  (t) => [index('knowledge_attachments_item_idx').on(t.itemId)],
);

/** Items a user bookmarked. */
export const knowledgeBookmarks = pgTable(
  'knowledge_bookmarks',
  {
    itemId: integer('item_id').notNull().references(() => knowledgeItems.id),
    userId: integer('user_id').notNull(),
    createdOn: createdOn(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.itemId] })],
);
