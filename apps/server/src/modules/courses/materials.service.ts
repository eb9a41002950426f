import type { MultipartFile } from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { formatDuration } from '@app/contracts/assessments';
import type { Material, MaterialInput, MaterialKind } from '@app/contracts/courses';
import type { ListQuery } from '@app/contracts/list';
import type { AppContext } from '../../platform/context.ts';
import type { AuthContext } from '../../platform/auth/access.ts';
import { AppError, notFound, ruleViolated } from '../../platform/http/app-error.ts';
import { fileTypeFromBuffer } from 'file-type';
import { saveUpload } from '../../platform/storage/file-upload.ts';
import { newFileKey } from '../../platform/storage/file-storage.ts';
import { sendStoredFile } from '../../platform/storage/file-download.ts';
import type { UsersService } from '../users/users.service.ts';
import { sanitizeRichText } from '../../platform/text/rich-text.ts';
import * as repo from './materials.repository.ts';

/** What an upload of each kind may be, by its magic bytes. */
const uploadTypes: Partial<Record<MaterialKind, readonly string[]>> = {
  'video-upload': ['video/mp4', 'video/webm', 'video/ogg', 'video/quicktime'],
  pdf: ['application/pdf'],
};

export function materialView(m: repo.MaterialRecord): Material {
  return {
    ID: m.id,
    Name: m.name,
    Kind: m.kind as MaterialKind,
    Link: m.link,
    Body: m.body,
    Description: m.description,
    ExpectedSeconds: m.expectedSeconds,
    ExpectedComplitionTime: formatDuration(m.expectedSeconds),
    HasFile: !!m.fileKey,
    FileName: m.fileName,
    FileSize: m.fileSize,
    ContentType: m.contentType,
    CreatedByName: m.createdByName,
    CreatedOn: m.createdOn.toISOString(),
  };
}

function checked(input: MaterialInput) {
  if (input.Kind === 'video-link' && !input.Link) {
    throw new AppError('VALIDATION', 'A video link needs its address', [{ path: 'body.Link', message: 'Required for a video link' }]);
  }
  return {
    name: input.Name,
    kind: input.Kind,
    link: input.Kind === 'video-link' ? input.Link : null,
    body: input.Kind === 'richtext' ? sanitizeRichText(input.Body) : '',
    description: input.Description,
    expectedSeconds: input.ExpectedSeconds,
  };
}

export type MaterialsService = ReturnType<typeof createMaterialsService>;

/** The materials library (course builders). */
export function createMaterialsService(ctx: AppContext, deps: { users: UsersService }) {
  async function get(id: number) {
    const m = await repo.findMaterial(ctx.db, id);
    if (!m) throw notFound('Material');
    return m;
  }
  return {
    find: (id: number) => repo.findMaterial(ctx.db, id),
    get: async (id: number) => materialView(await get(id)),
    async list(q: ListQuery & { kind?: MaterialKind }) {
      const page = await repo.listMaterials(ctx.db, q, { kind: q.kind });
      return { ...page, items: page.items.map((r) => ({ ...r, Kind: r.Kind as MaterialKind, HasFile: !!r.FileName, ExpectedComplitionTime: formatDuration(r.ExpectedSeconds) })) };
    },
    async create(actor: AuthContext, input: MaterialInput) {
      const u = await deps.users.get(actor.userId);
      const row = await repo.insertMaterial(ctx.db, { ...checked(input), createdBy: actor.userId, createdByName: `${u.firstName} ${u.lastName}`.trim() });
      return materialView(row);
    },
    async update(id: number, input: MaterialInput) {
      const before = await get(id);
      const values = checked(input);
      // A kind that takes no file drops the stored one.
      const dropFile = before.fileKey && !uploadTypes[input.Kind];
      const row = await repo.updateMaterial(ctx.db, id, {
        ...values,
        ...(dropFile ? { fileKey: null, fileName: null, fileSize: null, contentType: null } : {}),
        updatedOn: ctx.now(),
      });
      if (!row) throw notFound('Material');
      if (dropFile) await ctx.storage.delete(before.fileKey!).catch(() => {});
      return materialView(row);
    },
    async remove(id: number) {
      if (!(await repo.softDeleteMaterial(ctx.db, id, ctx.now()))) throw notFound('Material');
    },
    /** Stores the uploaded video or PDF of a material (type by magic bytes), replacing any earlier file. */
    async upload(id: number, part: MultipartFile) {
      const m = await get(id);
      const allow = uploadTypes[m.kind as MaterialKind];
      if (!allow) {
        part.file.resume();
        throw ruleViolated('Only uploaded videos and PDFs take a file');
      }
      const saved = await saveUpload(ctx, part, { prefix: 'materials', allow });
      const row = await repo.updateMaterial(ctx.db, id, { fileKey: saved.key, fileName: saved.originalName, fileSize: saved.size, contentType: saved.contentType, updatedOn: ctx.now() });
      if (!row) {
        await ctx.storage.delete(saved.key).catch(() => {});
        throw notFound('Material');
      }
      if (m.fileKey) await ctx.storage.delete(m.fileKey).catch(() => {});
      return materialView(row);
    },
    /**
     * Stores a file the server itself ships (the demo course's video), checked like an upload: the type
     * comes from the bytes and must suit the material's kind.
     */
    async attachBundledFile(id: number, bytes: Uint8Array, fileName: string) {
      const m = await get(id);
      const allow = uploadTypes[m.kind as MaterialKind] ?? [];
      const type = await fileTypeFromBuffer(bytes);
      if (!type || !allow.includes(type.mime)) throw ruleViolated(`A ${m.kind} material cannot take ${type?.mime ?? 'this file'}`);
      const key = newFileKey('materials', ctx.now());
      const info = await ctx.storage.put(key, bytes, { contentType: type.mime });
      const row = await repo.updateMaterial(ctx.db, id, { fileKey: key, fileName, fileSize: info.size, contentType: type.mime, updatedOn: ctx.now() });
      if (m.fileKey) await ctx.storage.delete(m.fileKey).catch(() => {});
      return materialView(row!);
    },
    /** Streams a material's file with range support (the caller has decided access). */
    async send(req: FastifyRequest, reply: FastifyReply, m: repo.MaterialRecord) {
      if (!m.fileKey) throw notFound('File');
      return sendStoredFile(req, reply, ctx.storage, m.fileKey, { fileName: m.fileName ?? undefined, inline: true });
    },
    sendById: async (req: FastifyRequest, reply: FastifyReply, id: number) => {
      const m = await get(id);
      if (!m.fileKey) throw notFound('File');
      return sendStoredFile(req, reply, ctx.storage, m.fileKey, { fileName: m.fileName ?? undefined, inline: true });
    },
  };
}
