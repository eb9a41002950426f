import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdOn, id, updatedOn } from '../../platform/db/columns.ts';

/**
 * The media library: videos and documents (uploaded files) and external videos saved from the marketplace. The
 * owner is who uploaded or saved it; product, track and module master titles are copied in beside their ids (lists
 * filter and show them without reaching into the masters module), as are the owner's name.
 */
export const mediaItems = pgTable(
  'media_items',
  {
    id: id(),
    ownerId: integer('owner_id').notNull(),
    ownerName: text('owner_name').notNull(),
    /** video, document or link */
    type: text('type').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    fileKey: text('file_key'),
    fileName: text('file_name'),
    contentType: text('content_type'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull().default(0),
    posterKey: text('poster_key'),
    /** An external video's address (type link) and its thumbnail. */
    link: text('link'),
    thumbnailUrl: text('thumbnail_url'),
    durationSeconds: integer('duration_seconds').notNull().default(0),
    productId: integer('product_id'),
    productName: text('product_name').notNull().default(''),
    trackId: integer('track_id'),
    trackName: text('track_name').notNull().default(''),
    moduleId: integer('module_id'),
    moduleName: text('module_name').notNull().default(''),
    /** Saved from this marketplace video (a learner saves each one once). */
    marketplaceId: integer('marketplace_id'),
    createdOn: createdOn(),
    updatedOn: updatedOn(),
  },
  (t) => [
    index('media_items_owner_idx').on(t.ownerId, t.id),
    index('media_items_tags_idx').on(t.productId, t.trackId, t.moduleId),
    uniqueIndex('media_items_saved_uq').on(t.ownerId, t.marketplaceId),
    index('media_items_search_trgm').using('gin', sql`(${t.title} || ' ' || ${t.description} || ' ' || ${t.ownerName} || ' ' || ${t.productName} || ' ' || ${t.trackName} || ' ' || ${t.moduleName}) gin_trgm_ops`),
  ],
);

/** Who sees an item besides its owner: a user, a user group, or everyone admitted to a course (kind + target id). */
export const mediaShares = pgTable(
  'media_shares',
  {
    id: id(),
    mediaId: integer('media_id').notNull().references(() => mediaItems.id, { onDelete: 'cascade' }),
    /** user, group or course */
    kind: text('kind').notNull(),
    targetId: integer('target_id').notNull(),
    targetName: text('target_name').notNull(),
    createdBy: integer('created_by').notNull(),
    createdOn: createdOn(),
  },
  (t) => [
    uniqueIndex('media_shares_uq').on(t.mediaId, t.kind, t.targetId),
    index('media_shares_target_idx').on(t.kind, t.targetId, t.mediaId),
  ],
);

/** The content marketplace: curated external (YouTube) videos, spec fields plus the address and thumbnail. */
export const marketplaceItems = pgTable(
  'marketplace_items',
  {
    id: id(),
    topic: text('topic').notNull(),
    videoName: text('video_name').notNull(),
    channelName: text('channel_name').notNull(),
    experienceLevel: text('experience_level').notNull(),
    seriesName: text('series_name').notNull().default(''),
    productName: text('product_name').notNull(),
    trackName: text('track_name').notNull().default(''),
    moduleName: text('module_name').notNull().default(''),
    videoUrl: text('video_url').notNull(),
    youtubeId: text('youtube_id').notNull(),
    createdBy: integer('created_by'),
    createdOn: createdOn(),
    updatedOn: updatedOn(),
  },
  (t) => [
    uniqueIndex('marketplace_items_youtube_uq').on(t.youtubeId),
    index('marketplace_items_search_trgm').using('gin', sql`(${t.topic} || ' ' || ${t.videoName} || ' ' || ${t.channelName} || ' ' || ${t.seriesName}) gin_trgm_ops`),
  ],
);
