// Draws the app icons (a hut on a green tile) into public/icons as PNG, with node:zlib only.
// Run: node scripts/make-icons.mjs
import { writeFileSync } from 'node:fs';
import { Buffer } from 'node:buffer';
import { URL } from 'node:url';
import { deflateSync } from 'node:zlib';

const GREEN = [27, 94, 59];
const LIGHT = [247, 245, 239];
const DOOR = [27, 94, 59];

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
function encodePng(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  const raw = Buffer.alloc((size * 4 + 1) * size);
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0;
    rgba.copy(raw, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// Shapes in unit coordinates (0..1), content scaled around the centre by `scale`.
function insideRoundedSquare(x, y, r) {
  const cx = Math.min(Math.max(x, r), 1 - r);
  const cy = Math.min(Math.max(y, r), 1 - r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
}
function hutColor(u, v) {
  // Roof: a triangle from (0.15,0.48) to (0.85,0.48), apex (0.5,0.16).
  if (v >= 0.16 && v <= 0.48) {
    const half = ((v - 0.16) / 0.32) * 0.35;
    if (Math.abs(u - 0.5) <= half) return LIGHT;
  }
  // Walls with a door.
  if (u >= 0.24 && u <= 0.76 && v > 0.48 && v <= 0.84) {
    if (u >= 0.43 && u <= 0.57 && v >= 0.62) return DOOR;
    return LIGHT;
  }
  return null;
}
function render(size, { maskable, scale, radius }) {
  const out = Buffer.alloc(size * size * 4);
  const ss = 4;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0,
        g = 0,
        b = 0,
        a = 0;
      for (let sy = 0; sy < ss; sy++) {
        for (let sx = 0; sx < ss; sx++) {
          const x = (px + (sx + 0.5) / ss) / size;
          const y = (py + (sy + 0.5) / ss) / size;
          if (!maskable && !insideRoundedSquare(x, y, radius)) continue;
          const u = (x - 0.5) / scale + 0.5;
          const v = (y - 0.5) / scale + 0.5;
          const c = hutColor(u, v) ?? GREEN;
          r += c[0];
          g += c[1];
          b += c[2];
          a += 255;
        }
      }
      const n = ss * ss;
      const o = (py * size + px) * 4;
      const cover = a / 255;
      out[o] = cover ? Math.round(r / cover) : 0;
      out[o + 1] = cover ? Math.round(g / cover) : 0;
      out[o + 2] = cover ? Math.round(b / cover) : 0;
      out[o + 3] = Math.round(a / n);
    }
  }
  return encodePng(size, out);
}

const dir = new URL('../public/icons/', import.meta.url);
const icons = [
  ['icon-192.png', 192, { maskable: false, scale: 0.8, radius: 0.2 }],
  ['icon-512.png', 512, { maskable: false, scale: 0.8, radius: 0.2 }],
  // Maskable: full bleed, the hut inside the 80 % safe circle.
  ['icon-maskable-512.png', 512, { maskable: true, scale: 0.62, radius: 0 }],
  ['apple-touch-icon.png', 180, { maskable: true, scale: 0.75, radius: 0 }],
  ['favicon-32.png', 32, { maskable: false, scale: 0.9, radius: 0.18 }],
];
for (const [name, size, opts] of icons) writeFileSync(new URL(name, dir), render(size, opts));
