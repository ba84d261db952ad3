import { describe, expect, it } from 'vitest';
import { bookMagicResource, clubListResource, clubResource, myClubsResource, readingPointResource, reviewListResource } from './reading-data';
import { reviewErrors } from './components/review-page';
import { answersOf } from './components/book-magic-page';

describe('reading resources', () => {
  it('keep each list, filter and search apart', () => {
    expect(clubListResource.key({ kind: 'CLUB', state: 'open', q: '한강' })).toBe('club-list:CLUB:open:한강');
    expect(clubListResource.key({ kind: 'LIBRARY', state: 'open', q: '한강' })).not.toBe(clubListResource.key({ kind: 'CLUB', state: 'open', q: '한강' }));
    expect(clubResource.key(3)).toBe('club:3');
    expect(reviewListResource.key({ q: '', page: 2 })).toBe('reading-review-list:2:');
    expect(bookMagicResource.key({ reader: 'teen', mood: 'think', time: 'long', available: true })).toBe('reading-magic:teen:think:long:Y');
    expect(clubListResource.policy).toBe('cache-first');
  });

  it("a member's clubs and points belong to the member (a logout removes them)", () => {
    expect(myClubsResource.perMember).toBe(true);
    expect(readingPointResource.key('U1')).toBe('reading-point:U1:');
    expect(() => readingPointResource.key('')).toThrow();
    expect(clubResource.perMember).toBe(false);
  });
});

describe('the forms', () => {
  it('a review is checked as the server checks it', () => {
    const ok = { title: '좋은 책', bookTitle: '아몬드', bookAuthor: '', body: '가'.repeat(20) };
    expect(reviewErrors(ok)).toEqual({});
    expect(Object.keys(reviewErrors({ ...ok, title: '가', bookTitle: ' ', body: '  짧다  ' }))).toEqual(['title', 'bookTitle', 'body']);
    expect(reviewErrors({ ...ok, bookAuthor: '가'.repeat(101) }).bookAuthor).toBe('지은이는 100자 이하로 입력해 주세요.');
  });

  it('북매직 asks only with all three answers', () => {
    expect(answersOf({ reader: 'adult', mood: 'comfort' })).toBeNull();
    expect(answersOf({ reader: 'adult', mood: 'comfort', time: 'short', available: 'Y' })).toEqual({ reader: 'adult', mood: 'comfort', time: 'short', available: true });
  });
});
