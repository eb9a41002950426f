import type { MultipartFile } from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ASSIGNMENT_ATTACHMENT_MAX_BYTES, ASSIGNMENT_ATTACHMENT_MAX_COUNT, assignmentAttachmentTypes,
  type Assignment, type AssignmentAttachment, type AssignmentInput,
} from '@app/contracts/courses';
import type { ListQuery } from '@app/contracts/list';
import type { AppContext } from '../../platform/context.ts';
import type { AuthContext } from '../../platform/auth/access.ts';
import { notFound, ruleViolated } from '../../platform/http/app-error.ts';
import { saveUpload } from '../../platform/storage/file-upload.ts';
import { sendStoredFile } from '../../platform/storage/file-download.ts';
import type { UsersService } from '../users/users.service.ts';
import { sanitizeRichText } from '../../platform/text/rich-text.ts';
import * as repo from './assignments.repository.ts';

/** Staff download address of an attachment. */
export const staffAttachmentUrl = (assignmentId: number, fileId: number) => `/api/assignments/${assignmentId}/files/${fileId}`;

export function attachmentView(f: repo.AssignmentFileRecord, url: string): AssignmentAttachment {
  return { ID: f.id, Name: f.fileName, Size: f.fileSize, ContentType: f.contentType, Url: url };
}

export function assignmentView(a: repo.AssignmentRecord, files: repo.AssignmentFileRecord[] = []): Assignment {
  return {
    ID: a.id, Title: a.title, Description: a.description, MaxScore: a.maxScore, ReattemptsAllowed: a.reattemptsAllowed,
    CreatedByName: a.createdByName, CreatedOn: a.createdOn.toISOString(),
    Attachments: files.map((f) => attachmentView(f, staffAttachmentUrl(a.id, f.id))),
  };
}

const values = (input: AssignmentInput) => ({
  title: input.Title,
  description: sanitizeRichText(input.Description),
  maxScore: input.MaxScore,
  reattemptsAllowed: input.ReattemptsAllowed,
});

export type AssignmentsService = ReturnType<typeof createAssignmentsService>;

/** The assignments library (course builders) and the files attached to its assignments. */
export function createAssignmentsService(ctx: AppContext, deps: { users: UsersService }) {
  async function live(id: number) {
    const a = await repo.findAssignment(ctx.db, id);
    if (!a) throw notFound('Assignment');
    return a;
  }
  async function file(assignmentId: number, fileId: number) {
    const f = await repo.findFile(ctx.db, assignmentId, fileId);
    if (!f) throw notFound('File');
    return f;
  }
  const detail = async (a: repo.AssignmentRecord) => assignmentView(a, await repo.filesOf(ctx.db, a.id));

  return {
    find: (id: number) => repo.findAssignment(ctx.db, id),
    list: (q: ListQuery) => repo.listAssignments(ctx.db, q),
    get: async (id: number) => detail(await live(id)),
    async create(actor: AuthContext, input: AssignmentInput) {
      const u = await deps.users.get(actor.userId);
      return assignmentView(await repo.insertAssignment(ctx.db, { ...values(input), createdBy: actor.userId, createdByName: `${u.firstName} ${u.lastName}`.trim() }));
    },
    async update(id: number, input: AssignmentInput) {
      const row = await repo.updateAssignment(ctx.db, id, { ...values(input), updatedOn: ctx.now() });
      if (!row) throw notFound('Assignment');
      return detail(row);
    },
    async remove(id: number) {
      if (!(await repo.softDeleteAssignment(ctx.db, id, ctx.now()))) throw notFound('Assignment');
    },

    // ------------------------------------------------------------ attachments

    /** Attachments of an assignment with the download address `url(fileId)` gives (learner or staff). */
    async attachments(assignmentId: number, url: (fileId: number) => string) {
      return (await repo.filesOf(ctx.db, assignmentId)).map((f) => attachmentView(f, url(f.id)));
    },

    /**
     * Attaches one uploaded file (type by magic bytes, size limited, stored under a server-made key). Nothing is
     * kept when anything fails: the stored object is removed if the row cannot be written.
     */
    async attach(id: number, part: MultipartFile) {
      try {
        await live(id);
        if ((await repo.countFiles(ctx.db, id)) >= ASSIGNMENT_ATTACHMENT_MAX_COUNT) {
          throw ruleViolated(`An assignment takes at most ${ASSIGNMENT_ATTACHMENT_MAX_COUNT} attachments`);
        }
      } catch (e) {
        part.file.resume();
        throw e;
      }
      const saved = await saveUpload(ctx, part, { prefix: 'assignments', allow: assignmentAttachmentTypes, maxBytes: ASSIGNMENT_ATTACHMENT_MAX_BYTES });
      try {
        const row = await repo.insertFile(ctx.db, { assignmentId: id, fileKey: saved.key, fileName: saved.originalName, fileSize: saved.size, contentType: saved.contentType, createdOn: ctx.now() });
        return attachmentView(row, staffAttachmentUrl(id, row.id));
      } catch (e) {
        await ctx.storage.delete(saved.key).catch(() => {});
        // the assignment was removed while the file streamed in: the foreign key refuses the row
        if (!(await repo.findAssignment(ctx.db, id))) throw notFound('Assignment');
        throw e;
      }
    },

    /** Removes an attachment and its stored object. */
    async detach(id: number, fileId: number) {
      await live(id);
      const row = await repo.deleteFile(ctx.db, id, fileId);
      if (!row) throw notFound('File');
      await ctx.storage.delete(row.fileKey).catch(() => {});
    },

    /** Streams an attachment of a live assignment (the caller has decided access). */
    async sendFile(req: FastifyRequest, reply: FastifyReply, assignmentId: number, fileId: number) {
      const f = await file(assignmentId, fileId);
      return sendStoredFile(req, reply, ctx.storage, f.fileKey, { fileName: f.fileName, inline: true });
    },
  };
}
