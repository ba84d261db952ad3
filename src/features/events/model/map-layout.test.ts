import { describe, expect, it } from 'vitest';
import { convexHull, MAP_HEIGHT, MAP_WIDTH, outlinePath, project, spreadApart } from './map-layout';

describe('the link31 map layout', () => {
  it('projects Gyeonggi inside the box, north up and west left', () => {
    const suwon = project(37.2794, 127.0126);
    const yeoncheon = project(38.0966, 127.0748);
    const gimpo = project(37.6434, 126.6681);
    expect(yeoncheon.y).toBeLessThan(suwon.y);
    expect(gimpo.x).toBeLessThan(suwon.x);
    for (const p of [suwon, yeoncheon, gimpo]) {
      expect(p.x).toBeGreaterThan(0);
      expect(p.x).toBeLessThan(MAP_WIDTH);
      expect(p.y).toBeGreaterThan(0);
      expect(p.y).toBeLessThan(MAP_HEIGHT);
    }
  });

  it('moves close markers apart to a touch target’s distance, and no further than needed', () => {
    // 안양, 과천, 군포, 의왕: a few kilometres apart; two markers on the same spot.
    const points = [project(37.4146, 126.9007), project(37.4292, 126.9876), project(37.3617, 126.9352), project(37.3448, 126.9683), { x: 100, y: 100 }, { x: 100, y: 100 }];
    const spread = spreadApart(points, 40);
    for (let i = 0; i < spread.length; i += 1) {
      for (let j = i + 1; j < spread.length; j += 1) {
        const a = spread[i];
        const b = spread[j];
        expect(Math.hypot((a?.x ?? 0) - (b?.x ?? 0), (a?.y ?? 0) - (b?.y ?? 0))).toBeGreaterThanOrEqual(39.9);
      }
    }
    spread.forEach((p, i) => expect(Math.hypot(p.x - (points[i]?.x ?? 0), p.y - (points[i]?.y ?? 0))).toBeLessThan(60));
    // Already apart: left where they are.
    expect(spreadApart([{ x: 50, y: 50 }, { x: 150, y: 150 }], 40)).toEqual([{ x: 50, y: 50 }, { x: 150, y: 150 }]);
  });

  it('outlines the hull', () => {
    const square = [{ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 10, y: 10 }, { x: 0, y: 10 }, { x: 5, y: 5 }];
    expect(convexHull(square)).toHaveLength(4);
    expect(outlinePath(square, 5)).toMatch(/^M.+Z$/);
  });
});
