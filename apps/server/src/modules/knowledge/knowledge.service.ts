import type { MultipartFile } from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ListQuery } from '@app/contracts/list';
import {
  KNOWLEDGE_ATTACHMENT_BYTES, KNOWLEDGE_ATTACHMENTS_MAX, KNOWLEDGE_FILE_TYPES, knowledgeTagTypes,
  type KnowledgeFolder, type KnowledgeItemBody, type KnowledgeItemDetail, type KnowledgeListQuery, type KnowledgeStatus, type KnowledgeVersion,
} from '@app/contracts/knowledge';
import { hasCapability, normalizeRole, type AccountRole } from '@app/contracts/roles';
import type { MasterType } from '@app/contracts/masters';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Actor, AuthContext } from '../../platform/auth/access.ts';
import type { Db } from '../../platform/db/client.ts';
import { AppError, conflict, forbidden, notFound, ruleViolated } from '../../platform/http/app-error.ts';
import { sendStoredFile } from '../../platform/storage/file-download.ts';
import { saveUpload } from '../../platform/storage/file-upload.ts';
import { plainText, sanitizeRichText } from '../../platform/text/rich-text.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { CoinsService } from '../coins/coins.service.ts';
import type { MastersService } from '../masters/masters.service.ts';
import type { Notify } from '../notifications/notify.ts';
import type { UsersService } from '../users/users.service.ts';
import * as repo from './knowledge.repository.ts';
import type { KnowledgeTag } from './knowledge.tables.ts';

export type KnowledgeService = ReturnType<typeof createKnowledgeService>;
type Deps = { users: UsersService; masters: MastersService; audit: AuditService; coins: CoinsService; notify: Notify };

/** Who reads the repository: an account and its role (the codebase's AuthContext satisfies it). */
export type KnowledgeViewer = { userId: number; role: string };
/** A contribution checked and ready to write (see `contribution.prepare`). */
export type PreparedContribution = { input: KnowledgeItemBody; tags: KnowledgeTag[]; body: string; bodyText: string };

const isEditor = (viewer: KnowledgeViewer) => hasCapability(viewer.role, 'knowledge.manage');
/** Contributing (the spec's KR Contribute): contributors and editors. */
function assertMayContribute(viewer: KnowledgeViewer) {
  if (!hasCapability(viewer.role, 'knowledge.contribute') && !isEditor(viewer)) throw forbidden('Contributing to the knowledge repository is for learners, mentors and editors');
}

/** The folders a viewer may see: editors (knowledge.manage) every one, others those open to their role. */
export function folderScope(viewer: KnowledgeViewer): repo.FolderScope {
  if (isEditor(viewer)) return { all: true };
  return { all: false, role: normalizeRole(viewer.role) ?? '-' };
}

/** The web route that opens an item. */
export const itemUrl = (id: number) => `/Others/knowledgeRepository?item=${id}`;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const excerpt = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);
const statusWord: Record<KnowledgeStatus, string> = { pending: 'waiting for review', changes: 'changes asked', approved: 'approved', rejected: 'rejected' };

/**
 * The knowledge repository: folders with per-role visibility, items contributed by learners and staff and reviewed
 * by editors, full-text search, bookmarks and version history. Folder visibility and item state are filtered in
 * every query (pending, changes-asked and rejected items reach only their author and editors; a folder hidden from
 * a role hides everything under it).
 */
export function createKnowledgeService(ctx: AppContext, deps: Deps) {
  return {
    ...buildKnowledge(ctx, deps),
    /** The same use-cases on another clock: the demo seed writes weeks of contributions through them. */
    withClock: (now: () => Date) => buildKnowledge({ ...ctx, now }, deps),
  };
}

