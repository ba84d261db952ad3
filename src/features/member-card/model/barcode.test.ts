import { describe, expect, it } from 'vitest';
import { barcodeFormat, readableUserNo } from './barcode';

describe('barcodeFormat', () => {
  it('uses code set C for exactly 14 digits', () => {
    expect(barcodeFormat('20250000000001')).toBe('CODE128C');
  });

  it('uses code set A otherwise', () => {
    expect(barcodeFormat('GG-2025-0042')).toBe('CODE128A');
    expect(barcodeFormat('2025000000000')).toBe('CODE128A');
    expect(barcodeFormat('202500000000012')).toBe('CODE128A');
    expect(barcodeFormat('2025000000000a')).toBe('CODE128A');
  });

  it('groups a 14-digit number for reading', () => {
    expect(readableUserNo('20250000000001')).toBe('2025 0000 000001');
    expect(readableUserNo('GG-2025-0042')).toBe('GG-2025-0042');
  });
});
