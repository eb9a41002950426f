import { deflateSync } from 'node:zlib';

/** A real 1x1 PNG, padded with an ancillary chunk to reach `size` bytes when asked. */
export function png(size = 0): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);
  const idat = deflateSync(Buffer.from([0, 255, 0, 0, 255]));
  const parts = [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr)];
  const base = Buffer.concat([...parts, chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0))]).length;
  if (size > base + 12) parts.push(chunk('tEXt', Buffer.alloc(size - base - 12, 0x61)));
  return Buffer.concat([...parts, chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0))]);
}
