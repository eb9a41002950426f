import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  DRIVE_LIST_ROLES, DRIVE_TRASH_DAYS, sanitizeFileName, type DriveAccess, type DriveItem, type DriveListQuery, type DriveUsage, type ShareRow,
  type newFolderBodySchema, type sharesBodySchema, type updateItemBodySchema,
} from '@app/contracts/drive';
import type { ListQuery, Page } from '@app/contracts/list';
import { isAdminKind, normalizeRole, type Role } from '@app/contracts/roles';
import type { AppContext } from '../../platform/context.ts';
import type { Actor, AuthContext } from '../../platform/auth/access.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import { sendStoredFile } from '../../platform/storage/file-download.ts';
import { newFileKey } from '../../platform/storage/file-storage.ts';
import type { PeriodicJob } from '../../platform/jobs/jobs.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { GroupsService } from '../groups/groups.service.ts';
import type { UsersService } from '../users/users.service.ts';
import { detectType, findTools, kindOf, makePreview, previewTool, scanFile, scannerReady, type PreviewTools } from './drive-files.ts';
import * as repo from './drive.repository.ts';

export type DriveService = ReturnType<typeof createDriveService>;
type Deps = { users: UsersService; groups: GroupsService; audit: AuditService };
const DAY = 86_400_000;
const MB = 1024 * 1024;

/** Default quotas per role in MB (DRIVE_QUOTAS_MB overrides any of them: `Trainee=2048,Admin=20480`). */
const DEFAULT_QUOTAS_MB: Record<Role, number> = { Guest: 0, Trainee: 2048, Mentor: 2048, Editor: 2048, Recruiter: 512, Admin: 20480, SuperAdmin: 20480 };

export function parseQuotas(spec: string | undefined): Record<Role, number> {
  const out = { ...DEFAULT_QUOTAS_MB };
  for (const part of (spec ?? '').split(',').map((p) => p.trim()).filter(Boolean)) {
    const [name, mb] = part.split('=');
    const role = normalizeRole(name);
    const n = Number(mb);
    if (!role || !Number.isFinite(n) || n < 0) throw new Error(`DRIVE_QUOTAS_MB: cannot read '${part}' (expected Role=megabytes)`);
    out[role] = n;
  }
  return out;
}

/** Thrown into the tus server: it answers with this status and body. */
export class TusAnswer extends Error {
  constructor(readonly status_code: number, readonly body: string) {
    super(body);
  }
}

const mayList = (who: AuthContext) => DRIVE_LIST_ROLES.includes(who.role);
const emptyPage = <T>(): Page<T> => ({ items: [], pageCount: 1, pageIndex: 0, total: 0 });

/**
 * The drive: each user's folders and files, shared with users or groups to read or to edit, a trash kept
 * DRIVE_TRASH_DAYS days, a quota per role counted before any byte is stored. Every read resolves access in SQL
 * (owner, or a share on the item or a folder above it to the user or a group of theirs); "not yours" is 404.
 * Bytes live in the platform storage; previews are made by a background job without running anything of the file.
 */
