import { describe, expect, it } from 'vitest';
import { samplePath, spread } from './route-files';

describe('route files', () => {
  it('gives each route file an address, its parameters filled in', () => {
    expect(samplePath('community/notice/$id')).toBe('/community/notice/1');
    expect(samplePath('mypage/lib-service')).toBe('/mypage/lib-service');
    expect(samplePath('search/index')).toBe('/search');
    expect(samplePath('mypage/route')).toBe('/mypage');
    expect(samplePath('login_.anyId')).toBe('/login/anyId');
    expect(samplePath('-shared/guards')).toBeNull();
    expect(samplePath('__root')).toBeNull();
  });

  it('summarises a spread of values', () => {
    expect(spread([3, 1, 2])).toEqual({ median: 2, max: 3, mean: 2 });
    expect(spread([4, 1, 2, 3])).toEqual({ median: 2.5, max: 4, mean: 2.5 });
    expect(spread([])).toEqual({ median: 0, max: 0, mean: 0 });
  });
});
