import { describe, expect, it } from 'vitest';
import { levelsFrom } from './use-voice-input';

describe('levelsFrom', () => {
  it('gives five bars, never below 0.05, amplified by 3 and capped at 1', () => {
    expect(levelsFrom(new Uint8Array(32))).toEqual([0.05, 0.05, 0.05, 0.05, 0.05]);
    const loud = levelsFrom(new Uint8Array(32).fill(255));
    expect(loud).toEqual([1, 1, 1, 1, 1]);
    const quiet = levelsFrom(new Uint8Array(32).fill(17));
    expect(quiet).toHaveLength(5);
    expect(quiet[0]).toBeCloseTo((17 / 255) * 3, 5);
  });
});
