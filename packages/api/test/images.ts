import { crc32, deflateSync } from "node:zlib";

/** Image files built byte by byte, so a test can state exactly what a header declares. */

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A grey PNG declaring width x height. Up to 64 rows every pixel is written (a complete image);
 * a taller one carries only its first 64 rows, as a file can claim more than it holds.
 */
export function pngImage(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, deflate, no filter, no interlace
  const rows = Buffer.alloc(Math.min(height, 64) * (width + 1), 0x80);
  for (let r = 0; r < rows.length; r += width + 1) rows[r] = 0; // each row's filter byte: none
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(rows)),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** The header of a baseline greyscale JPEG declaring width x height (JFIF, then the frame). */
export function jpegImage(width: number, height: number): Buffer {
  const jfif = [0xff, 0xe0, 0x00, 0x10, ...Buffer.from("JFIF\0", "latin1"), 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const frame = [0xff, 0xc0, 0x00, 0x0b, 8, height >> 8, height & 0xff, width >> 8, width & 0xff, 1, 1, 0x11, 0];
  return Buffer.from([0xff, 0xd8, ...jfif, ...frame, 0xff, 0xd9]);
}
