import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { parseSearch, stringifySearch } from '../lib/search-params';
import { routeTree } from '../routeTree.gen';
import { citizenLink, loanLogLink, loginLink, MY_LIBRARY_PAGES, myLibraryLink, wishLink } from './account-links';
import { boardEditLink, boardListLink, boardPostLink, boardWriteLink, type NamedBoard } from './board-links';
import { bookLink, marcLink, searchLink } from './catalogue-links';
import {
  bestsellerDetailLink,
  bestsellerListLink,
  classListLink,
  curationLink,
  curationListLink,
  newbookLink,
  newListLink,
  popularLink,
  recommendLink,
} from './discovery-links';

// The app's route tree and search rule, seen through buildLocation: the addresses the links
// write. The builders themselves are the typed part (checked by the compiler).
const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: ['/'] }), parseSearch, stringifySearch }) as unknown as {
  buildLocation(options: object): { href: string; pathname: string };
  getMatchedRoutes(pathname: string): [unknown, unknown, { id: string } | undefined];
};
const href = (options: object) => router.buildLocation(options).href;

describe('catalogue links', () => {
  it('writes the book page address of spec §2', () => {
    expect(href(bookLink('GGL0000001'))).toBe('/search/search-detail/0?bookType=book&bookKey=GGL0000001');
  });

  it('writes searches with only the values given', () => {
    expect(href(searchLink())).toBe('/search/search-list');
    expect(href(searchLink({ query: '해리 포터', page: 2 }))).toBe('/search/search-list?query=%ED%95%B4%EB%A6%AC+%ED%8F%AC%ED%84%B0&page=2');
    expect(href(searchLink({ query: '9788936434120', field: 'isbn' }))).toBe('/search/search-list?query=9788936434120&field=isbn');
    expect(href(searchLink({ kdc: '01' }))).toBe('/search/search-list?kdc=01');
    expect(href(marcLink('GGL0000001'))).toBe('/window/search/marc?bookKey=GGL0000001');
  });
});

describe('account links', () => {
  it('sends to the login page with a return address', () => {
    expect(href(loginLink())).toBe('/login');
    expect(href(loginLink('/search/search-detail/0?bookType=book&bookKey=GGL0000001'))).toBe(
      '/login?returnTo=%2Fsearch%2Fsearch-detail%2F0%3FbookType%3Dbook%26bookKey%3DGGL0000001',
    );
    expect(new URL(href(loginLink('/mypage/bookloan-list?page=2')), 'https://x.invalid').searchParams.get('returnTo')).toBe('/mypage/bookloan-list?page=2');
  });

  it('reaches every page of 나의 도서관 and the forms it prefills', () => {
    for (const page of MY_LIBRARY_PAGES) expect(href(myLibraryLink(page))).toBe(`/mypage/${page}`);
    expect(href(loanLogLink({ year: 2024, page: 2 }))).toBe('/mypage/bookloan-log?year=2024&page=2');
    expect(href(loanLogLink({}))).toBe('/mypage/bookloan-log');
    expect(href(wishLink({ bookKey: 'GGL0000001', title: '소년이 온다', author: '', year: '2014' }))).toBe(
      '/mypage/bookwish-list?bookKey=GGL0000001&title=%EC%86%8C%EB%85%84%EC%9D%B4+%EC%98%A8%EB%8B%A4&year=2014',
    );
    expect(href(citizenLink())).toBe('/gyeonggi-citizen/citizen-verification01');
    expect(href(citizenLink({ target: 'ggpoint-check' }))).toBe('/gyeonggi-citizen/citizen-verification01?target=ggpoint-check');
  });
});

describe('board links', () => {
  const named: readonly NamedBoard[] = ['notice', 'news', 'report', 'social', 'qnaboard', 'qnanotice'];

  it('gives the six named boards their own routes', () => {
    for (const board of named) {
      expect(href(boardListLink({ named: board }))).toBe(`/${board}`);
      expect(href(boardPostLink({ named: board }, 12))).toBe(`/${board}/12`);
    }
    expect(href(boardListLink({ named: 'notice' }, { page: 2, type: 'title', q: '휴관' }))).toBe('/notice?page=2&type=title&q=%ED%9C%B4%EA%B4%80');
  });

  it('puts other boards under /board/{code}, and every board write and edit form there', () => {
    expect(href(boardListLink({ code: 'free' }))).toBe('/board/free');
    expect(href(boardListLink({ code: 'free' }, { page: 3 }))).toBe('/board/free?page=3');
    expect(href(boardPostLink({ code: 'free' }, 7))).toBe('/board/free/7');
    expect(href(boardWriteLink('qna'))).toBe('/board/qna/insert');
    expect(href(boardEditLink('free', 7))).toBe('/board/free/update?post_code=7');
  });

  it('lands on the route it names, not a neighbour', () => {
    expect(router.getMatchedRoutes(router.buildLocation(boardPostLink({ code: 'free' }, 7)).pathname)[2]?.id).toBe('/board/$board_code/$post_code');
    expect(router.getMatchedRoutes(router.buildLocation(boardWriteLink('free')).pathname)[2]?.id).toBe('/board/$board_code/insert');
  });
});

describe('discovery links', () => {
  it('write the same addresses the pages cache under', () => {
    expect(href(newListLink())).toBe('/search/new/new-list');
    expect(href(newListLink({ days: 90, kdc: 0, page: 2 }))).toBe('/search/new/new-list?days=90&kdc=0&page=2');
    expect(href(newbookLink({ kdc: 4 }))).toBe('/newbook/newbook-list?kdc=4');
    expect(href(popularLink({ period: '1y', kdc: 8 }))).toBe('/search/popular/popular-list?period=1y&kdc=8');
    expect(href(bestsellerListLink())).toBe('/search/bestseller/bestseller-list');
    expect(href(bestsellerDetailLink('2026-11'))).toBe('/search/bestseller/bestseller-detail?id=2026-11');
    expect(href(curationListLink({ source: '31link', page: 2 }))).toBe('/curation/curation-list?source=31link&page=2');
    expect(href(classListLink({ kdc: 8, division: 1, section: 3, page: 2 }))).toBe('/search/decimal/class-list?kdc=8&division=1&section=3&page=2');
    expect(href(classListLink({ kdc: 0, division: 1 }))).toBe('/search/decimal/class-list?kdc=0&division=1');
    expect(href(recommendLink('climate', { page: 2 }))).toBe('/search/recommend/climate-list?page=2');
    expect(href(recommendLink('local'))).toBe('/search/recommend/local-list');
  });

  it('link each curation source to its page', () => {
    expect(href(curationLink('spring', 'library'))).toBe('/curation/spring');
    expect(href(curationLink('suwon-1', '31link'))).toBe('/curation/31link-detail?token=suwon-1');
  });
});
