import { z } from 'zod';
import { idField, idValue } from './ids.ts';
import { listQuerySchema } from './list.ts';
import { textField } from './validation.ts';

/*
 * The media library and the content marketplace (issue 21). A media item is the spec's drive or media item (ID,
 * Title, Description, Attachment, Type, UploadedBy, CreatedOn) with product, track and module tags, duration and a
 * poster. A marketplace item is the spec's content marketplace item (Topic, VideoName, ChannelName, ExperienceLevel,
 * SeriesName, ProductName, TrackName, ModuleName, CreatedOn) with its link and thumbnail.
 */

/** video: an uploaded video; document: an uploaded PDF; link: an external video (saved from the marketplace). */
export const mediaTypes = ['video', 'document', 'link'] as const;
export type MediaType = (typeof mediaTypes)[number];

/** Whom an item is shared with: one user, a user group, or everyone admitted to a course. */
export const mediaShareKinds = ['user', 'group', 'course'] as const;
export type MediaShareKind = (typeof mediaShareKinds)[number];

export const mediaIdParamSchema = z.object({ id: idField });

/** One media item as lists and the player show it. */
export const mediaItemSchema = z.object({
  ID: z.number().int(),
  Title: z.string(),
  Description: z.string(),
  /** The stored file's name (uploads), or the external link (Type link). */
  Attachment: z.string(),
  Type: z.enum(mediaTypes),
  ContentType: z.string().nullable(),
  SizeBytes: z.number().int(),
  DurationSeconds: z.number().int(),
  UploadedBy: z.string(),
  UploadedByID: z.number().int(),
  CreatedOn: z.string(),
  ProductID: z.number().int().nullable(),
  ProductName: z.string(),
  TrackID: z.number().int().nullable(),
  TrackName: z.string(),
  ModuleID: z.number().int().nullable(),
  ModuleName: z.string(),
  /** Mine (I uploaded or saved it) or shared with me. */
  Mine: z.boolean(),
  /** A signed address of the poster image for `<img src>`, or the external thumbnail; null without one. */
  PosterUrl: z.string().nullable(),
  /** How many users, groups and courses it is shared with (staff lists). */
  ShareCount: z.number().int(),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

/** One item opened for playing: a signed stream address (range requests) or the external link. */
export const mediaDetailSchema = mediaItemSchema.extend({
  /** The signed stream address for `<video src>` / `<iframe src>`, or the external link. */
  Url: z.string().nullable(),
});
export type MediaDetail = z.infer<typeof mediaDetailSchema>;

export const mediaListQuerySchema = listQuerySchema;

/** Spec section 7: POST /media/myMediaWithShared {Product, Track[], Modules[]}; the Admin's filter over all media. */
export const mediaFilterBodySchema = z.object({
  Product: idValue.nullable().optional().describe('products master id'),
  Track: z.array(idValue).max(50).default([]).describe('tracks master ids'),
  Modules: z.array(idValue).max(100).default([]).describe('modules master ids'),
});
export type MediaFilterBody = z.input<typeof mediaFilterBodySchema>;

/** Creating or changing a media item's description and tags (the file goes up separately). */
export const mediaInputSchema = z.object({
  Title: textField(200).min(1, 'Required'),
  Description: textField(2000).default(''),
  ProductID: idValue.nullable().default(null),
  TrackID: idValue.nullable().default(null),
  ModuleID: idValue.nullable().default(null),
  /** Whole seconds; found from the file by the browser when not given. */
  DurationSeconds: z.number().int().min(0).max(24 * 3600).default(0),
});
export type MediaInput = z.input<typeof mediaInputSchema>;

/** Who sees an item (besides its owner and the media managers). */
export const mediaShareSchema = z.object({
  Kind: z.enum(mediaShareKinds),
  TargetID: z.number().int(),
  TargetName: z.string(),
  CreatedOn: z.string(),
});
export type MediaShare = z.infer<typeof mediaShareSchema>;

/** Replaces an item's audience. */
export const mediaSharesBodySchema = z.object({
  Users: z.array(idValue).max(500).default([]),
  Groups: z.array(idValue).max(100).default([]),
  Courses: z.array(idValue).max(100).default([]),
});
export type MediaSharesBody = z.input<typeof mediaSharesBodySchema>;

// ------------------------------------------------------------------------------------------------ marketplace

export const marketplaceItemSchema = z.object({
  ID: z.number().int(),
  Topic: z.string(),
  VideoName: z.string(),
  ChannelName: z.string(),
  ExperienceLevel: z.string(),
  SeriesName: z.string(),
  ProductName: z.string(),
  TrackName: z.string(),
  ModuleName: z.string(),
  /** The video's public address (YouTube). */
  VideoUrl: z.string(),
  /** The privacy-enhanced embed address (youtube-nocookie.com). */
  EmbedUrl: z.string(),
  ThumbnailUrl: z.string(),
  CreatedOn: z.string(),
  /** The caller saved it to their media (the media item's id), or null. */
  SavedMediaID: z.number().int().nullable(),
});
export type MarketplaceItem = z.infer<typeof marketplaceItemSchema>;

/** The list's filters (the Admin's; a learner's search uses the term only, spec section 6). */
export const marketplaceQuerySchema = listQuerySchema.extend({
  ProductName: z.string().max(100).optional(),
  TrackName: z.string().max(100).optional(),
  ModuleName: z.string().max(100).optional(),
  ExperienceLevel: z.string().max(100).optional(),
});

/** A YouTube address of one video (watch, youtu.be, embed, shorts). */
export function youtubeId(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = url.pathname.slice(1).split('/')[0] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (url.pathname === '/watch') id = url.searchParams.get('v');
    else id = /^\/(?:embed|shorts|live|v)\/([^/?#]+)/.exec(url.pathname)?.[1] ?? null;
  }
  return id && /^[\w-]{11}$/.test(id) ? id : null;
}

const requiredText = (max: number) => textField(max).min(1, 'Required');

export const marketplaceInputSchema = z.object({
  Topic: requiredText(150),
  VideoName: requiredText(200),
  ChannelName: requiredText(120),
  ExperienceLevel: requiredText(60),
  SeriesName: textField(150).default(''),
  ProductName: requiredText(100),
  TrackName: textField(100).default(''),
  ModuleName: textField(100).default(''),
  VideoUrl: z.string().trim().max(300).refine((v) => youtubeId(v) !== null, 'Use the address of one YouTube video (youtube.com/watch?v=… or youtu.be/…)'),
});
export type MarketplaceInput = z.input<typeof marketplaceInputSchema>;

/** The columns a marketplace CSV carries (a header row with these names, any order; extra columns are refused). */
export const marketplaceCsvColumns = ['Topic', 'VideoName', 'ChannelName', 'ExperienceLevel', 'SeriesName', 'ProductName', 'TrackName', 'ModuleName', 'VideoUrl'] as const;

export const marketplaceImportResultSchema = z.object({ Imported: z.number().int() });
