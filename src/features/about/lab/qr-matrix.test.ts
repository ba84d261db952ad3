import { describe, expect, it } from 'vitest';
import { qrMatrix } from './qr-matrix';

describe('qrMatrix', () => {
  it('encodes a member number as a version-1 QR code (21 × 21) with its finder patterns', () => {
    const matrix = qrMatrix('14167400000001');
    expect(matrix).toHaveLength(21);
    expect(matrix.every((row) => row.length === 21)).toBe(true);
    // The top-left finder: a dark 7 × 7 ring.
    expect(matrix[0]!.slice(0, 7).every(Boolean)).toBe(true);
    expect(matrix[1]![1]).toBe(false);
    expect(matrix[3]![3]).toBe(true);
  });

  it('encodes Korean text in UTF-8 (a larger version)', () => {
    expect(qrMatrix('경기도서관 https://example.kr/intro').length).toBeGreaterThan(21);
  });
});
