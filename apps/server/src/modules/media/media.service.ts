import type { MultipartFile } from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { parse as parseCsv } from 'csv-parse/sync';
import { fileTypeFromBuffer } from 'file-type';
import type { ListQuery, Page } from '@app/contracts/list';
import {
  marketplaceCsvColumns, marketplaceInputSchema, mediaSharesBodySchema, youtubeId, type MarketplaceInput, type MarketplaceItem, type MediaDetail,
  type MediaFilterBody, type MediaInput, type MediaItem, type MediaSharesBody, mediaFilterBodySchema, mediaInputSchema,
} from '@app/contracts/media';
import { hasCapability } from '@app/contracts/roles';
import type { AppContext } from '../../platform/context.ts';
import type { Actor, AuthContext } from '../../platform/auth/access.ts';
import { AppError, forbidden, notFound } from '../../platform/http/app-error.ts';
import { newFileKey } from '../../platform/storage/file-storage.ts';
import { sendStoredFile } from '../../platform/storage/file-download.ts';
import { saveUpload } from '../../platform/storage/file-upload.ts';
import type { AuditService } from '../audit/audit.service.ts';
import * as repo from './media.repository.ts';

/** How long a signed stream or poster address works (the player asks for a new one when it stops). */
export const MEDIA_URL_TTL_SECONDS = 4 * 3600;
export const mediaStreamPath = (id: number) => `/api/media/${id}/stream`;
export const mediaPosterPath = (id: number) => `/api/media/${id}/poster`;

const FILE_TYPES = ['video/mp4', 'video/webm', 'video/ogg', 'video/quicktime', 'application/pdf'] as const;
const POSTER_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
const POSTER_MAX_BYTES = 2 * 1024 * 1024;
/** A marketplace CSV: at most this many rows in one import. */
const MAX_IMPORT_ROWS = 2000;

type Deps = {
  users: { summaries(ids: number[]): Promise<{ id: number; firstName: string; lastName: string; email: string; role: string; active: boolean }[]>; get(id: number): Promise<{ firstName: string; lastName: string }> };
  audit: AuditService;
  masters: { list(type: string, q: ListQuery): Promise<Page<{ ID: number; Title: string }>> };
  /** The courses a learner is admitted to (everyone in a course sees what is shared with it). */
  coursesOf(userId: number): Promise<number[]>;
  courseTitle(courseId: number): Promise<string | null>;
  groups: { groupIdsOfUser(userId: number): Promise<number[]>; names(ids: number[]): Promise<Map<number, string>> };
  signPath(sessionId: number, path: string, ttlSeconds: number): Promise<string>;
  resolveSigned(path: string, q: { s: number; e: number; sig: string }): Promise<AuthContext | null>;
};

export type MediaService = ReturnType<typeof createMediaService>;

/** Media managers see every item; everyone else their own and what is shared with them. */
const managesMedia = (who: Pick<AuthContext, 'role'>) => hasCapability(who.role, 'media.manage');

const invalid = (path: string, message: string) => new AppError('VALIDATION', 'Some fields are not valid', [{ path, message }]);

/**
 * The media library and the content marketplace. Visibility is written into the queries (repo.visibleTo): an item
 * neither mine nor shared with me answers 404 like a missing one.
 */
