import { describe, expect, it } from 'vitest';
import { estimateMatches, roundEstimate, scaleCount, scannedBlocks } from './estimate';

describe('scannedBlocks', () => {
  it('is the stretch from the first row’s block to the last one’s', () => {
    expect(scannedBlocks(0, 9, 100)).toBe(10);
    expect(scannedBlocks(2, 9, 100)).toBe(8);
    expect(scannedBlocks(7, 7, 100)).toBe(1);
  });

  it('follows a scan that started elsewhere and wrapped around the end of the table', () => {
    // Blocks 90–99, then 0–4: fifteen blocks.
    expect(scannedBlocks(90, 4, 100)).toBe(15);
    expect(scannedBlocks(99, 0, 100)).toBe(2);
  });
});

describe('roundEstimate', () => {
  it.each([
    [0, 0],
    [7, 7],
    [99, 99],
    [987, 990],
    [1001, 1000],
    [3529, 3500],
    [11_334, 11_000],
    [15_171, 15_000],
    [27_029, 27_000],
    [125_500, 130_000],
  ])('%d → %d', (n, rounded) => {
    expect(roundEstimate(n)).toBe(rounded);
  });
});

describe('estimateMatches and scaleCount', () => {
  it('scale what was seen by the share of the table read', () => {
    // 1,001 matches in the first 1,000 of 10,000 blocks: about 10,000.
    expect(estimateMatches(1001, 0, 999, 10_000)).toBe(10_000);
    // 1,001 matches in 8,000 of 10,000 blocks: about 1,250 → 1,300.
    expect(estimateMatches(1001, 0, 7999, 10_000)).toBe(1300);
    // The same from a scan that began at block 6,000 and wrapped.
    expect(estimateMatches(1001, 6000, 3999, 10_000)).toBe(1300);
    // Never below what was seen, even when the rows were everywhere.
    expect(estimateMatches(1001, 0, 9999, 10_000)).toBe(1000);
    // A table grown since its size was read: its blocks as far as the scan saw.
    expect(estimateMatches(1001, 0, 11_999, 10_000)).toBe(1000);
  });

  it('scale a facet count to the estimate, at least 1 when the sample had any', () => {
    expect(scaleCount(250, 1001, 11_000)).toBe(2700);
    expect(scaleCount(1, 1001, 11_000)).toBe(11);
    expect(scaleCount(1, 1001, 1100)).toBe(1);
    expect(scaleCount(0, 1001, 11_000)).toBe(0);
  });
});
