import JsBarcode from 'jsbarcode';
import { describe, expect, it } from 'vitest';
import { BARCODE_OPTIONS, barcodePlan } from './barcode';

describe('barcodePlan', () => {
  it('uses code set C for exactly 14 digits', () => {
    expect(barcodePlan('20250000000001')).toEqual({ kind: 'bars', format: 'CODE128C' });
  });

  it('uses code set A for other numbers it can carry', () => {
    expect(barcodePlan('GG-2025-0042')).toEqual({ kind: 'bars', format: 'CODE128A' });
    expect(barcodePlan('2025000000000')).toEqual({ kind: 'bars', format: 'CODE128A' });
    expect(barcodePlan('202500000000012')).toEqual({ kind: 'bars', format: 'CODE128A' });
    expect(barcodePlan('GGL_2025 0042')).toEqual({ kind: 'bars', format: 'CODE128A' });
  });

  it('falls back to code set B for lower-case letters and ` { | } ~', () => {
    expect(barcodePlan('2025000000000a')).toEqual({ kind: 'bars', format: 'CODE128B' });
    expect(barcodePlan('gg-2025-0042')).toEqual({ kind: 'bars', format: 'CODE128B' });
    expect(barcodePlan('GG{2025}~')).toEqual({ kind: 'bars', format: 'CODE128B' });
  });

  it('shows the number as text when no code set can carry it', () => {
    expect(barcodePlan('회원0042')).toEqual({ kind: 'text' });
    expect(barcodePlan('GG\t0042')).toEqual({ kind: 'text' });
    expect(barcodePlan('')).toEqual({ kind: 'text' });
    expect(barcodePlan('GG–0042')).toEqual({ kind: 'text' });
  });

  it('every planned code set is one JsBarcode accepts for that number', () => {
    const numbers = ['20250000000001', 'GG-2025-0042', '2025000000000a', 'gg-2025-0042', 'GG{2025}~', 'a b c', '~'];
    for (const userNo of numbers) {
      const plan = barcodePlan(userNo);
      if (plan.kind !== 'bars') throw new Error(`expected bars for ${userNo}`);
      let valid = true;
      const target: Record<string, unknown> = {};
      JsBarcode(target, userNo, { ...BARCODE_OPTIONS, format: plan.format, valid: (ok: boolean) => (valid = ok) });
      expect(valid, `${plan.format} for ${userNo}`).toBe(true);
    }
  });
});
