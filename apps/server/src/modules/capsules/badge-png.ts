import { deflateSync } from 'node:zlib';

/*
 * Badge images: a generated default PNG and Open Badges 3.0 baking (the signed credential in an iTXt chunk with the
 * keyword 'openbadgecredential', uncompressed, before IEND), so the downloaded image carries what verifies it.
 */

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
export const BAKE_KEYWORD = 'openbadgecredential';

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

function crc32(buf: Buffer) {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

type Chunk = { type: string; data: Buffer };

function readChunks(png: Buffer): Chunk[] {
  if (png.length < 8 || !png.subarray(0, 8).equals(SIGNATURE)) throw new Error('Not a PNG file');
  const out: Chunk[] = [];
  let at = 8;
  while (at + 8 <= png.length) {
    const len = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    out.push({ type, data: png.subarray(at + 8, at + 8 + len) });
    at += 12 + len;
    if (type === 'IEND') break;
  }
  return out;
}

/** The PNG with the credential baked in (an earlier baked credential is replaced). */
export function bakePng(png: Buffer, credential: object): Buffer {
  const chunks = readChunks(png).filter((c) => !(c.type === 'iTXt' && itxtKeyword(c.data) === BAKE_KEYWORD));
  // keyword \0, compression flag 0, method 0, language tag '' \0, translated keyword '' \0, text (UTF-8).
  const itxt = Buffer.concat([Buffer.from(BAKE_KEYWORD, 'latin1'), Buffer.from([0, 0, 0, 0, 0]), Buffer.from(JSON.stringify(credential), 'utf8')]);
  const parts = [SIGNATURE];
  for (const c of chunks) {
    if (c.type === 'IEND') parts.push(chunk('iTXt', itxt));
    parts.push(chunk(c.type, c.data));
  }
  return Buffer.concat(parts);
}

function itxtKeyword(data: Buffer) {
  const end = data.indexOf(0);
  return data.toString('latin1', 0, end < 0 ? data.length : end);
}

/** The credential baked into a PNG, or null. */
export function readBakedCredential(png: Buffer): Record<string, unknown> | null {
  for (const c of readChunks(png)) {
    if (c.type !== 'iTXt' || itxtKeyword(c.data) !== BAKE_KEYWORD) continue;
    let at = c.data.indexOf(0) + 1;
    if (c.data[at] !== 0) throw new Error('Compressed baked credentials are not read');
    at += 2;
    at = c.data.indexOf(0, at) + 1; // language tag
    at = c.data.indexOf(0, at) + 1; // translated keyword
    return JSON.parse(c.data.toString('utf8', at)) as Record<string, unknown>;
  }
  return null;
}

/** Colour of a capsule's default badge, from its id (stable). */
const palette: [number, number, number][] = [[28, 126, 214], [12, 166, 120], [240, 140, 0], [132, 94, 247], [224, 49, 49], [16, 152, 173]];

/** A 256x256 default badge: a coloured disc with a white ring and a check mark, on a transparent ground. */
export function defaultBadgePng(seed: number): Buffer {
  const size = 256;
  const [r, g, b] = palette[Math.abs(seed) % palette.length]!;
  const raw = Buffer.alloc((size * 4 + 1) * size);
  const cx = size / 2;
  for (let y = 0; y < size; y++) {
    const row = y * (size * 4 + 1);
    raw[row] = 0;
    for (let x = 0; x < size; x++) {
      const d = Math.hypot(x + 0.5 - cx, y + 0.5 - cx);
      // The check mark: two strokes near (90,130)-(115,160)-(170,95).
      const onCheck = distToSegment(x, y, 88, 130, 116, 160) < 9 || distToSegment(x, y, 116, 160, 172, 96) < 9;
      let px: [number, number, number, number] = [0, 0, 0, 0];
      if (d < 120) px = [r, g, b, 255];
      if (d >= 100 && d < 108) px = [255, 255, 255, 255];
      if (d < 100 && onCheck) px = [255, 255, 255, 255];
      if (d >= 120 && d < 121) px = [r, g, b, 128];
      raw.set(px, row + 1 + x * 4);
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  return Buffer.concat([SIGNATURE, chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

function distToSegment(px: number, py: number, x1: number, y1: number, x2: number, y2: number) {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const t = Math.max(0, Math.min(1, ((px - x1) * dx + (py - y1) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (x1 + t * dx), py - (y1 + t * dy));
}
