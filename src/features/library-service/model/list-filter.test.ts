import { describe, expect, it } from 'vitest';
import type { EResource, HumanBook } from '../../../../contract/library-service';
import { filterHumanBooks, filterResources, foldText, subjectsOf } from './list-filter';

const resource = (id: number, name: string, subject: string, access: EResource['ACCESS'], provider = ''): EResource => ({
  RESOURCE_ID: id,
  KIND: 'DATABASE',
  NAME: name,
  PROVIDER: provider,
  SUBJECT: subject,
  ORIGIN: '국내',
  DESCRIPTION: '',
  ACCESS: access,
  VIA: access === 'REMOTE' ? 'ggcyber' : '',
  PLACE: access === 'ONSITE' ? '4층 디지털자료실' : '',
  URL: access === 'OPEN' ? 'https://www.riss.kr' : '',
  COVERAGE: '',
});

const LIST = [
  resource(1, 'DBpia', '종합', 'REMOTE', '누리미디어'),
  resource(2, 'KISS 한국학술정보', '종합', 'REMOTE'),
  resource(3, 'JSTOR', '인문', 'ONSITE', 'ITHAKA'),
  resource(4, 'RISS 학술연구정보서비스', '종합', 'OPEN'),
  resource(5, '한국고전종합DB', '인문', 'OPEN'),
];

describe('e-resource filters', () => {
  it('keeps everything without filters, in the library order', () => {
    expect(filterResources(LIST, {}).map((r) => r.RESOURCE_ID)).toEqual([1, 2, 3, 4, 5]);
  });

  it('narrows by subject, access rule and every word (case, spaces and dots folded)', () => {
    expect(filterResources(LIST, { subject: '인문' }).map((r) => r.RESOURCE_ID)).toEqual([3, 5]);
    expect(filterResources(LIST, { access: 'OPEN' }).map((r) => r.RESOURCE_ID)).toEqual([4, 5]);
    expect(filterResources(LIST, { subject: '인문', access: 'OPEN' }).map((r) => r.RESOURCE_ID)).toEqual([5]);
    expect(filterResources(LIST, { q: 'kiss 한국학술' }).map((r) => r.RESOURCE_ID)).toEqual([2]);
    expect(filterResources(LIST, { q: '누리 미디어' }).map((r) => r.RESOURCE_ID)).toEqual([1]);
    expect(filterResources(LIST, { q: 'dbpia jstor' })).toEqual([]);
  });

  it('counts the subjects, most first', () => {
    expect(subjectsOf(LIST)).toEqual([
      { subject: '종합', count: 3 },
      { subject: '인문', count: 2 },
    ]);
  });

  it('folds text the same way on both sides', () => {
    expect(foldText('K-MOOC 온라인·강좌')).toBe('kmooc온라인강좌');
  });
});

describe('human book filters', () => {
  const book = (id: number, category: HumanBook['CATEGORY'], title: string, topics: string[]): HumanBook => ({
    HUMAN_BOOK_ID: id,
    TITLE: title,
    NARRATOR: '휴먼북',
    CATEGORY: category,
    SUMMARY: '',
    DESCRIPTION: '',
    TOPICS: topics,
    SESSIONS: [],
  });
  const BOOKS = [book(1, 'CAREER', '마흔에 목수가 된 회계사', ['공방']), book(2, 'LIFE', '예순에 한글을 처음 배웠습니다', ['문해교실']), book(3, 'CAREER', '새벽 네 시의 동네 빵집', ['제빵'])];

  it('narrows by category and by words in the title or topics', () => {
    expect(filterHumanBooks(BOOKS, { category: 'CAREER' }).map((b) => b.HUMAN_BOOK_ID)).toEqual([1, 3]);
    expect(filterHumanBooks(BOOKS, { q: '문해' }).map((b) => b.HUMAN_BOOK_ID)).toEqual([2]);
    expect(filterHumanBooks(BOOKS, { category: 'LIFE', q: '빵' })).toEqual([]);
  });
});
