import { describe, expect, it } from 'vitest';
import { acceptsBrotli, isPrecompressible, sameModified } from './precompressed';

describe('acceptsBrotli', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br', true],
    ['BR;q=0.5', true],
    ['gzip;q=1.0, br; q=0.1', true],
    ['*', true],
    ['gzip, *;q=0.2', true],
    [undefined, false],
    ['', false],
    ['gzip, deflate', false],
    ['identity', false],
    ['br;q=0', false],
    ['br;q=0.000', false],
    ['*, br;q=0', false],
    ['*;q=0', false],
    ['br;q=abc', false],
    ['brotli', false],
  ])('%j → %s', (header, expected) => {
    expect(acceptsBrotli(header)).toBe(expected);
  });
});

describe('isPrecompressible', () => {
  it('takes the text the build writes, from 1 KB on', () => {
    expect(isPrecompressible('/dist/assets/core-abc.js', 2048)).toBe(true);
    expect(isPrecompressible('/dist/index.html', 36_000)).toBe(true);
    expect(isPrecompressible('/dist/manifest.webmanifest', 1024)).toBe(true);
    expect(isPrecompressible('/dist/icons/logo.SVG', 5000)).toBe(true);
    expect(isPrecompressible('/dist/assets/tiny.js', 1023)).toBe(false);
    expect(isPrecompressible('/dist/images/cover.webp', 50_000)).toBe(false);
    expect(isPrecompressible('/dist/assets/core-abc.js.br', 50_000)).toBe(false);
  });
});

describe('sameModified', () => {
  it('takes a copy with its file’s time, within a millisecond (utimes keeps about a microsecond), and no other', () => {
    expect(sameModified(1796071072130.821, 1796071072130.8213)).toBe(true);
    expect(sameModified(1796071072132.0, 1796071072130.8213)).toBe(false);
    expect(sameModified(1796071072130.8213 - 86_400_000, 1796071072130.8213)).toBe(false);
  });
});
