import { describe, expect, it } from 'vitest';
import { pageViews } from './page-views';

describe('pageViews', () => {
  it('counts the first page and every resolved change of path', () => {
    const views = pageViews();
    expect(views.resolved('/main')).toBe(true);
    views.started('/contents/hours');
    expect(views.resolved('/contents/hours')).toBe(true);
    views.started('/main');
    expect(views.resolved('/main')).toBe(true);
  });

  it('does not count a change of search or hash on the same page, nor the same resolution twice', () => {
    const views = pageViews();
    expect(views.resolved('/search/search-list')).toBe(true);
    views.started('/search/search-list');
    expect(views.resolved('/search/search-list')).toBe(false);
    expect(views.resolved('/search/search-list')).toBe(false);
  });

  it('counts the page again when the member comes back to it from a page that never resolved', () => {
    const views = pageViews();
    expect(views.resolved('/main')).toBe(true);
    // 인사말 is asked for, and before it has loaded the member taps 홈: the router drops it.
    views.started('/contents/greeting');
    views.started('/main');
    expect(views.resolved('/main')).toBe(true);
  });
});
