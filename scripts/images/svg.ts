/**
 * A few helpers to write SVG by hand, deterministically: numbers rounded to one decimal, attributes
 * in the order given, and a seeded random source, so the same catalogue always gives the same bytes.
 */

export type Attrs = Readonly<Record<string, string | number | undefined>>;

const num = (value: number): string => {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? '0' : String(rounded);
};

function attrs(values: Attrs): string {
  return Object.entries(values)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${typeof value === 'number' ? num(value) : value}"`)
    .join('');
}

export function el(name: string, values: Attrs, ...children: readonly string[]): string {
  return children.length === 0 ? `<${name}${attrs(values)}/>` : `<${name}${attrs(values)}>${children.join('')}</${name}>`;
}

export const g = (values: Attrs, ...children: readonly string[]): string => el('g', values, ...children);
export const rect = (x: number, y: number, width: number, height: number, fill: string, extra: Attrs = {}): string => el('rect', { x, y, width, height, fill, ...extra });
export const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}): string => el('circle', { cx, cy, r, fill, ...extra });
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}): string => el('ellipse', { cx, cy, rx, ry, fill, ...extra });
export const path = (d: string, fill: string, extra: Attrs = {}): string => el('path', { d, fill, ...extra });
export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra: Attrs = {}): string =>
  el('line', { x1, y1, x2, y2, stroke, 'stroke-width': width, 'stroke-linecap': 'round', ...extra });
export const poly = (points: readonly (readonly [number, number])[], fill: string, extra: Attrs = {}): string =>
  el('polygon', { points: points.map(([x, y]) => `${num(x)},${num(y)}`).join(' '), fill, ...extra });

/** A path's `d` from numbers and commands: d('M', 10, 20, 'L', 30, 40). */
export function d(...parts: readonly (string | number)[]): string {
  return parts.map((part) => (typeof part === 'number' ? num(part) : part)).join(' ');
}

/** A vertical (or any-angle) linear gradient definition. */
export function linear(id: string, stops: readonly (readonly [number, string])[], direction: { x1?: number; y1?: number; x2?: number; y2?: number } = {}): string {
  const { x1 = 0, y1 = 0, x2 = 0, y2 = 1 } = direction;
  return el('linearGradient', { id, x1, y1, x2, y2 }, ...stops.map(([offset, color]) => el('stop', { offset, 'stop-color': color })));
}

export function radial(id: string, stops: readonly (readonly [number, string])[]): string {
  return el('radialGradient', { id }, ...stops.map(([offset, color]) => el('stop', { offset, 'stop-color': color })));
}

/** The document: its own size and viewBox, optional <defs> and <style>. */
export function svg(width: number, height: number, body: readonly string[], options: { defs?: readonly string[]; style?: string } = {}): string {
  const defs = options.defs && options.defs.length > 0 ? el('defs', {}, ...options.defs) : '';
  const style = options.style ? `<style>${options.style}</style>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${style}${defs}${body.join('')}</svg>\n`;
}

/** mulberry32 seeded from a text: the same key draws the same picture. */
export function seeded(text: string): () => number {
  let seed = 2166136261;
  for (const char of text) seed = Math.imul(seed ^ (char.codePointAt(0) ?? 0), 16777619);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length) % items.length] as T;

/** A five-pointed star's points around (cx, cy). */
export function starPoints(cx: number, cy: number, outer: number, inner = outer * 0.45): [number, number][] {
  const points: [number, number][] = [];
  for (let index = 0; index < 10; index += 1) {
    const radius = index % 2 === 0 ? outer : inner;
    const angle = -Math.PI / 2 + (index * Math.PI) / 5;
    points.push([cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)]);
  }
  return points;
}
