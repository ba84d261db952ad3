import { describe, expect, it } from 'vitest';
import { newCrawlQueue, nextAddresses, sectionPrefix } from './crawl-links';

describe('the crawl’s next addresses', () => {
  it('keeps the portal’s own pages once each, without fragments', () => {
    const queue = newCrawlQueue();
    expect(nextAddresses(['/notice', '/notice#top', 'https://elsewhere.example/', '//elsewhere.example/x', 'mailto:a@b.kr', '/notice'], queue, 6)).toEqual(['/notice']);
    expect(nextAddresses(['/notice', '/main'], queue, 6)).toEqual(['/main']);
  });

  it('never visits a logout, the API, files or the server-rendered stand-ins', () => {
    const hrefs = ['/sso-logout?key=1', '/gglib/selectMenu', '/api/chat', '/uploads/a.webp', '/sso/ggcyber', '/oidc/naver', '/cert/kmc', '/assets/x.js', '/ssobook'];
    expect(nextAddresses(hrefs, newCrawlQueue(), 6)).toEqual(['/ssobook']);
  });

  it('takes at most perSection addresses under one two-segment prefix', () => {
    const books = Array.from({ length: 10 }, (_, index) => `/search/search-detail/${index}?bookKey=GGL${index}`);
    const next = nextAddresses([...books, '/search/new/new-list'], newCrawlQueue(), 3);
    expect(next).toEqual([books[0], books[1], books[2], '/search/new/new-list']);
    expect(sectionPrefix('/search/search-detail/0?bookKey=1')).toBe('/search/search-detail');
    expect(sectionPrefix('/main')).toBe('/main');
  });
});