function buildKnowledge(ctx: AppContext, deps: Deps) {
  async function nameOf(userId: number, db: Db = ctx.db): Promise<string> {
    const [u] = await deps.users.summaries([userId], db);
    return u ? `${u.firstName} ${u.lastName}`.trim() : 'Member';
  }

  /** The tags named by master ids (products, tracks, modules); an unknown id is a 400. */
  async function tagsOf(ids: number[]): Promise<KnowledgeTag[]> {
    if (!ids.length) return [];
    const byId = new Map<number, KnowledgeTag>();
    for (const type of knowledgeTagTypes) {
      const page = await deps.masters.list(type as MasterType, { pageIndex: 0, pageSize: 500, sortDesc: false });
      for (const m of page.items as { ID: number; Title: string }[]) byId.set(m.ID, { id: m.ID, type, title: m.Title });
    }
    const out: KnowledgeTag[] = [];
    for (const id of [...new Set(ids)]) {
      const tag = byId.get(id);
      if (!tag) throw new AppError('VALIDATION', `Tag ${id} is not an ERP product, track or module`, [{ path: 'body.TagIDs', message: `Unknown tag ${id}` }]);
      out.push(tag);
    }
    return out;
  }

  function cleanBody(html: string) {
    const body = sanitizeRichText(html);
    const bodyText = plainText(body);
    if (bodyText.length < 20) throw new AppError('VALIDATION', 'Write the content (at least 20 characters of text)', [{ path: 'body.Body', message: 'At least 20 characters of text' }]);
    return { body, bodyText };
  }

  /** A folder the viewer may put items into (one they may see); 400 otherwise, naming the field. */
  async function targetFolder(viewer: KnowledgeViewer, folderId: number) {
    const folder = await repo.findFolder(ctx.db, folderScope(viewer), folderId);
    if (!folder) throw new AppError('VALIDATION', 'Choose a folder you may see', [{ path: 'body.FolderID', message: 'Unknown folder' }]);
    return folder;
  }

  /** The item if the viewer may read it; 404 otherwise (another's pending item, a hidden folder). */
  async function readableItem(viewer: KnowledgeViewer, id: number) {
    const item = await repo.findReadable(ctx.db, folderScope(viewer), viewer.userId, id);
    if (!item) throw notFound('Knowledge item');
    return item;
  }

  /** May the viewer change it: editors always; the author while it is pending or changes are asked. */
  const mayEdit = (viewer: KnowledgeViewer, item: repo.ItemRecord) =>
    isEditor(viewer) || (item.authorId === viewer.userId && (item.status === 'pending' || item.status === 'changes'));

  async function editableItem(viewer: KnowledgeViewer, id: number) {
    const item = await readableItem(viewer, id);
    if (!mayEdit(viewer, item)) throw forbidden(item.status === 'approved' ? 'An approved item is changed by an editor' : 'This contribution is closed');
    return item;
  }

  async function detail(viewer: KnowledgeViewer, item: repo.ItemRecord): Promise<KnowledgeItemDetail> {
    const [folders, files, bookmarked] = await Promise.all([
      repo.findFolder(ctx.db, { all: true }, item.folderId),
      repo.attachments(ctx.db, item.id),
      repo.isBookmarked(ctx.db, viewer.userId, item.id),
    ]);
    return {
      ID: item.id, Title: item.title, Description: item.description, FolderID: item.folderId, FolderName: folders?.name ?? '',
      Tags: item.tags.map((t) => ({ ID: t.id, Type: t.type, Title: t.title })), AuthorName: item.authorName, AuthorID: item.authorId,
      Status: item.status as KnowledgeStatus, UpdatedOn: item.updatedOn.toISOString(), CreatedOn: item.createdOn.toISOString(),
      Bookmarked: bookmarked, Headline: null, Body: item.body, Version: item.version,
      Attachments: files.map((a) => ({ ID: a.id, FileName: a.fileName, ContentType: a.contentType, Size: a.size })),
      ReviewComment: item.reviewComment, ReviewedByName: item.reviewedByName, ReviewedOn: iso(item.reviewedOn),
      CanEdit: mayEdit(viewer, item), CanReview: isEditor(viewer),
    };
  }

  function folderRow(r: { id: number; parent_id: number | null; name: string; description: string; roles: string[]; items?: number }): KnowledgeFolder {
    return { ID: r.id, ParentID: r.parent_id, Name: r.name, Description: r.description, Roles: r.roles, Items: Number(r.items ?? 0) };
  }

  /** A folder's name is unique among its siblings. */
  function folderWrite<T>(run: () => Promise<T>): Promise<T> {
    return run().catch((e: unknown) => {
      if (isUniqueViolation(e)) throw conflict('A folder of this name is already there');
      throw e;
    });
  }

  /** Writes a new version of an item in the transaction. */
  async function saveVersion(db: Db, item: repo.ItemRecord, actor: KnowledgeViewer, name: string, note: string) {
    await repo.insertVersion(db, {
      itemId: item.id, version: item.version, folderId: item.folderId, title: item.title, description: item.description, body: item.body,
      tags: item.tags, changedBy: actor.userId, changedByName: name, note, createdOn: ctx.now(),
    });
  }

  /** A contribution checked (who may contribute, a folder they may see, tags, the sanitized text), not yet written. */
  async function prepareContribution(actor: KnowledgeViewer, input: KnowledgeItemBody): Promise<PreparedContribution> {
    assertMayContribute(actor);
    await targetFolder(actor, input.FolderID);
    const tags = await tagsOf(input.TagIDs);
    return { input, tags, ...cleanBody(input.Body) };
  }

  /** Writes a checked contribution as a pending item with its first version, in the given transaction. */
  async function writeContribution(tx: Db, actor: KnowledgeViewer, { input, tags, body, bodyText }: PreparedContribution) {
    const name = await nameOf(actor.userId, tx);
    const now = ctx.now();
    const row = await repo.insertItem(tx, {
      folderId: input.FolderID, title: input.Title, description: input.Description, body, bodyText, tags, tagIds: tags.map((t) => t.id),
      status: 'pending', authorId: actor.userId, authorName: name, createdOn: now, updatedOn: now,
    });
    await saveVersion(tx, row, actor, name, input.Note || 'Submitted');
    return row;
  }

  return {
    /**
     * For the chat bot: the approved items in folders the viewer's role may see that best match a question in plain
     * words, best first. `concepts` are what the question is about (each met by any of its forms, a form being
     * stemmed lexemes that must all be present; generic ones only rank); without them every word of the question is
     * one. Candidates come from the full-text index only, a bounded number of them; `score` (0..1) is their
     * full-text rank (title weighted over description over body); `passage` is the item body's best matching
     * sentence(s) as plain text; `url` the web route opening the item; the lexemes are for the caller's own
     * scoring. Pending, rejected and staff-only (for a learner) items never appear. `limit` is clamped to 1..50.
     */
    async searchForBot(viewer: KnowledgeViewer, query: string, limit: number, concepts?: repo.BotConcept[]): Promise<Array<repo.BotHit & { url: string }>> {
      const q = query.replace(/\s+/g, ' ').trim().slice(0, 500);
      if (!q) return [];
      const terms = concepts ?? (await repo.lexemesOf(ctx.db, q)).map((l) => ({ forms: [[l]], generic: false }));
      const hits = await repo.searchForBot(ctx.db, folderScope(viewer), terms, Math.min(50, Math.max(1, Math.floor(limit) || 1)));
      return hits.map((h) => ({ ...h, url: itemUrl(h.id) }));
    },

    /** The repository list (approved items; editors may ask for another state). */
    async list(viewer: AuthContext, query: KnowledgeListQuery) {
      if (query.status && query.status !== 'approved' && !isEditor(viewer)) throw forbidden('Only editors list items by state');
      const scope = folderScope(viewer);
      let folderIds: number[] | undefined;
      if (query.folderId !== undefined) {
        if (!(await repo.findFolder(ctx.db, scope, query.folderId))) throw notFound('Folder');
        folderIds = await repo.subtreeIds(ctx.db, query.folderId);
      }
      const tagIds = query.tagIds ? query.tagIds.split(',').filter(Boolean).map(Number) : undefined;
      return repo.listItems(ctx.db, query, {
        viewerId: viewer.userId, scope, status: query.status ?? 'approved', folderIds, tagIds, bookmarked: query.bookmarked === 'true',
      });
    },

    async folders(viewer: AuthContext): Promise<KnowledgeFolder[]> {
      return (await repo.listFolders(ctx.db, folderScope(viewer))).map(folderRow);
    },

    item: async (viewer: AuthContext, id: number) => detail(viewer, await readableItem(viewer, id)),

    async bookmark(viewer: AuthContext, id: number, on: boolean) {
      await readableItem(viewer, id);
      await repo.setBookmark(ctx.db, viewer.userId, id, on);
      return { Bookmarked: on };
    },

    async sendAttachment(req: FastifyRequest, reply: FastifyReply, viewer: AuthContext, id: number, attachmentId: number) {
      await readableItem(viewer, id);
      const a = await repo.findAttachment(ctx.db, id, attachmentId);
      if (!a) throw notFound('Attachment');
      return sendStoredFile(req, reply, ctx.storage, a.storageKey, { fileName: a.fileName, inline: false });
    },

    /** Who changed what, when: the author and editors (404 for other readers). */
    async versions(viewer: AuthContext, id: number): Promise<KnowledgeVersion[]> {
      const item = await readableItem(viewer, id);
      if (!isEditor(viewer) && item.authorId !== viewer.userId) throw notFound('Knowledge item');
      return (await repo.versions(ctx.db, id)).map((v) => ({
        Version: v.version, Title: v.title, Description: v.description, Body: v.body, FolderID: v.folderId,
        ChangedByName: v.changedByName, Note: v.note, CreatedOn: v.createdOn.toISOString(),
      }));
    },

    /** The caller's own items in every state (none for an account that may not contribute: the list is theirs alone). */
    async myContributions(viewer: AuthContext, query: ListQuery) {
      return repo.listItems(ctx.db, query, { viewerId: viewer.userId, scope: folderScope(viewer), status: 'mine' });
    },

    /** A contribution: waits for an editor (an editor's own contribution too, so every item is reviewed). */
    async contribute(actor: AuthContext, input: KnowledgeItemBody) {
      const ready = await prepareContribution(actor, input);
      const item = await ctx.db.transaction((tx) => writeContribution(tx, actor, ready));
      return detail(actor, item);
    },

    /**
     * A contribution made inside another module's transaction (the chat bot turns an unanswered question into an
     * item and takes it off its queue at once): `prepare` checks it (who may contribute, the folder, tags, the text)
     * before the transaction, `write` inserts the pending item and its first version with the caller's `tx`.
     */
    contribution: {
      prepare: (actor: KnowledgeViewer, input: KnowledgeItemBody) => prepareContribution(actor, input),
      write: async (tx: Db, actor: KnowledgeViewer, ready: PreparedContribution) => {
        const row = await writeContribution(tx, actor, ready);
        return { id: row.id, url: itemUrl(row.id) };
      },
    },

    /** A change: the author's (back to pending) or an editor's (state kept); each is a new version. */
    async edit(actor: Actor, id: number, input: KnowledgeItemBody) {
      const before = await editableItem(actor, id);
      if (input.FolderID !== before.folderId) await targetFolder(actor, input.FolderID);
      const tags = await tagsOf(input.TagIDs);
      const { body, bodyText } = cleanBody(input.Body);
      const editorChange = isEditor(actor) && before.authorId !== actor.userId;
      const item = await ctx.db.transaction(async (tx) => {
        const name = await nameOf(actor.userId, tx);
        const row = await repo.updateItem(tx, id, {
          folderId: input.FolderID, title: input.Title, description: input.Description, body, bodyText, tags, tagIds: tags.map((t) => t.id),
          status: editorChange || before.status === 'approved' ? before.status : 'pending', version: before.version + 1, updatedOn: ctx.now(),
        });
        await saveVersion(tx, row, actor, name, input.Note || (editorChange ? 'Edited by an editor' : 'Edited'));
        if (editorChange) {
          await deps.audit.record(tx, actor, {
            action: 'knowledge.item.edit', entityType: 'knowledgeItem', entityId: id,
            before: { Title: before.title, FolderID: before.folderId, Version: before.version }, after: { Title: row.title, FolderID: row.folderId, Version: row.version },
            summary: `Edited the knowledge item #${id} "${excerpt(row.title, 80)}" by ${before.authorName} (version ${row.version})`,
          });
        }
        return row;
      });
      return detail(actor, item);
    },

    async upload(actor: Actor, id: number, part: MultipartFile) {
      const item = await editableItem(actor, id);
      if ((await repo.attachments(ctx.db, id)).length >= KNOWLEDGE_ATTACHMENTS_MAX) {
        part.file.resume();
        throw ruleViolated(`At most ${KNOWLEDGE_ATTACHMENTS_MAX} files per item: remove one first`);
      }
      const saved = await saveUpload(ctx, part, { prefix: 'knowledge', allow: KNOWLEDGE_FILE_TYPES, maxBytes: KNOWLEDGE_ATTACHMENT_BYTES });
      try {
        const row = await ctx.db.transaction(async (tx) => {
          const r = await repo.insertAttachment(tx, {
            itemId: item.id, storageKey: saved.key, fileName: saved.originalName, contentType: saved.contentType, size: saved.size, uploadedBy: actor.userId, createdOn: ctx.now(),
          });
          // An editor changing someone else's item is a staff change to content: audited like an edit.
          if (item.authorId !== actor.userId) {
            await deps.audit.record(tx, actor, {
              action: 'knowledge.item.attachment.add', entityType: 'knowledgeItem', entityId: id, after: { FileName: r.fileName, Size: r.size },
              summary: `Attached "${excerpt(r.fileName, 80)}" to the knowledge item #${id} by ${item.authorName}`,
            });
          }
          return r;
        });
        return { ID: row.id, FileName: row.fileName, ContentType: row.contentType, Size: row.size };
      } catch (e) {
        await ctx.storage.delete(saved.key).catch(() => {});
        throw e;
      }
    },

    async removeAttachment(actor: Actor, id: number, attachmentId: number) {
      const item = await editableItem(actor, id);
      const a = await repo.findAttachment(ctx.db, id, attachmentId);
      if (!a) throw notFound('Attachment');
      await ctx.db.transaction(async (tx) => {
        await repo.deleteAttachment(tx, a.id);
        if (item.authorId !== actor.userId) {
          await deps.audit.record(tx, actor, {
            action: 'knowledge.item.attachment.remove', entityType: 'knowledgeItem', entityId: id, before: { FileName: a.fileName },
            summary: `Removed "${excerpt(a.fileName, 80)}" from the knowledge item #${id} by ${item.authorName}`,
          });
        }
      });
      await ctx.storage.delete(a.storageKey).catch(() => {});
    },

    /**
     * An editor's decision: approve (coins for the contributor by the earning rule, once per item), ask for changes
     * or reject, with a comment; the contributor is told. A rejected item is closed.
     */
    async review(actor: Actor, id: number, input: { Action: 'approve' | 'changes' | 'reject'; Comment: string }) {
      const before = await readableItem(actor, id);
      if (before.status === 'rejected') throw ruleViolated('This contribution was rejected and is closed');
      if (input.Action === 'approve' && before.status === 'approved') throw ruleViolated('This item is already approved');
      const status: KnowledgeStatus = input.Action === 'approve' ? 'approved' : input.Action === 'changes' ? 'changes' : 'rejected';
      const item = await ctx.db.transaction(async (tx) => {
        const name = await nameOf(actor.userId, tx);
        const row = await repo.updateItem(tx, id, {
          status, reviewComment: input.Comment || null, reviewedBy: actor.userId, reviewedByName: name, reviewedOn: ctx.now(),
          ...(status === 'approved' ? { updatedOn: ctx.now() } : {}),
        });
        if (status === 'approved' && before.authorId !== actor.userId) {
          await deps.coins.grant(tx, { userId: before.authorId, event: 'knowledge.approved', subjectId: id, reason: `Knowledge contribution approved: ${excerpt(before.title, 120)}` });
        }
        if (before.authorId !== actor.userId) {
          await deps.notify(tx, [before.authorId], {
            type: 'knowledge.review',
            title: `Your contribution "${excerpt(before.title, 80)}" is ${statusWord[status]}`,
            text: input.Comment ? `${name}: ${excerpt(input.Comment, 1500)}` : `${name} ${status === 'approved' ? 'approved it; it is now in the knowledge repository.' : `set it to ${statusWord[status]}.`}`,
            link: status === 'approved' ? itemUrl(id) : '/Others/ContributeKnowledge',
          });
        }
        await deps.audit.record(tx, actor, {
          action: `knowledge.item.${input.Action}`, entityType: 'knowledgeItem', entityId: id,
          before: { Status: before.status }, after: { Status: status, ...(input.Comment ? { Comment: input.Comment } : {}) },
          summary: `${input.Action === 'approve' ? 'Approved' : input.Action === 'changes' ? 'Asked for changes to' : 'Rejected'} the knowledge contribution #${id} "${excerpt(before.title, 80)}" by ${before.authorName}`,
        });
        return row;
      });
      return detail(actor, item);
    },

    /** Restores an earlier version as a new version (the state is kept). */
    async restore(actor: Actor, id: number, version: number) {
      const before = await readableItem(actor, id);
      const v = await repo.findVersion(ctx.db, id, version);
      if (!v) throw notFound('Version');
      if (!(await repo.findFolder(ctx.db, { all: true }, v.folderId))) throw ruleViolated('The folder of that version is gone: move the item instead');
      const item = await ctx.db.transaction(async (tx) => {
        const name = await nameOf(actor.userId, tx);
        const row = await repo.updateItem(tx, id, {
          folderId: v.folderId, title: v.title, description: v.description, body: v.body, bodyText: plainText(v.body), tags: v.tags, tagIds: v.tags.map((t) => t.id),
          version: before.version + 1, updatedOn: ctx.now(),
        });
        await saveVersion(tx, row, actor, name, `Restored version ${version}`);
        await deps.audit.record(tx, actor, {
          action: 'knowledge.item.restore', entityType: 'knowledgeItem', entityId: id,
          before: { Version: before.version, Title: before.title }, after: { Version: row.version, Title: row.title, RestoredFrom: version },
          summary: `Restored version ${version} of the knowledge item #${id} "${excerpt(row.title, 80)}"`,
        });
        return row;
      });
      return detail(actor, item);
    },

    async createFolder(actor: Actor, input: { Name: string; ParentID: number | null; Description: string; Roles: AccountRole[] }) {
      if (input.ParentID !== null && !(await repo.findFolder(ctx.db, { all: true }, input.ParentID))) {
        throw new AppError('VALIDATION', 'Choose an existing parent folder', [{ path: 'body.ParentID', message: 'Unknown folder' }]);
      }
      const row = await folderWrite(() => ctx.db.transaction(async (tx) => {
        const r = await repo.insertFolder(tx, { name: input.Name, parentId: input.ParentID, description: input.Description, roles: [...new Set(input.Roles)], createdBy: actor.userId, createdOn: ctx.now(), updatedOn: ctx.now() });
        await deps.audit.record(tx, actor, {
          action: 'knowledge.folder.create', entityType: 'knowledgeFolder', entityId: r.id, after: { Name: r.name, ParentID: r.parentId, Roles: r.roles.join(', ') },
          summary: `Created the knowledge folder "${r.name}" (seen by ${r.roles.join(', ')})`,
        });
        return r;
      }));
      return folderRow({ id: row.id, parent_id: row.parentId, name: row.name, description: row.description, roles: row.roles, items: 0 });
    },

    async updateFolder(actor: Actor, id: number, input: { Name?: string; ParentID?: number | null; Description?: string; Roles?: AccountRole[] }) {
      const before = await repo.findFolder(ctx.db, { all: true }, id);
      if (!before) throw notFound('Folder');
      if (input.ParentID !== undefined && input.ParentID !== null) {
        if (!(await repo.findFolder(ctx.db, { all: true }, input.ParentID))) {
          throw new AppError('VALIDATION', 'Choose an existing parent folder', [{ path: 'body.ParentID', message: 'Unknown folder' }]);
        }
        if ((await repo.subtreeIds(ctx.db, id)).includes(input.ParentID)) {
          throw new AppError('VALIDATION', 'A folder cannot move into itself or one of its subfolders', [{ path: 'body.ParentID', message: 'Not inside itself' }]);
        }
      }
      const row = await folderWrite(() => ctx.db.transaction(async (tx) => {
        const r = (await repo.updateFolder(tx, id, {
          ...(input.Name !== undefined ? { name: input.Name } : {}),
          ...(input.ParentID !== undefined ? { parentId: input.ParentID } : {}),
          ...(input.Description !== undefined ? { description: input.Description } : {}),
          ...(input.Roles !== undefined ? { roles: [...new Set(input.Roles)] } : {}),
          updatedOn: ctx.now(),
        }))!;
        await deps.audit.record(tx, actor, {
          action: 'knowledge.folder.update', entityType: 'knowledgeFolder', entityId: id,
          before: { Name: before.name, ParentID: before.parentId, Roles: before.roles.join(', ') }, after: { Name: r.name, ParentID: r.parentId, Roles: r.roles.join(', ') },
          summary: `Changed the knowledge folder "${before.name}"${r.name !== before.name ? ` (now "${r.name}")` : ''}`,
        });
        return r;
      }));
      const [counted] = (await repo.listFolders(ctx.db, { all: true })).filter((f) => f.id === id);
      return folderRow({ id: row.id, parent_id: row.parentId, name: row.name, description: row.description, roles: row.roles, items: counted?.items ?? 0 });
    },

    /** Only an empty folder goes (its items and subfolders are moved first). */
    async deleteFolder(actor: Actor, id: number) {
      const before = await repo.findFolder(ctx.db, { all: true }, id);
      if (!before) throw notFound('Folder');
      const held = await repo.folderContents(ctx.db, id);
      if (held.items || held.folders) {
        throw ruleViolated(`The folder holds ${held.items} item(s) and ${held.folders} subfolder(s): move them to another folder first`);
      }
      await ctx.db.transaction(async (tx) => {
        await repo.deleteFolder(tx, id);
        await deps.audit.record(tx, actor, {
          action: 'knowledge.folder.delete', entityType: 'knowledgeFolder', entityId: id, before: { Name: before.name, Roles: before.roles.join(', ') },
          summary: `Deleted the empty knowledge folder "${before.name}"`,
        });
      });
    },
  };
}
