import { describe, expect, it } from 'vitest';
import { decidePopup } from './popup-hide';

describe('decidePopup (spec §4)', () => {
  it('shows when nothing was chosen', () => {
    expect(decidePopup(null, '2026-11-21')).toBe('show');
    expect(decidePopup('', '2026-11-21')).toBe('show');
  });

  it('hides for the rest of the day it was chosen', () => {
    expect(decidePopup('2026-11-21', '2026-11-21')).toBe('hidden');
  });

  it('comes back on the next calendar day (and any other day)', () => {
    expect(decidePopup('2026-11-21', '2026-11-22')).toBe('clear-and-show');
    expect(decidePopup('2026-12-31', '2027-01-01')).toBe('clear-and-show');
    expect(decidePopup('2027-01-01', '2026-12-31')).toBe('clear-and-show');
  });
});
