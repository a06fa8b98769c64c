import { crc32, deflateSync } from 'node:zlib';

type Rgb = readonly [number, number, number];

/**
 * A small portrait placeholder (head and shoulders on a coloured ground) as a PNG, drawn here so
 * the demo needs no binary files. Deterministic: the same colours give the same bytes.
 */
export function avatarPng(size: number, background: Rgb, figure: Rgb): Buffer {
  const rows: Buffer[] = [];
  const head = { x: size / 2, y: size * 0.4, r: size * 0.18 };
  const shoulders = { x: size / 2, y: size * 0.98, rx: size * 0.36, ry: size * 0.32 };
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3); // filter byte 0, then RGB
    for (let x = 0; x < size; x++) {
      const inHead = (x - head.x) ** 2 + (y - head.y) ** 2 <= head.r ** 2;
      const inShoulders = ((x - shoulders.x) / shoulders.rx) ** 2 + ((y - shoulders.y) / shoulders.ry) ** 2 <= 1;
      const [r, g, b] = inHead || inShoulders ? figure : background;
      row.writeUInt8(r, 1 + x * 3);
      row.writeUInt8(g, 2 + x * 3);
      row.writeUInt8(b, 3 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}
