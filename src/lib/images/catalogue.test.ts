import { afterEach, describe, expect, it, vi } from 'vitest';
import { IMAGE_CATALOGUE, imageGroup, lookupImage, resetImageWarnings, type ImageGroup } from './catalogue';

afterEach(() => {
  vi.restoreAllMocks();
  resetImageWarnings();
});

describe('lookupImage', () => {
  it('answers an entry with its file, size and Korean alt, without a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const image = lookupImage('festival/opening');
    expect(image).toEqual({
      src: '/images/catalogue/festival/opening.svg',
      width: 800,
      height: 500,
      alt: expect.stringContaining('개막식') as string,
      caption: '개막식',
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it('answers a miss with a console warning, once per key, and an empty result (spec §8)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(lookupImage('festival/no-such-picture')).toBeNull();
    expect(lookupImage('festival/no-such-picture')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain("'festival/no-such-picture'");
    expect(lookupImage('')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('does not take an inherited name for a key', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(lookupImage('toString')).toBeNull();
    expect(lookupImage('__proto__')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe('the catalogue', () => {
  it('holds the groups of spec §9 with their counts', () => {
    const counts: Partial<Record<ImageGroup, number>> = { festival: 10, people: 9, climate: 5, 'contest-2024': 9, 'contest-2025': 12 };
    for (const [group, count] of Object.entries(counts)) expect(imageGroup(group as ImageGroup)).toHaveLength(count);
    expect(imageGroup('background').length).toBeGreaterThan(0);
    expect(imageGroup('partner').length).toBeGreaterThan(0);
    expect(imageGroup('media').map(({ key }) => key)).toEqual(['media/main-video', 'media/main-video-still']);
  });

  it('names every file by its key, with a size and a Korean alt text', () => {
    for (const [key, image] of Object.entries(IMAGE_CATALOGUE)) {
      expect(image.src).toBe(`/images/catalogue/${key}.svg`);
      expect(image.width).toBeGreaterThan(0);
      expect(image.height).toBeGreaterThan(0);
      expect(image.alt).toMatch(/[가-힣]/);
      expect(image.alt.length).toBeGreaterThan(10);
    }
  });

  it('gives each group in the catalogue order', () => {
    expect(imageGroup('contest-2025')[0]?.image.caption).toBe('대상 — 『아몬드』');
  });
});