export function createMediaService(ctx: AppContext, deps: Deps) {
  const db = ctx.db;

  async function viewerOf(who: AuthContext): Promise<repo.Viewer> {
    const [groupIds, courseIds] = await Promise.all([deps.groups.groupIdsOfUser(who.userId), deps.coursesOf(who.userId)]);
    return { userId: who.userId, groupIds, courseIds };
  }
  /** The WHERE of what `who` may open (undefined: everything, for media managers). */
  async function scopeOf(who: AuthContext) {
    return managesMedia(who) ? undefined : repo.visibleTo(await viewerOf(who));
  }

  async function view(who: AuthContext, r: repo.MediaRow | repo.MediaRecord): Promise<MediaItem> {
    let poster: string | null = null;
    if (r.posterKey) poster = await deps.signPath(who.sessionId, mediaPosterPath(r.id), MEDIA_URL_TTL_SECONDS);
    else if (r.thumbnailUrl) poster = r.thumbnailUrl;
    return {
      ID: r.id, Title: r.title, Description: r.description, Attachment: r.type === 'link' ? (r.link ?? '') : (r.fileName ?? ''),
      Type: r.type as MediaItem['Type'], ContentType: r.contentType, SizeBytes: Number(r.sizeBytes), DurationSeconds: r.durationSeconds,
      UploadedBy: r.ownerName, UploadedByID: r.ownerId, CreatedOn: r.createdOn.toISOString(),
      ProductID: r.productId, ProductName: r.productName, TrackID: r.trackId, TrackName: r.trackName, ModuleID: r.moduleId, ModuleName: r.moduleName,
      Mine: r.ownerId === who.userId, PosterUrl: poster, ShareCount: 'shareCount' in r ? r.shareCount : 0,
    };
  }
  async function pageOf(who: AuthContext, page: Page<repo.MediaRow>): Promise<Page<MediaItem>> {
    return { ...page, items: await Promise.all(page.items.map((r) => view(who, r))) };
  }

  async function masterTitle(type: 'products' | 'tracks' | 'modules', id: number | null, field: string) {
    if (id === null) return '';
    const page = await deps.masters.list(type, { pageIndex: 0, pageSize: 500, sortDesc: false });
    const e = page.items.find((x) => x.ID === id);
    if (!e) throw invalid(`body.${field}`, `Not an entry of ${type}`);
    return e.Title;
  }
  async function valuesOf(raw: MediaInput) {
    const input = mediaInputSchema.parse(raw);
    const [productName, trackName, moduleName] = await Promise.all([
      masterTitle('products', input.ProductID, 'ProductID'), masterTitle('tracks', input.TrackID, 'TrackID'), masterTitle('modules', input.ModuleID, 'ModuleID'),
    ]);
    return {
      title: input.Title, description: input.Description, durationSeconds: input.DurationSeconds,
      productId: input.ProductID, productName, trackId: input.TrackID, trackName, moduleId: input.ModuleID, moduleName,
    };
  }
  /** An item a media manager changes (any item); 404 when missing. */
  async function managed(id: number) {
    const r = await repo.findMedia(db, id);
    if (!r) throw notFound('Media item');
    return r;
  }
  async function ownerName(userId: number) {
    const u = await deps.users.get(userId);
    return `${u.firstName} ${u.lastName}`.trim();
  }

  function marketView(r: repo.MarketplaceRecord, saved: number | null = null): MarketplaceItem {
    return {
      ID: r.id, Topic: r.topic, VideoName: r.videoName, ChannelName: r.channelName, ExperienceLevel: r.experienceLevel, SeriesName: r.seriesName,
      ProductName: r.productName, TrackName: r.trackName, ModuleName: r.moduleName, VideoUrl: r.videoUrl,
      EmbedUrl: `https://www.youtube-nocookie.com/embed/${r.youtubeId}?rel=0`, ThumbnailUrl: `https://i.ytimg.com/vi/${r.youtubeId}/hqdefault.jpg`,
      CreatedOn: r.createdOn.toISOString(), SavedMediaID: saved,
    };
  }
  function marketValues(input: ReturnType<typeof marketplaceInputSchema.parse>) {
    const y = youtubeId(input.VideoUrl)!;
    return {
      topic: input.Topic, videoName: input.VideoName, channelName: input.ChannelName, experienceLevel: input.ExperienceLevel, seriesName: input.SeriesName,
      productName: input.ProductName, trackName: input.TrackName, moduleName: input.ModuleName, videoUrl: `https://www.youtube.com/watch?v=${y}`, youtubeId: y,
    };
  }

  return {
    // ---------------------------------------------------------------- lists
    /** Spec: GET /media/myMedia, my own media. */
    async mine(who: AuthContext, q: ListQuery) {
      return pageOf(who, await repo.listMedia(db, q, [repo.ownedBy(who.userId)]));
    },
    /** Spec: GET /media/myMediaWithShared, my own and shared with me. */
    async mineWithShared(who: AuthContext, q: ListQuery) {
      return pageOf(who, await repo.listMedia(db, q, [repo.visibleTo(await viewerOf(who))]));
    },
    /** Spec: POST /media/myMediaWithShared {Product, Track[], Modules[]}: all media for a manager, else mine and shared. */
    async filter(who: AuthContext, q: ListQuery, body: MediaFilterBody) {
      const f = mediaFilterBodySchema.parse(body);
      return pageOf(who, await repo.listMedia(db, q, [await scopeOf(who), ...repo.tagFilters(f)]));
    },
    async detail(who: AuthContext, id: number): Promise<MediaDetail> {
      const r = await repo.findMedia(db, id, await scopeOf(who));
      if (!r) throw notFound('Media item');
      const url = r.type === 'link' ? r.link : r.fileKey ? await deps.signPath(who.sessionId, mediaStreamPath(r.id), MEDIA_URL_TTL_SECONDS) : null;
      return { ...(await view(who, r)), Url: url };
    },
    /** The file (range requests) or poster by a signed address; the signer must still be allowed to see the item. */
    async sendSigned(req: FastifyRequest, reply: FastifyReply, id: number, which: 'stream' | 'poster', q: { s: number; e: number; sig: string }) {
      const who = await deps.resolveSigned(which === 'stream' ? mediaStreamPath(id) : mediaPosterPath(id), q);
      if (!who || !hasCapability(who.role, 'media.view')) throw forbidden('This media address has expired or is not valid: open the item again');
      const r = await repo.findMedia(db, id, await scopeOf(who));
      const key = which === 'stream' ? r?.fileKey : r?.posterKey;
      if (!r || !key) throw notFound('Media item');
      return sendStoredFile(req, reply, ctx.storage, key, {
        fileName: which === 'stream' ? (r.fileName ?? undefined) : undefined, inline: true,
        cacheControl: which === 'poster' ? 'private, max-age=86400' : undefined,
      });
    },
    /** The owner removes their item; a media manager any (audited when it is someone else's). */
    async remove(actor: Actor, id: number) {
      const r = await repo.findMedia(db, id, managesMedia(actor) ? undefined : repo.ownedBy(actor.userId));
      if (!r) throw notFound('Media item');
      await db.transaction(async (tx) => {
        await repo.deleteMedia(tx, id);
        if (r.ownerId !== actor.userId) {
          await deps.audit.record(tx, actor, { action: 'media.remove', entityType: 'media', entityId: id, before: { Title: r.title, Owner: r.ownerName }, summary: `Removed the media item "${r.title}" of ${r.ownerName}` });
        }
      });
      for (const key of [r.fileKey, r.posterKey]) if (key) await ctx.storage.delete(key).catch(() => {});
    },

    // ---------------------------------------------------------------- managing
    async create(actor: AuthContext, input: MediaInput) {
      const values = await valuesOf(input);
      const row = await repo.insertMedia(db, { ...values, type: 'video', ownerId: actor.userId, ownerName: await ownerName(actor.userId) });
      return view(actor, row);
    },
    async update(actor: Actor, id: number, input: MediaInput) {
      const before = await managed(id);
      const values = await valuesOf(input);
      const row = await db.transaction(async (tx) => {
        const r = await repo.updateMedia(tx, id, { ...values, updatedOn: ctx.now() });
        await deps.audit.record(tx, actor, {
          action: 'media.update', entityType: 'media', entityId: id,
          before: { Title: before.title, Product: before.productName, Track: before.trackName, Module: before.moduleName },
          after: { Title: values.title, Product: values.productName, Track: values.trackName, Module: values.moduleName },
          summary: `Changed the media item "${values.title}"`,
        });
        return r!;
      });
      return view(actor, { ...row, shareCount: before.shareCount });
    },
    /** Stores the item's video or PDF (type by its bytes), replacing an earlier file. */
    async upload(actor: Actor, id: number, part: MultipartFile) {
      const before = await managed(id);
      if (before.type === 'link') throw new AppError('RULE_VIOLATED', 'A saved external video takes no file');
      const saved = await saveUpload(ctx, part, { prefix: 'media', allow: FILE_TYPES });
      const row = await db.transaction(async (tx) => {
        const r = await repo.updateMedia(tx, id, {
          fileKey: saved.key, fileName: saved.originalName, contentType: saved.contentType, sizeBytes: saved.size,
          type: saved.contentType === 'application/pdf' ? 'document' : 'video', updatedOn: ctx.now(),
        });
        // The first file of an item being prepared is not news; swapping what an audience already watches is.
        if (before.fileKey || before.shareCount > 0) {
          await deps.audit.record(tx, actor, {
            action: 'media.file.replace', entityType: 'media', entityId: id,
            before: { FileName: before.fileName ?? '', Shares: before.shareCount }, after: { FileName: saved.originalName },
            summary: `Replaced the file of the media item "${before.title}"`,
          });
        }
        return r;
      });
      if (before.fileKey) await ctx.storage.delete(before.fileKey).catch(() => {});
      return view(actor, { ...row!, shareCount: before.shareCount });
    },
    async uploadPoster(actor: Actor, id: number, part: MultipartFile) {
      const before = await managed(id);
      const saved = await saveUpload(ctx, part, { prefix: 'media-posters', allow: POSTER_TYPES, maxBytes: POSTER_MAX_BYTES });
      const row = await db.transaction(async (tx) => {
        const r = await repo.updateMedia(tx, id, { posterKey: saved.key, updatedOn: ctx.now() });
        if (before.posterKey && before.shareCount > 0) {
          await deps.audit.record(tx, actor, {
            action: 'media.poster.replace', entityType: 'media', entityId: id, summary: `Replaced the poster of the shared media item "${before.title}"`,
          });
        }
        return r;
      });
      if (before.posterKey) await ctx.storage.delete(before.posterKey).catch(() => {});
      return view(actor, { ...row!, shareCount: before.shareCount });
    },
    /** Files the server ships (the demo library), checked like uploads. */
    async attachBundled(id: number, which: 'file' | 'poster', bytes: Uint8Array, fileName: string) {
      const type = await fileTypeFromBuffer(bytes);
      const allow: readonly string[] = which === 'file' ? FILE_TYPES : POSTER_TYPES;
      if (!type || !allow.includes(type.mime)) throw new AppError('RULE_VIOLATED', `Not an accepted file (${type?.mime ?? 'unknown'})`);
      const key = newFileKey(which === 'file' ? 'media' : 'media-posters', ctx.now());
      const info = await ctx.storage.put(key, bytes, { contentType: type.mime });
      await repo.updateMedia(db, id, which === 'file'
        ? { fileKey: key, fileName, contentType: type.mime, sizeBytes: info.size, type: type.mime === 'application/pdf' ? 'document' : 'video' }
        : { posterKey: key });
    },
    shares: async (id: number) => {
      await managed(id);
      return repo.sharesOf(db, id);
    },
    /** Replaces the audience; every user, group and course must exist (else 400, nothing changes). */
    async setShares(actor: Actor, id: number, body: MediaSharesBody) {
      const item = await managed(id);
      const b = mediaSharesBodySchema.parse(body);
      const users = [...new Set(b.Users)];
      const groups = [...new Set(b.Groups)];
      const courses = [...new Set(b.Courses)];
      const errors: { path: string; message: string }[] = [];
      const people = new Map((await deps.users.summaries(users)).filter((u) => u.active).map((u) => [u.id, `${u.firstName} ${u.lastName}`.trim()]));
      users.forEach((u, i) => { if (!people.has(u)) errors.push({ path: `body.Users.${i}`, message: `No active user ${u}` }); });
      const groupNames = await deps.groups.names(groups);
      groups.forEach((g, i) => { if (!groupNames.has(g)) errors.push({ path: `body.Groups.${i}`, message: `No group ${g}` }); });
      const courseNames = new Map<number, string>();
      for (const [i, c] of courses.entries()) {
        const title = await deps.courseTitle(c);
        if (title === null) errors.push({ path: `body.Courses.${i}`, message: `No course ${c}` });
        else courseNames.set(c, title);
      }
      if (errors.length) throw new AppError('VALIDATION', 'Some of the people, groups or courses do not exist', errors);
      const rows = [
        ...users.map((u) => ({ kind: 'user', targetId: u, targetName: people.get(u)! })),
        ...groups.map((g) => ({ kind: 'group', targetId: g, targetName: groupNames.get(g)! })),
        ...courses.map((c) => ({ kind: 'course', targetId: c, targetName: courseNames.get(c)! })),
      ];
      const before = await repo.sharesOf(db, id);
      await db.transaction(async (tx) => {
        await repo.replaceShares(tx, id, rows, actor.userId);
        await deps.audit.record(tx, actor, {
          action: 'media.share', entityType: 'media', entityId: id,
          before: { Audience: before.map((s) => `${s.Kind}:${s.TargetName}`).join(', ') },
          after: { Audience: rows.map((s) => `${s.kind}:${s.targetName}`).join(', ') },
          summary: `Shared "${item.title}" with ${rows.length} user(s), group(s) and course(s)`,
        });
      });
      return repo.sharesOf(db, id);
    },

    // ---------------------------------------------------------------- marketplace
    /** The catalogue; filters are the Admin's (spec section 6), a learner searches by term. */
    async marketplace(who: AuthContext, q: ListQuery & repo.MarketFilters) {
      const filters = hasCapability(who.role, 'mobile.manage') || managesMedia(who) ? q : {};
      const page = await repo.listMarketplace(db, q, filters);
      const saved = await repo.savedOf(db, who.userId, page.items.map((r) => r.id));
      return { ...page, items: page.items.map((r) => marketView(r, saved.get(r.id) ?? null)) };
    },
    async marketplaceItem(who: AuthContext, id: number) {
      const r = await repo.findMarketplace(db, id);
      if (!r) throw notFound('Marketplace video');
      const saved = await repo.savedOf(db, who.userId, [id]);
      return marketView(r, saved.get(id) ?? null);
    },
    /** Saves a marketplace video to my media once (again: the same item). */
    async save(who: AuthContext, id: number) {
      const r = await repo.findMarketplace(db, id);
      if (!r) throw notFound('Marketplace video');
      const row = await repo.insertSaved(db, {
        ownerId: who.userId, ownerName: await ownerName(who.userId), type: 'link', title: r.videoName,
        description: `${r.channelName}${r.seriesName ? ` · ${r.seriesName}` : ''} · ${r.topic}`, link: r.videoUrl,
        thumbnailUrl: `https://i.ytimg.com/vi/${r.youtubeId}/hqdefault.jpg`, productName: r.productName, trackName: r.trackName, moduleName: r.moduleName,
        marketplaceId: r.id,
      });
      return view(who, row);
    },
    async createMarketplace(actor: Actor, input: MarketplaceInput) {
      const values = marketValues(marketplaceInputSchema.parse(input));
      if ((await repo.existingYoutubeIds(db, [values.youtubeId])).size) throw invalid('body.VideoUrl', 'This video is in the marketplace already');
      const row = await db.transaction(async (tx) => {
        const [r] = await repo.insertMarketplace(tx, [{ ...values, createdBy: actor.userId }]);
        await deps.audit.record(tx, actor, { action: 'marketplace.create', entityType: 'marketplace', entityId: r!.id, after: { VideoName: r!.videoName, Channel: r!.channelName }, summary: `Added "${r!.videoName}" to the content marketplace` });
        return r!;
      });
      return marketView(row);
    },
    async updateMarketplace(actor: Actor, id: number, input: MarketplaceInput) {
      const before = await repo.findMarketplace(db, id);
      if (!before) throw notFound('Marketplace video');
      const values = marketValues(marketplaceInputSchema.parse(input));
      if ((await repo.existingYoutubeIds(db, [values.youtubeId], id)).size) throw invalid('body.VideoUrl', 'This video is in the marketplace already');
      const row = await db.transaction(async (tx) => {
        const r = await repo.updateMarketplace(tx, id, { ...values, updatedOn: ctx.now() });
        await deps.audit.record(tx, actor, { action: 'marketplace.update', entityType: 'marketplace', entityId: id, before: { VideoName: before.videoName, Topic: before.topic }, after: { VideoName: values.videoName, Topic: values.topic }, summary: `Changed "${values.videoName}" in the content marketplace` });
        return r!;
      });
      return marketView(row);
    },
    async removeMarketplace(actor: Actor, id: number) {
      await db.transaction(async (tx) => {
        const r = await repo.deleteMarketplace(tx, id);
        if (!r) throw notFound('Marketplace video');
        await deps.audit.record(tx, actor, { action: 'marketplace.remove', entityType: 'marketplace', entityId: id, before: { VideoName: r.videoName }, summary: `Removed "${r.videoName}" from the content marketplace` });
      });
    },
    /** A CSV of curated videos: every row valid and new, or nothing is imported (400 naming each bad row). */
    async importMarketplace(actor: Actor, part: MultipartFile) {
      const buf = await part.toBuffer().catch(() => {
        throw new AppError('PAYLOAD_TOO_LARGE', 'The file is too large');
      });
      return this.importCsv(actor, buf.toString('utf8'));
    },
    async importCsv(actor: Actor, text: string) {
      let records: Record<string, string>[];
      try {
        records = parseCsv(text.replace(/^\uFEFF/, ''), { columns: true, skip_empty_lines: true, trim: true, relax_column_count: false });
      } catch (err) {
        throw invalid('file', `Not a readable CSV: ${(err as Error).message}`);
      }
      if (!records.length) throw invalid('file', 'The file has no rows');
      if (records.length > MAX_IMPORT_ROWS) throw invalid('file', `At most ${MAX_IMPORT_ROWS} rows in one import`);
      const header = Object.keys(records[0]!);
      const unknown = header.filter((h) => !(marketplaceCsvColumns as readonly string[]).includes(h));
      const missing = marketplaceCsvColumns.filter((c) => !header.includes(c) && c !== 'SeriesName' && c !== 'TrackName' && c !== 'ModuleName');
      if (unknown.length || missing.length) {
        throw invalid('file', [missing.length ? `Missing columns: ${missing.join(', ')}` : '', unknown.length ? `Unknown columns: ${unknown.join(', ')}` : ''].filter(Boolean).join('; '));
      }
      const errors: { path: string; message: string }[] = [];
      const rows: ReturnType<typeof marketValues>[] = [];
      const seen = new Set<string>();
      records.forEach((rec, i) => {
        const line = i + 2;
        const parsed = marketplaceInputSchema.safeParse(rec);
        if (!parsed.success) {
          for (const issue of parsed.error.issues) errors.push({ path: `row ${line}.${issue.path.join('.')}`, message: issue.message });
          return;
        }
        const v = marketValues(parsed.data);
        if (seen.has(v.youtubeId)) errors.push({ path: `row ${line}.VideoUrl`, message: 'The same video appears twice in the file' });
        seen.add(v.youtubeId);
        rows.push(v);
      });
      const existing = await repo.existingYoutubeIds(db, rows.map((r) => r.youtubeId));
      records.forEach((rec, i) => {
        const y = youtubeId(rec.VideoUrl ?? '');
        if (y && existing.has(y)) errors.push({ path: `row ${i + 2}.VideoUrl`, message: 'This video is in the marketplace already' });
      });
      if (errors.length) throw new AppError('VALIDATION', `${new Set(errors.map((e) => e.path.split('.')[0])).size} row(s) of the file are not valid; nothing was imported`, errors.slice(0, 200));
      await db.transaction(async (tx) => {
        await repo.insertMarketplace(tx, rows.map((r) => ({ ...r, createdBy: actor.userId })));
        await deps.audit.record(tx, actor, { action: 'marketplace.import', entityType: 'marketplace', after: { Rows: rows.length }, summary: `Imported ${rows.length} videos into the content marketplace` });
      });
      return { Imported: rows.length };
    },
    /** Seeding and the app's content lookups. */
    marketplaceRecord: (id: number) => repo.findMarketplace(db, id),
    mediaRecord: (id: number) => repo.findMedia(db, id),
    /** Of the given media ids, those `who` may open (none without a session): the app feed lists only those. */
    openableIds: async (who: AuthContext | null | undefined, ids: number[]) => (who ? repo.mediaIdsWhere(db, ids, await scopeOf(who)) : new Set<number>()),
    countMarketplace: () => repo.countMarketplace(db),
    seedMarketplace: (rows: MarketplaceInput[], createdBy: number | null) =>
      repo.insertMarketplace(db, rows.map((r) => ({ ...marketValues(marketplaceInputSchema.parse(r)), createdBy }))),
  };
}
