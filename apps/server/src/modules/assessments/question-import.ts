import type { MultipartFile } from '@fastify/multipart';
import { IMPORT_MAX_BYTES, type ImportReport } from '@app/contracts/assessments';
import type { AppContext } from '../../platform/context.ts';
import type { AuthContext } from '../../platform/auth/access.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { detectAllowedType, tooLarge, unsupportedType } from '../../platform/storage/file-upload.ts';
import type { MastersService } from '../masters/masters.service.ts';
import { loadMasterMaps } from './master-lookup.ts';
import { readQuestionSheet, validateRows, type SheetKind } from './question-sheet.ts';
import { insertQuestions } from './questions.repository.ts';

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const accepted = [XLSX_MIME, 'text/plain'] as const;

/**
 * Reads one multipart file into memory up to `maxBytes`. Past the limit the rest of the part is read and
 * dropped in the background (so a keep-alive client still sending is not left hanging) and 413 is thrown.
 */
export async function readUploadBuffer(part: MultipartFile, maxBytes: number): Promise<Buffer> {
  const iterator = part.file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let total = 0;
  for (;;) {
    const r = await iterator.next();
    if (r.done) break;
    total += r.value.length;
    if (total > maxBytes) {
      void (async () => {
        try {
          while (!(await iterator.next()).done);
        } catch {
          // the request failed on its own; nothing to drain
        }
      })();
      throw tooLarge(maxBytes);
    }
    chunks.push(r.value);
  }
  if (part.file.truncated) throw tooLarge(maxBytes);
  if (total === 0) throw new AppError('VALIDATION', 'The file is empty', [{ path: 'file', message: 'The file is empty' }]);
  return Buffer.concat(chunks);
}

/** CSV or XLSX from the bytes; the client's name and type are not trusted. */
export async function sheetKindOf(buffer: Buffer): Promise<SheetKind> {
  const type = await detectAllowedType(buffer.subarray(0, 64 * 1024), accepted);
  if (type === XLSX_MIME) return 'xlsx';
  if (type === 'text/plain') return 'csv';
  throw unsupportedType(['text/csv', XLSX_MIME]);
}

/**
 * Imports questions from an uploaded sheet: the whole file is refused when it is not a readable sheet or its
 * header is wrong; otherwise the valid rows are inserted together and the others reported with their reasons.
 */
export async function importQuestions(ctx: AppContext, masters: MastersService, actor: AuthContext, part: MultipartFile): Promise<ImportReport> {
  const buffer = await readUploadBuffer(part, Math.min(IMPORT_MAX_BYTES, ctx.config.UPLOAD_LIMIT_BYTES));
  const rows = await readQuestionSheet(buffer, await sheetKindOf(buffer));
  const { valid, rejected } = validateRows(rows, await loadMasterMaps(masters));
  const ids: number[] = [];
  await ctx.db.transaction(async (tx) => {
    for (let i = 0; i < valid.length; i += 500) {
      const inserted = await insertQuestions(tx as never, valid.slice(i, i + 500).map((v) => ({ ...v, createdBy: actor.userId })));
      ids.push(...inserted.map((q) => q.id));
    }
  });
  return { Rows: rows.length, Imported: ids.length, ImportedIDs: ids, Rejected: rejected };
}
