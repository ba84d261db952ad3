import { describe, expect, it } from 'vitest';
import { deviceKind, isBotUserAgent } from './user-agent';

describe('user agent', () => {
  it('recognises bots and audit tools', () => {
    expect(isBotUserAgent('Mozilla/5.0 (compatible; Googlebot/2.1)')).toBe(true);
    expect(isBotUserAgent('Mozilla/5.0 Chrome-Lighthouse')).toBe(true);
    expect(isBotUserAgent('facebookexternalhit/1.1')).toBe(true);
    expect(isBotUserAgent('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36')).toBe(false);
  });

  it('tells mobile from PC', () => {
    expect(deviceKind('Mozilla/5.0 (Linux; Android 14; SM-S918N) Mobile Safari/537.36')).toBe('M');
    expect(deviceKind('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe('M');
    expect(deviceKind('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/156.0')).toBe('P');
  });
});
