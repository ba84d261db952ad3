/**
 * Writes the app icons and logo images into public/.
 *
 *   node --import tsx scripts/make-icons.ts
 *
 * PNGs are rasterised here and encoded by hand (IHDR, filtered IDAT, IEND, CRC32) with only
 * node:zlib, so the icons can be regenerated without any image tooling. Every image draws the
 * same open-book glyph, defined once below, so the PNGs and SVGs never drift apart.
 */
import { deflateSync } from 'node:zlib';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const PUBLIC_DIR = join(ROOT, 'public');

const BRAND = '#0b5a7a';
const WHITE = '#ffffff';
const GREY_FG = '#9aa3ab';
const GREY_BG = '#e9ecef';
/** Samples per pixel along each axis: 4 gives 16 samples per pixel. */
const SUPERSAMPLE = 4;

// ---------------------------------------------------------------------------------------------
// Geometry

interface Point {
  x: number;
  y: number;
}

/** A path in glyph units (0..1 box): M, L, Q (quadratic Bézier) and Z commands. */
type Command =
  | { op: 'M'; p: Point }
  | { op: 'L'; p: Point }
  | { op: 'Q'; c: Point; p: Point }
  | { op: 'Z' };

interface FillShape {
  kind: 'fill';
  path: Command[];
}
interface StrokeShape {
  kind: 'stroke';
  path: Command[];
  /** Stroke width in glyph units; caps and joins are round. */
  width: number;
}
type Shape = FillShape | StrokeShape;

const pt = (x: number, y: number): Point => ({ x, y });
const mirror = (p: Point): Point => pt(1 - p.x, p.y);

function mirrorPath(path: Command[]): Command[] {
  return path.map((c) => {
    switch (c.op) {
      case 'M':
      case 'L':
        return { op: c.op, p: mirror(c.p) };
      case 'Q':
        return { op: 'Q', c: mirror(c.c), p: mirror(c.p) };
      case 'Z':
        return c;
    }
  });
}

/**
 * The open book: two pages whose top and bottom edges bow like paper, tilted up towards the
 * outer edges; a spine line between them; a cover line under and beside the pages.
 */
function bookGlyph(): Shape[] {
  const leftPage: Command[] = [
    { op: 'M', p: pt(0.455, 0.285) },
    { op: 'Q', c: pt(0.3, 0.17), p: pt(0.115, 0.215) },
    { op: 'L', p: pt(0.115, 0.715) },
    { op: 'Q', c: pt(0.3, 0.675), p: pt(0.455, 0.785) },
    { op: 'Z' },
  ];
  const cover: Command[] = [
    { op: 'M', p: pt(0.045, 0.3) },
    { op: 'L', p: pt(0.045, 0.79) },
    { op: 'Q', c: pt(0.3, 0.755), p: pt(0.5, 0.865) },
    { op: 'Q', c: pt(0.7, 0.755), p: pt(0.955, 0.79) },
    { op: 'L', p: pt(0.955, 0.3) },
  ];
  const spine: Command[] = [
    { op: 'M', p: pt(0.5, 0.3) },
    { op: 'L', p: pt(0.5, 0.84) },
  ];
  return [
    { kind: 'fill', path: leftPage },
    { kind: 'fill', path: mirrorPath(leftPage) },
    { kind: 'stroke', path: cover, width: 0.045 },
    { kind: 'stroke', path: spine, width: 0.035 },
  ];
}

/** Turns a path into polylines (one per subpath), flattening curves into short segments. */
function flatten(path: Command[], steps = 48): { points: Point[]; closed: boolean }[] {
  const out: { points: Point[]; closed: boolean }[] = [];
  let current: Point[] = [];
  for (const c of path) {
    if (c.op === 'M') {
      if (current.length > 0) out.push({ points: current, closed: false });
      current = [c.p];
    } else if (c.op === 'L') {
      current.push(c.p);
    } else if (c.op === 'Q') {
      const p0 = current[current.length - 1];
      if (!p0) throw new Error('Q without a current point');
      for (let i = 1; i <= steps; i++) {
        const t = i / steps;
        const u = 1 - t;
        current.push(
          pt(
            u * u * p0.x + 2 * u * t * c.c.x + t * t * c.p.x,
            u * u * p0.y + 2 * u * t * c.c.y + t * t * c.p.y,
          ),
        );
      }
    } else {
      out.push({ points: current, closed: true });
      current = [];
    }
  }
  if (current.length > 0) out.push({ points: current, closed: false });
  return out;
}

