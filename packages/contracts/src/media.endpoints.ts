import { z } from 'zod';
import { signedMediaQuerySchema } from './courses.ts';
import { endpoint } from './endpoint.ts';
import { listQuerySchema, pageSchema } from './list.ts';
import {
  marketplaceImportResultSchema, marketplaceInputSchema, marketplaceItemSchema, marketplaceQuerySchema, mediaDetailSchema, mediaFilterBodySchema,
  mediaIdParamSchema, mediaInputSchema, mediaItemSchema, mediaShareSchema, mediaSharesBodySchema,
} from './media.ts';

const tags = ['media'];
const marketTags = ['content marketplace'];
/** Spec section 6: media lists load only for Admin or Trainee (media.view is theirs). */
const view = 'media.view';
const manage = 'media.manage';
const curate = 'mobile.manage';
const catalogue = 'the marketplace is one curated catalogue every learner browses';
const videoTypes = ['video/mp4', 'video/webm', 'video/ogg', 'video/quicktime', 'application/pdf'] as const;

/**
 * The media library (ERP videos and documents tagged by product, track and module) and the content marketplace
 * (curated external videos). A learner reads their own media and what is shared with them (a user, a group they
 * are in, a course they are admitted to); anything else answers 404. Media managers upload, tag and share.
 */
