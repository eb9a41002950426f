import { execFile } from 'node:child_process';
import { open, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { fileTypeFromBuffer } from 'file-type';

const run = promisify(execFile);
/** Preview images are at most this wide or high. */
export const PREVIEW_SIZE = 480;

/** What a file is, from its first bytes (never from its name or the client's word). */
export async function detectType(path: string): Promise<string> {
  const fh = await open(path, 'r');
  try {
    const sample = Buffer.alloc(8192);
    const { bytesRead } = await fh.read(sample, 0, sample.length, 0);
    return sniff(sample.subarray(0, bytesRead));
  } finally {
    await fh.close();
  }
}

export async function sniff(sample: Uint8Array): Promise<string> {
  const found = await fileTypeFromBuffer(sample);
  if (found) return found.mime;
  if (sample.length === 0) return 'application/octet-stream';
  if (sample.includes(0)) return 'application/octet-stream';
  const text = Buffer.from(sample).toString('utf8');
  if (text.includes('\uFFFD')) return 'application/octet-stream';
  // Markup that a browser would render (and run): kept, but only ever served as a download.
  if (/<\s*(!doctype\s+html|html|script|svg|iframe|body)\b/i.test(text)) return /<\s*svg\b/i.test(text) && !/<\s*html/i.test(text) ? 'image/svg+xml' : 'text/html';
  return 'text/plain';
}

/** How the web app shows a type. */
export function kindOf(contentType: string, isFolder = false) {
  if (isFolder) return 'folder' as const;
  if (/^image\/(png|jpeg|gif|webp|avif)$/.test(contentType)) return 'image' as const;
  if (contentType === 'application/pdf') return 'pdf' as const;
  if (contentType.startsWith('video/')) return 'video' as const;
  if (contentType.startsWith('audio/')) return 'audio' as const;
  if (contentType === 'text/plain') return 'text' as const;
  return 'other' as const;
}

/** Whether a preview image is made for this type (and with which tool). */
export function previewTool(contentType: string): 'sharp' | 'pdftoppm' | 'ffmpeg' | null {
  const kind = kindOf(contentType);
  if (kind === 'image') return 'sharp';
  if (kind === 'pdf') return 'pdftoppm';
  if (kind === 'video') return 'ffmpeg';
  return null;
}

export type ScanResult = { state: 'clean' } | { state: 'unscanned'; reason: string } | { state: 'infected'; signature: string };

/** clamscan's arguments: our signatures only, the size limits explicit, a limit reached reported (never "OK"). */
function scanArgs(database: string, maxBytes: number, path: string) {
  const limit = String(Math.max(1, Math.floor(maxBytes)));
  return ['--no-summary', '--stdout', '--infected', `--database=${database}`, `--max-filesize=${limit}`, `--max-scansize=${limit}`, '--alert-exceeds-max=yes', '--', path];
}

const MB_100 = 100 * 1024 * 1024;

/** Whether clamscan runs with this signature database (an empty file scans clean). */
export async function scannerReady(database: string): Promise<boolean> {
  const dir = await mkdtemp(join(tmpdir(), 'drive-scan-probe-'));
  try {
    const probe = join(dir, 'empty');
    await writeFile(probe, '');
    await run('clamscan', scanArgs(database, MB_100, probe), { timeout: 120_000 });
    return true;
  } catch {
    return false;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
/**
 * Scans a file with clamscan (execFile, no shell). Clean only when the scanner read all of it and matched nothing: a
 * file over `maxBytes`, a limit the scanner reached inside it (its "Heuristics.Limits.Exceeded"), or any error is
 * unscanned.
 */
export async function scanFile(path: string, size: number, opts: { database: string; maxBytes: number }): Promise<ScanResult> {
  if (size > opts.maxBytes) return { state: 'unscanned', reason: 'larger than the scanner reads' };
  try {
    await run('clamscan', scanArgs(opts.database, opts.maxBytes, path), { timeout: 600_000, maxBuffer: 1024 * 1024 });
    return { state: 'clean' };
  } catch (e) {
    const err = e as { code?: unknown; stdout?: string };
    const found = /: (.+) FOUND$/m.exec(err.stdout ?? '')?.[1];
    if (err.code === 1 && found) {
      return found.startsWith('Heuristics.Limits.Exceeded') ? { state: 'unscanned', reason: 'the scanner reached a limit' } : { state: 'infected', signature: found };
    }
    return { state: 'unscanned', reason: 'the scanner failed' };
  }
}

/** Whether a program answers (execFile, no shell). */
async function answers(cmd: string, args: string[]): Promise<boolean> {
  try {
    await run(cmd, args, { timeout: 10_000 });
    return true;
  } catch (e) {
    // pdftoppm -v exits 0 on current poppler, 99 on old ones: present either way when it ran at all.
    return typeof (e as { code?: unknown }).code === 'number';
  }
}

export type PreviewTools = { pdftoppm: boolean; ffmpeg: boolean };
export async function findTools(): Promise<PreviewTools> {
  const [pdftoppm, ffmpeg] = await Promise.all([answers('pdftoppm', ['-v']), answers('ffmpeg', ['-version'])]);
  return { pdftoppm, ffmpeg };
}

/**
 * A WebP preview of the file at `path`: images resized with sharp, a PDF's first page rendered by pdftoppm, a
 * video's frame at one second (or the first) by ffmpeg. Programs run through execFile with fixed arguments and a
 * time limit: nothing of the file is ever run or put on a command line but its temporary path.
 */
export async function makePreview(path: string, tool: 'sharp' | 'pdftoppm' | 'ffmpeg'): Promise<Buffer> {
  const sharp = (await import('sharp')).default;
  const toWebp = (input: string | Buffer) =>
    sharp(input, { limitInputPixels: 100_000_000 }).rotate().resize(PREVIEW_SIZE, PREVIEW_SIZE, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 78 }).toBuffer();
  if (tool === 'sharp') return toWebp(path);
  const dir = await mkdtemp(join(tmpdir(), 'drive-preview-'));
  try {
    if (tool === 'pdftoppm') {
      const out = join(dir, 'page');
      await run('pdftoppm', ['-f', '1', '-l', '1', '-singlefile', '-png', '-scale-to', String(PREVIEW_SIZE * 2), path, out], { timeout: 60_000 });
      return await toWebp(await readFile(`${out}.png`));
    }
    const out = join(dir, 'poster.png');
    try {
      await run('ffmpeg', ['-nostdin', '-v', 'error', '-y', '-ss', '1', '-i', path, '-frames:v', '1', out], { timeout: 60_000 });
      await readFile(out);
    } catch {
      // A clip shorter than a second: its first frame.
      await run('ffmpeg', ['-nostdin', '-v', 'error', '-y', '-i', path, '-frames:v', '1', out], { timeout: 60_000 });
    }
    return await toWebp(await readFile(out));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