/** Maps glyph units to pixels: x' = x * scale + dx. */
interface Transform {
  scale: number;
  dx: number;
  dy: number;
}
const apply = (t: Transform, p: Point): Point => pt(p.x * t.scale + t.dx, p.y * t.scale + t.dy);

/** Bounding box of the painted glyph in glyph units, stroke widths included. */
function glyphBounds(shapes: Shape[]): { minX: number; minY: number; maxX: number; maxY: number } {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const s of shapes) {
    const pad = s.kind === 'stroke' ? s.width / 2 : 0;
    for (const line of flatten(s.path)) {
      for (const p of line.points) {
        minX = Math.min(minX, p.x - pad);
        minY = Math.min(minY, p.y - pad);
        maxX = Math.max(maxX, p.x + pad);
        maxY = Math.max(maxY, p.y + pad);
      }
    }
  }
  return { minX, minY, maxX, maxY };
}

/** Places the glyph so that its painted bounds are centred on (cx, cy) and `width` pixels wide. */
function centreGlyph(shapes: Shape[], cx: number, cy: number, width: number): Transform {
  const b = glyphBounds(shapes);
  const scale = width / (b.maxX - b.minX);
  return {
    scale,
    dx: cx - ((b.minX + b.maxX) / 2) * scale,
    dy: cy - ((b.minY + b.maxY) / 2) * scale,
  };
}

/** Farthest painted point of the glyph from (cx, cy), in pixels, stroke widths included. */
function farthestFrom(shapes: Shape[], t: Transform, cx: number, cy: number): number {
  let far = 0;
  for (const s of shapes) {
    const pad = s.kind === 'stroke' ? (s.width / 2) * t.scale : 0;
    for (const line of flatten(s.path)) {
      for (const p of line.points) {
        const q = apply(t, p);
        far = Math.max(far, Math.hypot(q.x - cx, q.y - cy) + pad);
      }
    }
  }
  return far;
}

function roundedRectPath(x: number, y: number, w: number, h: number, r: number): Command[] {
  if (r <= 0) {
    return [
      { op: 'M', p: pt(x, y) },
      { op: 'L', p: pt(x + w, y) },
      { op: 'L', p: pt(x + w, y + h) },
      { op: 'L', p: pt(x, y + h) },
      { op: 'Z' },
    ];
  }
  // Quarter circles as fine line segments, matching SVG's <rect rx>.
  const steps = 64;
  const corners: [number, number, number][] = [
    [x + w - r, y + r, -Math.PI / 2],
    [x + w - r, y + h - r, 0],
    [x + r, y + h - r, Math.PI / 2],
    [x + r, y + r, Math.PI],
  ];
  const path: Command[] = [];
  for (const [cx, cy, start] of corners) {
    for (let i = 0; i <= steps; i++) {
      const a = start + (i / steps) * (Math.PI / 2);
      path.push({ op: path.length === 0 ? 'M' : 'L', p: pt(cx + r * Math.cos(a), cy + r * Math.sin(a)) });
    }
  }
  path.push({ op: 'Z' });
  return path;
}

// ---------------------------------------------------------------------------------------------
// Rasteriser: each shape gives a coverage mask (0..1 per pixel) from SUPERSAMPLE² samples.

/** Coverage of a filled path (even-odd) in a size×size image, path already in pixels. */
function fillCoverage(path: Command[], size: number): Float32Array {
  const ss = SUPERSAMPLE;
  const cov = new Float32Array(size * size);
  const edges: [Point, Point][] = [];
  for (const line of flatten(path)) {
    const pts = line.points;
    for (let i = 0; i < pts.length; i++) {
      const a = pts[i];
      const b = pts[(i + 1) % pts.length];
      if (a && b && a.y !== b.y) edges.push([a, b]);
    }
  }
  const weight = 1 / (ss * ss);
  const xs: number[] = [];
  for (let sy = 0; sy < size * ss; sy++) {
    const y = (sy + 0.5) / ss;
    xs.length = 0;
    for (const [a, b] of edges) {
      if ((a.y <= y && b.y > y) || (b.y <= y && a.y > y)) {
        xs.push(a.x + ((y - a.y) / (b.y - a.y)) * (b.x - a.x));
      }
    }
    if (xs.length < 2) continue;
    xs.sort((m, n) => m - n);
    const row = Math.floor(sy / ss) * size;
    for (let i = 0; i + 1 < xs.length; i += 2) {
      // Sample k (centre (k+0.5)/ss) is inside when x0 <= centre < x1.
      const x0 = xs[i] ?? 0;
      const x1 = xs[i + 1] ?? 0;
      const k0 = Math.max(0, Math.ceil(x0 * ss - 0.5));
      const k1 = Math.min(size * ss - 1, Math.ceil(x1 * ss - 0.5) - 1);
      for (let k = k0; k <= k1; k++) cov[row + Math.floor(k / ss)]! += weight;
    }
  }
  return cov;
}