export const mediaEndpoints = {
  myMedia: endpoint({
    method: 'GET', path: '/api/media/myMedia', tags, access: view,
    summary: 'My own media (uploaded, or saved from the marketplace); the Admin\'s call of spec section 7',
    query: listQuerySchema, response: pageSchema(mediaItemSchema),
  }),
  myMediaWithShared: endpoint({
    method: 'GET', path: '/api/media/myMediaWithShared', tags, access: view,
    summary: 'My media and the media shared with me (directly, through a group, or with a course I am admitted to); the Trainee\'s call',
    query: listQuerySchema, response: pageSchema(mediaItemSchema),
  }),
  filterMedia: endpoint({
    method: 'POST', path: '/api/media/myMediaWithShared', tags, access: view,
    summary: 'Media filtered by product, tracks and modules (spec: {Product, Track[], Modules[]}): over all media for a media manager, over mine and shared with me for a learner',
    query: listQuerySchema, body: mediaFilterBodySchema, response: pageSchema(mediaItemSchema),
  }),
  item: endpoint({
    owner: 'mediaItem',
    method: 'GET', path: '/api/media/:id', tags, access: view,
    summary: 'One item to play: a signed stream address (range requests, 4 hours, this session only) or the external link; 404 unless it is mine, shared with me, or I manage media',
    params: mediaIdParamSchema, response: mediaDetailSchema,
  }),
  stream: endpoint({
    method: 'GET', path: '/api/media/:id/stream', tags, access: 'public',
    summary: 'The item\'s file by the signed address `item` answered (for <video> and <iframe>; range requests answer 206); 403 once expired',
    params: mediaIdParamSchema, query: signedMediaQuerySchema, response: 'file', produces: videoTypes,
  }),
  poster: endpoint({
    method: 'GET', path: '/api/media/:id/poster', tags, access: 'public',
    summary: 'The item\'s poster image by the signed address a list answered (for <img>); 403 once expired',
    params: mediaIdParamSchema, query: signedMediaQuerySchema, response: 'file', produces: ['image/png', 'image/jpeg', 'image/webp'],
  }),
  removeMine: endpoint({
    owner: 'mediaItem',
    method: 'DELETE', path: '/api/media/:id', tags, access: view,
    audit: 'none: a learner removes an item of their own; a media manager\'s removal of another\'s item is audited',
    summary: 'Remove an item of my own (its stored file is deleted); a media manager may remove any item',
    params: mediaIdParamSchema, response: z.null(),
  }),

  create: endpoint({
    method: 'POST', path: '/api/media', tags, access: manage,
    audit: 'none: a draft of the library with no audience yet; sharing it is audited',
    summary: 'Add a media item (title, description, product/track/module tags, duration); then POST its file',
    body: mediaInputSchema, response: mediaItemSchema,
  }),
  update: endpoint({
    method: 'PUT', path: '/api/media/:id/details', tags, access: manage,
    summary: 'Change an item\'s title, description, tags and duration',
    params: mediaIdParamSchema, body: mediaInputSchema, response: mediaItemSchema,
  }),
  uploadFile: endpoint({
    method: 'POST', path: '/api/media/:id/file', tags, access: manage,
    audit: 'none: the first file of an item being prepared, as material uploads are; replacing a file, or filing one for an item already shared, writes media.file.replace',
    summary: 'Upload the item\'s file (multipart field "file"): a video (MP4, WebM, Ogg, QuickTime) or a PDF, by content; replaces the earlier file',
    params: mediaIdParamSchema, upload: true, response: mediaItemSchema,
  }),
  uploadPoster: endpoint({
    method: 'POST', path: '/api/media/:id/posterImage', tags, access: manage,
    audit: 'none: the picture of an item being prepared; replacing the poster of a shared item writes media.poster.replace',
    summary: 'Upload the item\'s poster (multipart field "file"; PNG, JPEG or WebP by content, at most 2 MB)',
    params: mediaIdParamSchema, upload: true, response: mediaItemSchema,
  }),
  shares: endpoint({
    method: 'GET', path: '/api/media/:id/shares', tags, access: manage,
    summary: 'Who sees an item: users, groups and courses (Manage Media Users)',
    params: mediaIdParamSchema, response: z.array(mediaShareSchema),
  }),
  setShares: endpoint({
    method: 'PUT', path: '/api/media/:id/shares', tags, access: manage,
    summary: 'Replace an item\'s audience: users (learners), groups and courses (everyone admitted); unknown ids answer 400 and change nothing',
    params: mediaIdParamSchema, body: mediaSharesBodySchema, response: z.array(mediaShareSchema),
  }),

  // ---------------------------------------------------------------- content marketplace
  marketplace: endpoint({
    shared: catalogue,
    method: 'GET', path: '/api/contentMarketplace', tags: marketTags, access: view,
    summary: 'The content marketplace (spec fields); the term searches topic, video, channel and series; the Admin may filter by product, track, module and experience level',
    query: marketplaceQuerySchema, response: pageSchema(marketplaceItemSchema),
  }),
  marketplaceItem: endpoint({
    shared: catalogue,
    method: 'GET', path: '/api/contentMarketplace/:id', tags: marketTags, access: view,
    summary: 'One marketplace video with its privacy-enhanced embed address',
    params: mediaIdParamSchema, response: marketplaceItemSchema,
  }),
  saveToMedia: endpoint({
    shared: catalogue,
    method: 'POST', path: '/api/contentMarketplace/:id/save', tags: marketTags, access: view,
    summary: 'Save a marketplace video to my media (once: saving again answers the same item)',
    params: mediaIdParamSchema, response: mediaItemSchema,
  }),
  createMarketplace: endpoint({
    method: 'POST', path: '/api/contentMarketplace', tags: marketTags, access: curate,
    summary: 'Add a curated video (a YouTube address; the thumbnail is YouTube\'s)',
    body: marketplaceInputSchema, response: marketplaceItemSchema,
  }),
  updateMarketplace: endpoint({
    method: 'PUT', path: '/api/contentMarketplace/:id', tags: marketTags, access: curate,
    summary: 'Change a curated video',
    params: mediaIdParamSchema, body: marketplaceInputSchema, response: marketplaceItemSchema,
  }),
  removeMarketplace: endpoint({
    method: 'DELETE', path: '/api/contentMarketplace/:id', tags: marketTags, access: curate,
    summary: 'Remove a curated video (learners\' saved copies stay in their media)',
    params: mediaIdParamSchema, response: z.null(),
  }),
  importMarketplace: endpoint({
    method: 'POST', path: '/api/contentMarketplace/import', tags: marketTags, access: curate,
    summary: 'Import curated videos from a CSV (multipart field "file"; header Topic, VideoName, ChannelName, ExperienceLevel, SeriesName, ProductName, TrackName, ModuleName, VideoUrl): all rows or none; bad rows answer 400 naming each row',
    upload: true, response: marketplaceImportResultSchema,
  }),
} as const;
