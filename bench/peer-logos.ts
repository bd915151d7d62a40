/**
 * Logos for the peer. nordigen-bank-ui loads every bank's logo at once (no lazy loading),
 * and the mock backend's logos are SVG documents, which Chromium parses and lays out on the
 * main thread: 2,000 of them kept the peer's first paint away for 30 s and more here. Its
 * real deployment shows PNGs from GoCardless's CDN, so it gets a distinct 40×40 PNG per bank,
 * which Chromium decodes off the main thread. That is the kinder choice for the peer.
 */
import { crc32, deflateSync } from 'node:zlib';

const size = 40;
const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A 40×40 PNG of one colour, different for each index. */
export function logoPng(index: number): Buffer {
  const [red, green, blue] = colourOf(index);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter method, no interlace
  const row = Buffer.alloc(1 + size * 3);
  for (let x = 0; x < size; x++) row.set([red, green, blue], 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    pngSignature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, checksum]);
}

function colourOf(index: number): [number, number, number] {
  return [(index * 67) % 256, (index * 131) % 256, (index * 29 + 90) % 256];
}