/** Coverage of a stroked polyline with round caps and joins, path already in pixels. */
function strokeCoverage(path: Command[], width: number, size: number): Float32Array {
  const ss = SUPERSAMPLE;
  const cov = new Float32Array(size * size);
  const half = width / 2;
  const segs: [Point, Point][] = [];
  for (const line of flatten(path)) {
    const pts = line.closed ? [...line.points, line.points[0]!] : line.points;
    for (let i = 0; i + 1 < pts.length; i++) segs.push([pts[i]!, pts[i + 1]!]);
  }
  const weight = 1 / (ss * ss);
  // Per segment, only samples within its padded bounding box can be inside: mark them once.
  const hit = new Uint8Array(size * ss * size * ss);
  for (const [a, b] of segs) {
    const x0 = Math.max(0, Math.floor((Math.min(a.x, b.x) - half) * ss));
    const x1 = Math.min(size * ss - 1, Math.ceil((Math.max(a.x, b.x) + half) * ss));
    const y0 = Math.max(0, Math.floor((Math.min(a.y, b.y) - half) * ss));
    const y1 = Math.min(size * ss - 1, Math.ceil((Math.max(a.y, b.y) + half) * ss));
    const vx = b.x - a.x;
    const vy = b.y - a.y;
    const len2 = vx * vx + vy * vy;
    for (let sy = y0; sy <= y1; sy++) {
      const y = (sy + 0.5) / ss;
      for (let sx = x0; sx <= x1; sx++) {
        const idx = sy * size * ss + sx;
        if (hit[idx]) continue;
        const x = (sx + 0.5) / ss;
        const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((x - a.x) * vx + (y - a.y) * vy) / len2));
        const dx = x - (a.x + t * vx);
        const dy = y - (a.y + t * vy);
        if (dx * dx + dy * dy <= half * half) {
          hit[idx] = 1;
          cov[Math.floor(sy / ss) * size + Math.floor(sx / ss)]! += weight;
        }
      }
    }
  }
  return cov;
}

function transformPath(path: Command[], t: Transform): Command[] {
  return path.map((c) => {
    switch (c.op) {
      case 'M':
      case 'L':
        return { op: c.op, p: apply(t, c.p) };
      case 'Q':
        return { op: 'Q', c: apply(t, c.c), p: apply(t, c.p) };
      case 'Z':
        return c;
    }
  });
}

/** Union of the glyph's shapes as one coverage mask. */
function glyphCoverage(shapes: Shape[], t: Transform, size: number): Float32Array {
  const total = new Float32Array(size * size);
  for (const s of shapes) {
    const path = transformPath(s.path, t);
    const cov =
      s.kind === 'fill' ? fillCoverage(path, size) : strokeCoverage(path, s.width * t.scale, size);
    // Shapes do not overlap by design; where they touch, max keeps the edge from doubling up.
    for (let i = 0; i < total.length; i++) total[i] = Math.max(total[i]!, cov[i]!);
  }
  return total;
}

function hexToRgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Paints layers "over" each other in premultiplied form and returns straight RGBA bytes. */
function composite(size: number, layers: { colour: string; coverage: Float32Array }[]): Uint8Array {
  const pr = new Float32Array(size * size);
  const pg = new Float32Array(size * size);
  const pb = new Float32Array(size * size);
  const pa = new Float32Array(size * size);
  for (const { colour, coverage } of layers) {
    const [r, g, b] = hexToRgb(colour);
    for (let i = 0; i < size * size; i++) {
      const c = Math.min(1, coverage[i]!);
      if (c === 0) continue;
      pr[i] = r * c + pr[i]! * (1 - c);
      pg[i] = g * c + pg[i]! * (1 - c);
      pb[i] = b * c + pb[i]! * (1 - c);
      pa[i] = c + pa[i]! * (1 - c);
    }
  }
  const out = new Uint8Array(size * size * 4);
  for (let i = 0; i < size * size; i++) {
    const a = pa[i]!;
    if (a <= 0) continue;
    out[i * 4] = Math.round(pr[i]! / a);
    out[i * 4 + 1] = Math.round(pg[i]! / a);
    out[i * 4 + 2] = Math.round(pb[i]! / a);
    out[i * 4 + 3] = Math.round(a * 255);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// PNG encoder (RGBA, 8 bits per channel)

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const body = Buffer.concat([head.subarray(4), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body), 0);
  return Buffer.concat([head.subarray(0, 4), body, crc]);
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  if (pa <= pb && pa <= pc) return a;
  return pb <= pc ? b : c;
}

/**
 * Filters each scanline with the PNG filter (None, Sub, Up, Average, Paeth) whose output has the
 * smallest sum of absolute values: the usual heuristic from the PNG specification.
 */
function filterScanlines(rgba: Uint8Array, width: number, height: number): Uint8Array {
  const bpp = 4;
  const stride = width * bpp;
  const out = new Uint8Array(height * (stride + 1));
  const candidate = new Uint8Array(stride);
  const best = new Uint8Array(stride);
  for (let y = 0; y < height; y++) {
    const row = rgba.subarray(y * stride, (y + 1) * stride);
    const prev = y > 0 ? rgba.subarray((y - 1) * stride, y * stride) : new Uint8Array(stride);
    let bestType = 0;
    let bestScore = Infinity;
    for (let type = 0; type <= 4; type++) {
      let score = 0;
      for (let i = 0; i < stride; i++) {
        const a = i >= bpp ? row[i - bpp]! : 0;
        const b = prev[i]!;
        const c = i >= bpp ? prev[i - bpp]! : 0;
        const x = row[i]!;
        let v: number;
        if (type === 0) v = x;
        else if (type === 1) v = x - a;
        else if (type === 2) v = x - b;
        else if (type === 3) v = x - ((a + b) >> 1);
        else v = x - paeth(a, b, c);
        v &= 0xff;
        candidate[i] = v;
        score += v < 128 ? v : 256 - v;
      }
      if (score < bestScore) {
        bestScore = score;
        bestType = type;
        best.set(candidate);
      }
    }
    out[y * (stride + 1)] = bestType;
    out.set(best, y * (stride + 1) + 1);
  }
  return out;
}

function encodePng(rgba: Uint8Array, width: number, height: number): Buffer {
  if (rgba.length !== width * height * 4) throw new Error('RGBA buffer size mismatch');
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // colour type: truecolour with alpha
  ihdr[10] = 0; // compression: deflate
  ihdr[11] = 0; // filter method: adaptive
  ihdr[12] = 0; // no interlace
  const idat = deflateSync(filterScanlines(rgba, width, height), { level: 9 });
  return Buffer.concat([
    signature,
    chunk('IHDR', ihdr),
    chunk('IDAT', idat),
    chunk('IEND', new Uint8Array(0)),
  ]);
}

// ---------------------------------------------------------------------------------------------
// Icons

interface IconSpec {
  file: string;
  size: number;
  /** Rounded square with transparent corners, or a full-bleed opaque square. */
  background: 'rounded' | 'full-bleed';
  /** Width of the glyph's painted bounds as a fraction of the icon size. */
  glyphWidth: number;
  /** For maskable icons: the glyph must stay within this radius (fraction of size) of the centre. */
  safeRadius?: number;
}

/** Corner radius of the rounded square, as a fraction of its side. */
const CORNER = 0.22;

const ICONS: IconSpec[] = [
  { file: 'icons/icon-192.png', size: 192, background: 'rounded', glyphWidth: 0.68 },
  { file: 'icons/icon-512.png', size: 512, background: 'rounded', glyphWidth: 0.68 },
  // Maskable: the platform crops to any shape containing the central circle of radius 40%.
  { file: 'icons/maskable-512.png', size: 512, background: 'full-bleed', glyphWidth: 0.56, safeRadius: 0.4 },
  // iOS paints transparent pixels black and rounds the corners itself: keep it opaque.
  { file: 'icons/apple-touch-icon-180.png', size: 180, background: 'full-bleed', glyphWidth: 0.64 },
  // The tab's icon (the glyph on the rounded square). A PNG, not an SVG: Chromium decodes a page's
  // SVG favicon as a document of its own on the page's main thread during the load (a task of
  // 50–100 ms at 4× CPU on /main, docs/architecture.md). 48 px is a 16 px tab at 3× and a 24 px
  // one at 2×.
  { file: 'icons/favicon-48.png', size: 48, background: 'rounded', glyphWidth: 0.74 },
];

function renderIcon(spec: IconSpec): Buffer {
  const { size } = spec;
  const glyph = bookGlyph();
  const bgPath =
    spec.background === 'rounded'
      ? roundedRectPath(0, 0, size, size, size * CORNER)
      : roundedRectPath(0, 0, size, size, 0);
  const t = centreGlyph(glyph, size / 2, size / 2, size * spec.glyphWidth);
  if (spec.safeRadius !== undefined) {
    const far = farthestFrom(glyph, t, size / 2, size / 2);
    if (far > spec.safeRadius * size) {
      throw new Error(`${spec.file}: glyph reaches ${far.toFixed(1)} px from centre, safe zone is ${spec.safeRadius * size} px`);
    }
  }
  const rgba = composite(size, [
    { colour: BRAND, coverage: fillCoverage(bgPath, size) },
    { colour: WHITE, coverage: glyphCoverage(glyph, t, size) },
  ]);
  return encodePng(rgba, size, size);
}

// ---------------------------------------------------------------------------------------------
// SVGs

const num = (n: number): string => String(Math.round(n * 100) / 100);

function svgPathData(path: Command[], t: Transform): string {
  return path
    .map((c) => {
      switch (c.op) {
        case 'M':
        case 'L': {
          const p = apply(t, c.p);
          return `${c.op}${num(p.x)} ${num(p.y)}`;
        }
        case 'Q': {
          const q = apply(t, c.c);
          const p = apply(t, c.p);
          return `Q${num(q.x)} ${num(q.y)} ${num(p.x)} ${num(p.y)}`;
        }
        case 'Z':
          return 'Z';
      }
    })
    .join('');
}

/** The glyph as SVG elements painted in `colour`. */
function svgGlyph(t: Transform, colour: string): string {
  const parts: string[] = [];
  for (const s of bookGlyph()) {
    const d = svgPathData(s.path, t);
    parts.push(
      s.kind === 'fill'
        ? `<path d="${d}" fill="${colour}"/>`
        : `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${num(s.width * t.scale)}" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
  }
  return parts.join('');
}

/** Header logo: the glyph in brand colour, then the library's name. */
function logoSvg(): string {
  const t = centreGlyph(bookGlyph(), 18, 20, 34);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 40" width="160" height="40" role="img" aria-label="경기도서관">` +
    `<title>경기도서관</title>` +
    svgGlyph(t, BRAND) +
    `<text x="40" y="27.5" font-family="system-ui, sans-serif" font-size="21" font-weight="700" letter-spacing="-0.5" fill="${BRAND}">경기도서관</text>` +
    `</svg>\n`
  );
}

/**
 * Placeholder shown when a popup image fails: grey glyph and name on a light grey card. The
 * content sits in the middle so object-fit: cover keeps it visible at other aspect ratios.
 */
function greyLogoSvg(): string {
  const t = centreGlyph(bookGlyph(), 300, 350, 240);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 800" width="600" height="800" preserveAspectRatio="xMidYMid meet" role="img" aria-label="경기도서관">` +
    `<title>경기도서관</title>` +
    `<rect width="600" height="800" fill="${GREY_BG}"/>` +
    svgGlyph(t, GREY_FG) +
    `<text x="300" y="520" text-anchor="middle" font-family="system-ui, sans-serif" font-size="56" font-weight="700" fill="${GREY_FG}">경기도서관</text>` +
    `</svg>\n`
  );
}

// ---------------------------------------------------------------------------------------------

function write(file: string, data: Buffer | string): void {
  const path = join(PUBLIC_DIR, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, data);
  const bytes = typeof data === 'string' ? Buffer.byteLength(data) : data.length;
  console.log(`wrote ${relative(ROOT, path)} (${bytes} bytes)`);
}

/** Files the scripts draw from, kept out of the app (scripts/assets). */
function writeAsset(file: string, data: string): void {
  const path = join(ROOT, 'scripts', 'assets', file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, data);
  console.log(`wrote ${relative(ROOT, path)} (${Buffer.byteLength(data)} bytes)`);
}

function main(): void {
  for (const spec of ICONS) write(spec.file, renderIcon(spec));
  write('images/logo.svg', logoSvg());
  // Not shipped: the source the fallback cover (public/images/cover-fallback.webp) is drawn from.
  writeAsset('logo-grey.svg', greyLogoSvg());
}

main();
