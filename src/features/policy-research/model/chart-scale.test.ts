import { describe, expect, it } from 'vitest';
import { bands, labelStride, linePath, linearScale, niceTicks } from './chart-scale';

describe('niceTicks', () => {
  it.each([
    [172_345, [0, 50_000, 100_000, 150_000, 200_000]],
    [80_000, [0, 20_000, 40_000, 60_000, 80_000]],
    [81_000, [0, 25_000, 50_000, 75_000, 100_000]],
    [11_027, [0, 5_000, 10_000, 15_000]],
    [9, [0, 2.5, 5, 7.5, 10]],
    [1, [0, 0.25, 0.5, 0.75, 1]],
    [0.3, [0, 0.1, 0.2, 0.3]],
  ])('max %d → %j', (max, ticks) => {
    expect(niceTicks(max)).toEqual(ticks);
  });

  it('always reaches the max in whole steps, about `count` of them', () => {
    for (const max of [3, 17, 123, 999, 1_001, 45_678, 9_999_999]) {
      const ticks = niceTicks(max);
      expect(ticks[0]).toBe(0);
      expect(ticks.at(-1)).toBeGreaterThanOrEqual(max);
      expect(ticks.at(-2)).toBeLessThan(max);
      expect(ticks.length - 1).toBeGreaterThanOrEqual(2);
      expect(ticks.length - 1).toBeLessThanOrEqual(8);
      const step = (ticks[1] ?? 0) - (ticks[0] ?? 0);
      ticks.forEach((tick, i) => expect(tick).toBeCloseTo(i * step, 9));
    }
  });

  it('gives an axis to nothing: 0, a negative or a broken max', () => {
    expect(niceTicks(0)).toEqual([0, 1]);
    expect(niceTicks(-5)).toEqual([0, 1]);
    expect(niceTicks(Number.NaN)).toEqual([0, 1]);
    expect(niceTicks(Number.POSITIVE_INFINITY)).toEqual([0, 1]);
  });
});

describe('linearScale', () => {
  it('maps 0…max onto 0…length, clamped', () => {
    const scale = linearScale(200, 100);
    expect(scale(0)).toBe(0);
    expect(scale(50)).toBe(25);
    expect(scale(200)).toBe(100);
    expect(scale(400)).toBe(100);
    expect(scale(-3)).toBe(0);
  });

  it('maps everything to 0 when the domain is empty', () => {
    expect(linearScale(0, 100)(10)).toBe(0);
  });
});

describe('bands', () => {
  it('splits the length into equal bands, each bar centred with its padding', () => {
    const result = bands(4, 400, 0.5);
    expect(result.map((b) => b.middle)).toEqual([50, 150, 250, 350]);
    expect(result.every((b) => b.size === 50)).toBe(true);
    expect(result[0]?.start).toBe(25);
  });

  it('has no bands for no items or no room, and bounds the padding', () => {
    expect(bands(0, 400)).toEqual([]);
    expect(bands(3, 0)).toEqual([]);
    expect(bands(1, 100, 5)[0]?.size).toBeCloseTo(10);
    expect(bands(1, 100, -1)[0]?.size).toBe(100);
  });
});

describe('linePath and labelStride', () => {
  it('draws a path through the points in order, to one decimal', () => {
    expect(linePath([{ x: 1, y: 2 }, { x: 3.14159, y: 4.06 }])).toBe('M1 2 L3.1 4.1');
    expect(linePath([])).toBe('');
  });

  it('labels every item when labels fit their bands, every n-th otherwise', () => {
    expect(labelStride(40, 30)).toBe(1);
    expect(labelStride(20, 30)).toBe(2);
    expect(labelStride(10, 35)).toBe(4);
    expect(labelStride(0, 10)).toBe(Number.POSITIVE_INFINITY);
  });
});