export function createDriveService(ctx: AppContext, deps: Deps) {
  const quotas = parseQuotas(ctx.config.DRIVE_QUOTAS_MB);
  let tools: Promise<PreviewTools> | null = null;
  const previewTools = () => (tools ??= findTools());
  let scanning: Promise<boolean> | null = null;
  /** Whether uploads are scanned for malware here (clamscan and a signature database that loads). */
  const scanner = () => (scanning ??= scannerReady(ctx.config.DRIVE_SCAN_DATABASE));

  const quotaOf = (role: string) => Math.round((quotas[normalizeRole(role) ?? 'Guest'] ?? 0) * MB);

  async function nameOf(userId: number) {
    const [u] = await deps.users.summaries([userId]);
    return u ? `${u.firstName} ${u.lastName}`.trim() : 'Member';
  }

  function toItem(r: repo.ItemRow, access: DriveAccess): DriveItem {
    const folder = r.kind === 'folder';
    return {
      ID: r.id, Title: r.title, Description: r.description,
      Attachment: folder ? null : `/api/drive/items/${r.id}/file`,
      Type: folder ? 'folder' : r.contentType,
      UploadedBy: r.uploadedByName, CreatedOn: r.createdOn, ParentID: r.parentId, OwnerID: r.ownerId, Size: Number(r.size),
      Kind: kindOf(r.contentType, folder),
      Preview: r.previewState === 'ready' ? `/api/drive/items/${r.id}/preview` : null,
      PreviewState: r.previewState as DriveItem['PreviewState'],
      Access: access, Shared: r.shared, UpdatedOn: r.updatedOn, TrashedOn: r.trashedOn,
      ScanState: folder ? null : (r.scanState as 'clean' | 'unscanned'),
    };
  }

  /**
   * What `who` may do with an item: owner, edit or read (Admin reads any drive). 404 when missing, in the trash
   * (except for its owner with `trashed`), or not theirs.
   */
  async function resolve(who: AuthContext, id: number, opts: { trashed?: boolean } = {}) {
    const item = await repo.itemRecord(ctx.db, id);
    if (!item) throw notFound('Item');
    if (item.trashedOn && !(opts.trashed && item.ownerId === who.userId)) throw notFound('Item');
    let access: DriveAccess | null = item.ownerId === who.userId ? 'owner' : null;
    let path: { id: number; title: string; depth: number; share: 'edit' | 'read' | null }[] = [];
    if (!access || !item.trashedOn) {
      path = await repo.ancestryAndShare(ctx.db, id, who.userId, access ? [] : await deps.groups.groupIdsOfUser(who.userId));
      if (!access) {
        const shares = path.map((p) => p.share).filter(Boolean);
        if (shares.includes('edit')) access = 'edit';
        else if (shares.includes('read')) access = 'read';
        else if (isAdminKind(who.role)) access = 'read';
      }
    }
    if (!access) throw notFound('Item');
    /** The nearest shared item of the chain (the root an editor may not delete). */
    const sharedRoot = path.find((p) => p.share)?.id ?? null;
    /** An admin reads it only as an admin (neither theirs nor shared with them): such reads are audited. */
    const asAdmin = item.ownerId !== who.userId && !path.some((p) => p.share);
    return { item, access, path, sharedRoot, asAdmin };
  }

  async function assertWritable(who: AuthContext, id: number) {
    const r = await resolve(who, id);
    if (r.access === 'read') throw new AppError('FORBIDDEN', 'This item is shared with you to read only');
    return r;
  }

  /** Where new items go: the top of my drive, or a folder I own or may edit (the new item then belongs to its owner). */
  async function target(who: AuthContext, parentId: number | null) {
    if (parentId === null) return { ownerId: who.userId, parentId: null };
    let r;
    try {
      r = await assertWritable(who, parentId);
    } catch (e) {
      if (e instanceof AppError && e.code === 'NOT_FOUND') throw new AppError('VALIDATION', 'No such folder', [{ path: 'body.ParentID', message: 'No such folder' }]);
      throw e;
    }
    if (r.item.kind !== 'folder') throw new AppError('VALIDATION', 'Not a folder', [{ path: 'body.ParentID', message: 'Not a folder' }]);
    return { ownerId: r.item.ownerId, parentId };
  }

  async function usageOf(ownerId: number, role: string): Promise<DriveUsage> {
    const u = await repo.usage(ctx.db, ownerId);
    const t = await previewTools();
    return { Used: u.kept + u.reserved, Quota: quotaOf(role), InTrash: u.trash, PreviewsEnabled: t.pdftoppm && t.ffmpeg };
  }

  async function roleOf(userId: number): Promise<string> {
    const [u] = await deps.users.summaries([userId]);
    return u?.role ?? 'Guest';
  }

  const quotaExceeded = (usage: DriveUsage, size: number) =>
    new AppError('PAYLOAD_TOO_LARGE', `Not enough space: the file needs ${size} bytes, ${Math.max(0, usage.Quota - usage.Used)} of ${usage.Quota} are free`, [
      { path: 'Upload-Length', message: JSON.stringify({ Used: usage.Used, Quota: usage.Quota, Needed: size }) },
    ], 413);

  /**
   * Files the bytes at `path` into a drive: type from content, stored in the platform storage, preview queued.
   * The quota was reserved by the caller (an upload) or is checked here (`checkQuota`, seed and direct adds).
   */
  async function fileIt(input: { ownerId: number; uploadedBy: number; parentId: number | null; title: string; description: string; path: string; checkQuota?: boolean }) {
    const { size } = await stat(input.path);
    const contentType = await detectType(input.path);
    // Scanned before anything is stored: a file found infected never reaches the storage or the drive.
    const scan = (await scanner())
      ? await scanFile(input.path, size, { database: ctx.config.DRIVE_SCAN_DATABASE, maxBytes: ctx.config.DRIVE_SCAN_MAX_MB * MB })
      : { state: 'unscanned' as const, reason: 'no scanner' };
    if (scan.state === 'infected') {
      throw new AppError('RULE_VIOLATED', `The malware scan refused this file (${scan.signature})`, [{ path: 'file', message: `Malware found: ${scan.signature}` }]);
    }
    const key = newFileKey('drive', ctx.now());
    await ctx.storage.put(key, createReadStream(input.path), { contentType });
    const tool = previewTool(contentType);
    const available = await previewTools();
    const previewState = !tool ? 'none' : tool === 'sharp' || available[tool] ? 'pending' : 'off';
    const uploadedByName = await nameOf(input.uploadedBy);
    const quota = input.checkQuota ? quotaOf(await roleOf(input.ownerId)) : 0;
    try {
      return await ctx.db.transaction(async (tx) => {
        if (input.checkQuota) {
          await repo.lockOwner(tx, input.ownerId);
          const u = await repo.usage(tx, input.ownerId);
          if (u.kept + u.reserved + size > quota) throw quotaExceeded({ Used: u.kept + u.reserved, Quota: quota, InTrash: u.trash, PreviewsEnabled: false }, size);
        }
        return repo.insertItem(tx, {
          ownerId: input.ownerId, parentId: input.parentId, kind: 'file', title: sanitizeFileName(input.title), description: input.description,
          storageKey: key, size, contentType, previewState, scanState: scan.state, uploadedBy: input.uploadedBy, uploadedByName,
        });
      });
    } catch (e) {
      await ctx.storage.delete(key);
      throw e;
    }
  }

  return {
    quotaOf,
    previewTools,

    /** Warnings for /api/ready: previews that cannot be made on this machine. */
    async warnings(): Promise<string[]> {
      const t = await previewTools();
      const out: string[] = [];
      if (!t.pdftoppm) out.push('drive: pdftoppm (poppler-utils) is missing, PDF previews are off');
      if (!t.ffmpeg) out.push('drive: ffmpeg is missing, video previews are off');
      if (!(await scanner())) out.push(`drive: clamscan (clamav) or a signature database in ${ctx.config.DRIVE_SCAN_DATABASE} is missing, uploads are not scanned for malware (kept as unscanned)`);
      return out;
    },

    /** GET /drive/myDrive: the caller's own folder or top level. */
    async myDrive(who: AuthContext, q: DriveListQuery): Promise<Page<DriveItem>> {
      if (!mayList(who)) return emptyPage();
      if (q.folderId !== undefined) {
        const r = await resolve(who, q.folderId);
        if (r.item.kind !== 'folder' || r.access !== 'owner') throw notFound('Folder');
      }
      const page = await repo.listFolder(ctx.db, q, { ownerId: who.userId, folderId: q.folderId ?? null, canEdit: true });
      return { ...page, items: page.items.map((r) => toItem(r, 'owner')) };
    },

    /** GET /drive/myDriveWithShared: own top level and what is shared with the caller; in a folder, its contents. */
    async withShared(who: AuthContext, q: DriveListQuery, userId = who.userId): Promise<Page<DriveItem>> {
      if (!mayList(who)) return emptyPage();
      const viewer: AuthContext = userId === who.userId ? who : { ...who, userId, role: (await roleOf(userId)) as AuthContext['role'] };
      if (q.folderId !== undefined) {
        const r = await resolve(viewer, q.folderId);
        if (r.item.kind !== 'folder') throw notFound('Folder');
        const page = await repo.listFolder(ctx.db, q, { folderId: q.folderId, canEdit: r.access !== 'read' });
        return { ...page, items: page.items.map((row) => toItem(row, r.access === 'owner' || row.ownerId === userId ? 'owner' : r.access)) };
      }
      const groups = await deps.groups.groupIdsOfUser(userId);
      const page = await repo.listWithShared(ctx.db, q, userId, groups);
      return { ...page, items: page.items.map((r) => toItem(r, r.ownerId === userId ? 'owner' : r.canEdit ? 'edit' : 'read')) };
    },

    /** GET /drive/myDriveWithShared/{userID}: an admin opens a user's drive; the access is written to the audit log. */
    async userDrive(actor: Actor, userId: number, q: DriveListQuery): Promise<Page<DriveItem>> {
      if (!mayList(actor)) return emptyPage();
      const [u] = await deps.users.summaries([userId]);
      if (!u) throw notFound('User');
      await deps.audit.record(ctx.db, actor, {
        action: 'drive.view', entityType: 'user', entityId: userId,
        summary: `Opened the drive of ${`${u.firstName} ${u.lastName}`.trim()}${q.folderId ? ` (folder ${q.folderId})` : ''}`,
      });
      return this.withShared({ ...actor, role: 'Admin' }, q, userId);
    },

    async usage(who: AuthContext) {
      return usageOf(who.userId, who.role);
    },

    async trash(who: AuthContext, q: ListQuery): Promise<Page<DriveItem>> {
      if (!mayList(who)) return emptyPage();
      const page = await repo.listTrash(ctx.db, q, who.userId);
      return { ...page, items: page.items.map((r) => toItem(r, 'owner')) };
    },

    async item(who: AuthContext, id: number) {
      const r = await resolve(who, id);
      const row = (await repo.itemRow(ctx.db, id))!;
      // The path shows only the folders the caller may see: up to the nearest one shared with them.
      const visible = r.access === 'owner' ? r.path : r.path.slice(0, r.path.findIndex((p) => p.share) + 1 || r.path.length);
      return { Folder: toItem(row, r.access), Path: visible.slice(1).reverse().map((p) => ({ ID: p.id, Title: p.title })) };
    },

    async createFolder(who: AuthContext, body: z.output<typeof newFolderBodySchema>): Promise<DriveItem> {
      const t = await target(who, body.ParentID);
      const id = await repo.insertItem(ctx.db, {
        ownerId: t.ownerId, parentId: t.parentId, kind: 'folder', title: sanitizeFileName(body.Title), description: body.Description,
        contentType: 'folder', uploadedBy: who.userId, uploadedByName: await nameOf(who.userId),
      });
      return toItem((await repo.itemRow(ctx.db, id))!, t.ownerId === who.userId ? 'owner' : 'edit');
    },

    async update(who: AuthContext, id: number, body: z.output<typeof updateItemBodySchema>): Promise<DriveItem> {
      const r = await assertWritable(who, id);
      const patch: Parameters<typeof repo.updateItem>[2] = {};
      if (body.Title !== undefined) patch.title = sanitizeFileName(body.Title);
      if (body.Description !== undefined) patch.description = body.Description;
      if (body.ParentID !== undefined && body.ParentID !== r.item.parentId) {
        if (r.access !== 'owner' && r.sharedRoot === id) throw new AppError('FORBIDDEN', 'Only the owner moves the item they shared');
        if (body.ParentID === null) {
          if (r.access !== 'owner') throw new AppError('FORBIDDEN', 'Only the owner moves an item to the top of their drive');
        } else {
          const t = await target(who, body.ParentID);
          if (t.ownerId !== r.item.ownerId) throw new AppError('VALIDATION', 'Items move only within their owner’s drive', [{ path: 'body.ParentID', message: 'Another person’s folder' }]);
          if ((await repo.subtreeIds(ctx.db, id)).includes(body.ParentID)) {
            throw new AppError('VALIDATION', 'A folder cannot go into itself', [{ path: 'body.ParentID', message: 'A folder cannot go into itself' }]);
          }
        }
        patch.parentId = body.ParentID;
      }
      await repo.updateItem(ctx.db, id, patch, ctx.now());
      return toItem((await repo.itemRow(ctx.db, id))!, r.access);
    },

    async remove(who: AuthContext, id: number) {
      const r = await assertWritable(who, id);
      if (r.access !== 'owner' && r.sharedRoot === id) throw new AppError('FORBIDDEN', 'Only the owner deletes the item they shared');
      await ctx.db.transaction(async (tx) => repo.setTrashed(tx, await repo.subtreeIds(tx, id), id, ctx.now()));
    },

    async restore(who: AuthContext, id: number): Promise<DriveItem> {
      const r = await resolve(who, id, { trashed: true });
      if (!r.item.trashRoot) throw notFound('Item');
      await ctx.db.transaction(async (tx) => {
        const parent = r.item.parentId ? await repo.itemRecord(tx, r.item.parentId) : undefined;
        if (parent?.trashedOn) await repo.updateItem(tx, id, { parentId: null }, ctx.now());
        await repo.setTrashed(tx, await repo.subtreeIds(tx, id), id, null);
      });
      return toItem((await repo.itemRow(ctx.db, id))!, 'owner');
    },

    async sendFile(req: FastifyRequest, reply: FastifyReply, who: Actor, id: number, download: boolean) {
      const r = await resolve(who, id);
      if (!r.item.storageKey) throw notFound('File');
      if (r.asAdmin) {
        await deps.audit.record(ctx.db, who, {
          action: 'drive.file.view', entityType: 'driveItem', entityId: id,
          summary: `Opened the file ${r.item.title} of user ${r.item.ownerId}`,
        });
      }
      return sendStoredFile(req, reply, ctx.storage, r.item.storageKey, { inline: !download, fileName: r.item.title });
    },

    async sendPreview(req: FastifyRequest, reply: FastifyReply, who: AuthContext, id: number) {
      const r = await resolve(who, id);
      if (!r.item.previewKey || r.item.previewState !== 'ready') throw notFound('Preview');
      return sendStoredFile(req, reply, ctx.storage, r.item.previewKey, { inline: true, cacheControl: 'private, max-age=3600' });
    },

    async shares(who: AuthContext, id: number): Promise<ShareRow[]> {
      const r = await resolve(who, id);
      if (r.access !== 'owner') throw notFound('Item');
      const rows = await repo.sharesOf(ctx.db, id);
      const users = new Map((await deps.users.summaries(rows.flatMap((s) => (s.userId ? [s.userId] : [])))).map((u) => [u.id, u]));
      const groups = await deps.groups.names(rows.flatMap((s) => (s.groupId ? [s.groupId] : [])));
      return rows.map((s) => {
        const u = s.userId ? users.get(s.userId) : undefined;
        return {
          UserID: s.userId, GroupID: s.groupId, CanEdit: s.canEdit,
          Name: u ? `${u.firstName} ${u.lastName}`.trim() : s.groupId ? (groups.get(s.groupId) ?? 'Group') : 'Member',
          Email: u?.email ?? null,
        };
      });
    },

    async setShares(who: AuthContext, id: number, body: z.output<typeof sharesBodySchema>): Promise<ShareRow[]> {
      const r = await resolve(who, id);
      if (r.access !== 'owner') throw notFound('Item');
      const staff = isAdminKind(who.role) || who.role === 'Editor';
      const myGroups = staff ? null : new Set(await deps.groups.groupIdsOfUser(who.userId));
      // A learner names a new person by the address they know; an account id is taken only for someone this item is
      // shared with already (the dialog sends those back). Otherwise ids 1..N would read every account's name and email.
      const sharedAlready = staff ? null : new Set((await repo.sharesOf(ctx.db, id)).flatMap((s) => (s.userId ? [s.userId] : [])));
      const rows: { userId: number | null; groupId: number | null; canEdit: boolean }[] = [];
      for (const [i, s] of body.Shares.entries()) {
        const path = `body.Shares.${i}`;
        const given = [s.UserID, s.Email, s.GroupID].filter((v) => v !== undefined).length;
        if (given !== 1) throw new AppError('VALIDATION', 'Name one person or one group per share', [{ path, message: 'Give UserID, Email or GroupID' }]);
        if (s.GroupID !== undefined) {
          if (!(await deps.groups.exists(s.GroupID)) || (myGroups && !myGroups.has(s.GroupID))) {
            throw new AppError('VALIDATION', 'You can share only with groups you belong to', [{ path: `${path}.GroupID`, message: 'Unknown group' }]);
          }
          if (!rows.some((x) => x.groupId === s.GroupID)) rows.push({ userId: null, groupId: s.GroupID, canEdit: s.CanEdit });
          continue;
        }
        const user = s.Email !== undefined ? await deps.users.findByEmail(s.Email)
          : sharedAlready && !sharedAlready.has(s.UserID!) ? undefined : (await deps.users.summaries([s.UserID!]))[0];
        if (!user) throw new AppError('VALIDATION', 'No account has this address', [{ path: `${path}.${s.Email !== undefined ? 'Email' : 'UserID'}`, message: 'Unknown person' }]);
        if (user.id === who.userId) throw new AppError('VALIDATION', 'This is your own item', [{ path, message: 'You own it already' }]);
        if (!rows.some((x) => x.userId === user.id)) rows.push({ userId: user.id, groupId: null, canEdit: s.CanEdit });
      }
      await ctx.db.transaction((tx) => repo.replaceShares(tx, id, rows, who.userId));
      return this.shares(who, id);
    },

    // ------------------------------------------------------------------ resumable uploads (tus)

    /**
     * A tus upload is about to be created: the target folder must be writable and Upload-Length must fit in the
     * owner's quota together with what they keep and what their other uploads reserved (under a per-owner lock, so
     * two uploads starting together cannot both squeeze in). Nothing is stored when this throws.
     */
    async reserveUpload(who: AuthContext, u: { id: string; size: number | undefined; filename: string | null | undefined; parentId: string | null | undefined; description: string | null | undefined }) {
      if (!mayList(who)) throw new TusAnswer(403, 'The drive is for learners and admins\n');
      if (u.size === undefined) throw new TusAnswer(400, 'Upload-Length is required (deferred length is not accepted)\n');
      const title = sanitizeFileName(u.filename ?? '');
      if (!u.filename?.trim()) throw new TusAnswer(400, 'Upload-Metadata must name the file (filename)\n');
      let t;
      try {
        t = await target(who, u.parentId ? Number(u.parentId) : null);
      } catch (e) {
        throw new TusAnswer(e instanceof AppError && e.code === 'FORBIDDEN' ? 403 : 404, `${(e as Error).message}\n`);
      }
      const role = t.ownerId === who.userId ? who.role : await roleOf(t.ownerId);
      const quota = quotaOf(role);
      const size = u.size;
      await ctx.db.transaction(async (tx) => {
        await repo.lockOwner(tx, t.ownerId);
        const used = await repo.usage(tx, t.ownerId);
        if (used.kept + used.reserved + size > quota) {
          const body = { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'Not enough space in the drive for this file', data: { Used: used.kept + used.reserved, Quota: quota, Needed: size, InTrash: used.trash } };
          throw new TusAnswer(413, JSON.stringify(body));
        }
        await repo.insertUpload(tx, { id: u.id, ownerId: t.ownerId, uploadedBy: who.userId, parentId: t.parentId, title, description: u.description ?? '', size });
      });
    },

    /** Only the person who started an upload continues, checks or cancels it; anyone else gets 404. Sending bytes
     *  (`writing`) into another owner's folder needs the edit share still. */
    async assertUploadOf(who: AuthContext, uploadId: string, writing = true) {
      const u = await repo.uploadById(ctx.db, uploadId);
      if (!u || u.uploadedBy !== who.userId) throw new TusAnswer(404, 'Upload not found\n');
      // Into someone else's folder an upload goes on only while the edit share that allowed it still stands.
      if (writing && u.ownerId !== who.userId) {
        const stillWritable = await target(who, u.parentId).then(() => true, () => false);
        if (!stillWritable) throw new TusAnswer(403, 'This folder is no longer shared with you for editing\n');
      }
    },

    /** The last byte arrived: the file goes into the drive (type by content), the reservation ends. */
    async finishUpload(uploadId: string, path: string) {
      const u = await repo.uploadById(ctx.db, uploadId);
      if (!u) throw new TusAnswer(404, 'Upload not found\n');
      let id: number;
      try {
        id = await fileIt({ ownerId: u.ownerId, uploadedBy: u.uploadedBy, parentId: u.parentId, title: u.title, description: u.description, path });
      } catch (e) {
        if (!(e instanceof AppError) || e.code !== 'RULE_VIOLATED') throw e;
        // Refused by the scan: the reservation ends with it (the tus server removes the partial file).
        await repo.deleteUpload(ctx.db, uploadId);
        throw new TusAnswer(422, JSON.stringify({ status: 422, code: e.code, message: e.message, errors: e.details }));
      }
      await repo.deleteUpload(ctx.db, uploadId);
      const row = (await repo.itemRow(ctx.db, id))!;
      return { ID: id, Title: row.title, Type: row.contentType, Size: Number(row.size) };
    },

    /** Cancelled (tus termination): the reservation ends at once, the tus server removes the partial bytes. */
    async cancelUpload(uploadId: string) {
      await repo.deleteUpload(ctx.db, uploadId);
    },

    /** Adds a file from bytes (seed, tests), checking the quota. */
    async addFile(who: AuthContext, input: { parentId: number | null; title: string; bytes: Uint8Array; description?: string }) {
      const t = await target(who, input.parentId);
      const dir = await mkdtemp(join(tmpdir(), 'drive-add-'));
      try {
        const path = join(dir, 'file');
        await pipeline(async function* () {
          yield input.bytes;
        }, createWriteStream(path));
        const id = await fileIt({ ownerId: t.ownerId, uploadedBy: who.userId, parentId: t.parentId, title: input.title, description: input.description ?? '', path, checkQuota: true });
        return toItem((await repo.itemRow(ctx.db, id))!, 'owner');
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },

    /** Where the tus server keeps partial uploads (one file and its .json per upload). */
    uploadDirectory: join(ctx.config.DATA_DIR, 'drive-uploads'),

    /** Stale uploads (started more than a day ago) end: their reservation and their partial bytes. */
    async cleanStaleUploads() {
      for (const u of await repo.staleUploads(ctx.db, new Date(ctx.now().getTime() - DAY))) {
        await rm(join(this.uploadDirectory, u.id), { force: true });
        await rm(join(this.uploadDirectory, `${u.id}.json`), { force: true });
        await repo.deleteUpload(ctx.db, u.id);
      }
    },

    // ------------------------------------------------------------------ background work

    /** Makes previews of files waiting for one (a few per run); a file that cannot be read is marked failed. */
    async makePreviews(limit = 5): Promise<number> {
      const available = await previewTools();
      let done = 0;
      for (const item of await repo.pendingPreviews(ctx.db, limit)) {
        const tool = previewTool(item.contentType);
        if (!tool || !item.storageKey) {
          await repo.updateItem(ctx.db, item.id, { previewState: 'none' }, ctx.now());
          continue;
        }
        if (tool !== 'sharp' && !available[tool]) {
          await repo.updateItem(ctx.db, item.id, { previewState: 'off' }, ctx.now());
          continue;
        }
        const dir = await mkdtemp(join(tmpdir(), 'drive-src-'));
        try {
          const src = join(dir, 'source');
          const file = await ctx.storage.get(item.storageKey);
          await pipeline(file.stream, createWriteStream(src));
          const image = await makePreview(src, tool);
          const key = newFileKey('drive-previews', ctx.now());
          await ctx.storage.put(key, image, { contentType: 'image/webp' });
          await repo.updateItem(ctx.db, item.id, { previewKey: key, previewState: 'ready' }, ctx.now());
          done += 1;
        } catch {
          await repo.updateItem(ctx.db, item.id, { previewState: 'failed' }, ctx.now());
        } finally {
          await rm(dir, { recursive: true, force: true });
        }
      }
      return done;
    },

    /** Removes for good what has been in the trash longer than DRIVE_TRASH_DAYS: bytes first, then the rows. */
    async purgeTrash(): Promise<number> {
      const before = new Date(ctx.now().getTime() - DRIVE_TRASH_DAYS * DAY);
      let purged = 0;
      for (const root of await repo.expiredTrashRoots(ctx.db, before)) {
        const ids = await repo.subtreeIds(ctx.db, root.id);
        for (const k of await repo.keysOf(ctx.db, ids)) {
          if (k.storageKey) await ctx.storage.delete(k.storageKey);
          if (k.previewKey) await ctx.storage.delete(k.previewKey);
        }
        await repo.deleteItem(ctx.db, root.id);
        purged += ids.length;
      }
      return purged;
    },
  };
}

/** Previews of new files, every few seconds. */
export function drivePreviewsJob(drive: Pick<DriveService, 'makePreviews'>, intervalMs = 5_000): PeriodicJob {
  return { name: 'drive.previews', intervalMs, runAtStart: true, run: () => drive.makePreviews() };
}

/** The trash kept DRIVE_TRASH_DAYS days and stale uploads, purged hourly. */
export function drivePurgeJob(drive: Pick<DriveService, 'purgeTrash' | 'cleanStaleUploads'>, intervalMs = 3600_000): PeriodicJob {
  return { name: 'drive.purgeTrash', intervalMs, runAtStart: true, run: async () => [await drive.purgeTrash(), await drive.cleanStaleUploads()] };
}
