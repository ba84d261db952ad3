import { describe, expect, it } from 'vitest';
import { installOffer } from './install-state';

const android = 'Mozilla/5.0 (Linux; Android 14; SM-S918N) AppleWebKit/537.36 Chrome/156.0 Mobile Safari/537.36';
const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1';
const ipadOs = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15';
const desktop = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36';
const base = { maxTouchPoints: 0, standalone: false, hidden: false, canPrompt: false };

describe('installOffer (spec §2)', () => {
  it('offers the dialog on Android only when the browser can prompt', () => {
    expect(installOffer({ ...base, userAgent: android, canPrompt: true })).toBe('android');
    expect(installOffer({ ...base, userAgent: android })).toBeNull();
  });

  it('offers instructions on iOS and iPadOS', () => {
    expect(installOffer({ ...base, userAgent: iphone })).toBe('ios');
    expect(installOffer({ ...base, userAgent: ipadOs, maxTouchPoints: 5 })).toBe('ios');
  });

  it('never on desktop, when installed, or once hidden', () => {
    expect(installOffer({ ...base, userAgent: desktop, canPrompt: true })).toBeNull();
    expect(installOffer({ ...base, userAgent: android, canPrompt: true, standalone: true })).toBeNull();
    expect(installOffer({ ...base, userAgent: iphone, hidden: true })).toBeNull();
  });
});
