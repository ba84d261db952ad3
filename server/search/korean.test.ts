import { describe, expect, it } from 'vitest';
import { bigrams, escapeLike, grams, normalise } from './korean';

describe('normalise', () => {
  it.each([
    ['해리 포터와 마법사의 돌', '해리포터와마법사의돌'],
    ['어서 오세요, 휴남동 서점입니다', '어서오세요휴남동서점입니다'],
    ['시선으로부터,', '시선으로부터'],
    ['『두근두근 내 인생』 이후', '두근두근내인생이후'],
    ['제주 4·3을 배경으로!?', '제주43을배경으로'],
    ['J.K. 롤링', 'jk롤링'],
    ['Harry POTTER', 'harrypotter'],
    ['Ｈｅｌｌｏ １２３', 'hello123'],
    ['ÉCOLE Café', 'écolecafé'],
    ['100%_\\', '100'],
    ['\t 해리\n포터 ', '해리포터'],
    // NFKC turns compatibility jamo into conjoining jamo, the same on both sides.
    ['ㅎㄹ', '\u1112\u1105'],
    ['!!! ~~~ ★', ''],
  ])('%j → %j', (input, expected) => {
    expect(normalise(input)).toBe(expected);
  });
});

describe('grams', () => {
  it('are the distinct 1- and 2-character grams', () => {
    expect(grams('해리해리')).toEqual(['리', '리해', '해', '해리'].sort());
    expect(grams('')).toEqual([]);
    expect(bigrams('해리포터')).toEqual(['해리', '리포', '포터']);
  });
  it('escapes LIKE wildcards', () => {
    expect(escapeLike('100%_a\\b')).toBe('100\\%\\_a\\\\b');
  });
});
