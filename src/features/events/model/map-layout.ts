/*
 * The link31 map, drawn here: no tile service, no network. Venues are projected from their
 * coordinates onto a box around Gyeonggi-do (an equirectangular projection, fine at this scale),
 * then pushed apart until no two markers are closer than a touch target, so every marker can be
 * pressed (WCAG 2.2 target size) even where libraries stand close together. The outline is the
 * venues' convex hull, widened: a schematic of the province, not its boundary.
 */

export const MAP_BOX = { west: 126.35, east: 127.85, north: 38.35, south: 36.85 } as const;
/** viewBox width; the height keeps the box's shape at Gyeonggi's latitude (cos 37.6° ≈ 0.79). */
export const MAP_WIDTH = 400;
export const MAP_HEIGHT = Math.round((MAP_WIDTH * (MAP_BOX.north - MAP_BOX.south)) / ((MAP_BOX.east - MAP_BOX.west) * Math.cos((37.6 * Math.PI) / 180)));

export interface Point {
  x: number;
  y: number;
}

export function project(latitude: number, longitude: number): Point {
  return {
    x: ((longitude - MAP_BOX.west) / (MAP_BOX.east - MAP_BOX.west)) * MAP_WIDTH,
    y: ((MAP_BOX.north - latitude) / (MAP_BOX.north - MAP_BOX.south)) * MAP_HEIGHT,
  };
}

/** Points moved apart until every pair is at least `gap` apart (or after `rounds`), kept `margin` inside the box. */
export function spreadApart(points: readonly Point[], gap: number, margin = gap / 2, rounds = 400): Point[] {
  const moved = points.map((p) => ({ ...p }));
  for (let round = 0; round < rounds; round += 1) {
    let crowded = false;
    for (let i = 0; i < moved.length; i += 1) {
      for (let j = i + 1; j < moved.length; j += 1) {
        const a = moved[i];
        const b = moved[j];
        if (!a || !b) continue;
        let dx = b.x - a.x;
        let dy = b.y - a.y;
        let distance = Math.hypot(dx, dy);
        if (distance >= gap) continue;
        crowded = true;
        if (distance < 1e-6) {
          // The same place: part them along a direction of their own.
          const angle = (j * 2.399) % (2 * Math.PI);
          dx = Math.cos(angle);
          dy = Math.sin(angle);
          distance = 1;
        }
        const push = (gap - distance) / 2 + 0.01;
        a.x -= (dx / distance) * push;
        a.y -= (dy / distance) * push;
        b.x += (dx / distance) * push;
        b.y += (dy / distance) * push;
      }
    }
    for (const p of moved) {
      p.x = Math.min(MAP_WIDTH - margin, Math.max(margin, p.x));
      p.y = Math.min(MAP_HEIGHT - margin, Math.max(margin, p.y));
    }
    if (!crowded) break;
  }
  return moved;
}

const cross = (o: Point, a: Point, b: Point) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);

/** The convex hull (Andrew's monotone chain), counter-clockwise on screen. */
export function convexHull(points: readonly Point[]): Point[] {
  const sorted = [...points].sort((a, b) => a.x - b.x || a.y - b.y);
  if (sorted.length < 3) return sorted;
  const lower: Point[] = [];
  for (const p of sorted) {
    while (lower.length >= 2 && cross(lower[lower.length - 2] as Point, lower[lower.length - 1] as Point, p) <= 0) lower.pop();
    lower.push(p);
  }
  const upper: Point[] = [];
  for (const p of [...sorted].reverse()) {
    while (upper.length >= 2 && cross(upper[upper.length - 2] as Point, upper[upper.length - 1] as Point, p) <= 0) upper.pop();
    upper.push(p);
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)];
}

/** The hull widened by `pad` away from its centre, as an SVG path with rounded (quadratic) corners. */
export function outlinePath(points: readonly Point[], pad: number): string {
  const hull = convexHull(points);
  if (hull.length < 3) return '';
  const cx = hull.reduce((sum, p) => sum + p.x, 0) / hull.length;
  const cy = hull.reduce((sum, p) => sum + p.y, 0) / hull.length;
  const wide = hull.map((p) => {
    const d = Math.hypot(p.x - cx, p.y - cy) || 1;
    return { x: p.x + ((p.x - cx) / d) * pad, y: p.y + ((p.y - cy) / d) * pad };
  });
  const mid = (a: Point, b: Point) => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
  const f = (n: number) => n.toFixed(1);
  const start = mid(wide[wide.length - 1] as Point, wide[0] as Point);
  let path = `M${f(start.x)},${f(start.y)}`;
  wide.forEach((p, i) => {
    const m = mid(p, wide[(i + 1) % wide.length] as Point);
    path += ` Q${f(p.x)},${f(p.y)} ${f(m.x)},${f(m.y)}`;
  });
  return `${path} Z`;
}
