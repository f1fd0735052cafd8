// Generates the demo images in src/db/demo-media: small, distinct, flat-colour PNG artwork
// (palette PNGs compress to a few KB). Run once by hand; the output is committed.
//   node backend/scripts/generate-demo-media.js
const { deflateSync } = require('node:zlib');
const { mkdirSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');

const W = 480;
const H = 300;
const OUT = join(__dirname, '..', 'src', 'db', 'demo-media');

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

function hsl(h, s, l) {
  const a = s * Math.min(l, 1 - l);
  const f = (n) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}

function rng(seed) {
  let x = seed * 2654435761 + 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return ((x >>> 0) % 10000) / 10000;
  };
}

/** One image: a banded gradient background and a few shapes, colours from a hue. */
function render(seed, hue, motif) {
  const rand = rng(seed);
  const palette = [];
  for (let i = 0; i < 12; i++) palette.push(hsl(hue, 0.55, 0.22 + i * 0.035)); // background bands
  palette.push(hsl((hue + 40) % 360, 0.75, 0.6)); // 12 accent
  palette.push(hsl((hue + 180) % 360, 0.7, 0.55)); // 13 complement
  palette.push([250, 250, 250]); // 14 white
  palette.push(hsl((hue + 320) % 360, 0.8, 0.7)); // 15 highlight
  const px = new Uint8Array(W * H);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) px[y * W + x] = Math.min(11, Math.floor(((x + y) / (W + H)) * 12));
  }
  const circle = (cx, cy, r, c) => {
    for (let y = Math.max(0, cy - r); y < Math.min(H, cy + r); y++)
      for (let x = Math.max(0, cx - r); x < Math.min(W, cx + r); x++)
        if ((x - cx) ** 2 + (y - cy) ** 2 <= r * r) px[y * W + x] = c;
  };
  const rect = (x0, y0, w, h, c) => {
    for (let y = Math.max(0, y0); y < Math.min(H, y0 + h); y++)
      for (let x = Math.max(0, x0); x < Math.min(W, x0 + w); x++) px[y * W + x] = c;
  };
  const shapes = 3 + Math.floor(rand() * 4);
  for (let i = 0; i < shapes; i++) {
    const c = 12 + Math.floor(rand() * 4);
    const x = Math.floor(rand() * W);
    const y = Math.floor(rand() * H);
    if (motif === 'circles' || (motif === 'mixed' && i % 2)) circle(x, y, 20 + Math.floor(rand() * 70), c);
    else rect(x - 60, y - 30, 60 + Math.floor(rand() * 160), 20 + Math.floor(rand() * 90), c);
  }
  // A "card" in the middle, like a mock-up of the work.
  rect(140, 90, 200, 120, 14);
  rect(156, 106, 168, 14, 12);
  rect(156, 130, 120, 10, 13);
  rect(156, 150, 140, 10, 13);
  circle(300, 180, 18, 15);

  const raw = Buffer.alloc((W + 1) * H);
  for (let y = 0; y < H; y++) {
    raw[y * (W + 1)] = 0;
    Buffer.from(px.buffer, y * W, W).copy(raw, y * (W + 1) + 1);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(W, 0);
  ihdr.writeUInt32BE(H, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 3; // palette colour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('PLTE', Buffer.from(palette.flat())),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const HUES = {
  'programming-tech': 210,
  'graphics-design': 320,
  'digital-marketing': 140,
  'video-animation': 20,
  business: 250,
  'writing-translation': 45,
};
const motifs = ['rects', 'circles', 'mixed'];
mkdirSync(OUT, { recursive: true });
let seed = 1;
let total = 0;
const write = (name, buf) => {
  writeFileSync(join(OUT, name), buf);
  total += buf.length;
};
for (const [category, hue] of Object.entries(HUES)) {
  for (let i = 0; i < 3; i++) write(`${category}-${i + 1}.png`, render(seed++, hue + i * 12, motifs[i]));
}
for (let i = 0; i < 4; i++) write(`blog-${i + 1}.png`, render(seed++, (i * 90 + 15) % 360, motifs[i % 3]));
process.stdout.write(`wrote ${seed - 1} images, ${Math.round(total / 1024)} KB\n`);
