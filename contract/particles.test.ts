import { describe, expect, it } from 'vitest';
import { particle, withParticle } from './particles';

describe('particle', () => {
  it('chooses by the last syllable’s final consonant', () => {
    expect(withParticle('경기 독서포인트', '으로')).toBe('경기 독서포인트로');
    expect(withParticle('경기도 사이버도서관', '으로')).toBe('경기도 사이버도서관으로');
    expect(withParticle('경기도 책배달 서비스', '으로')).toBe('경기도 책배달 서비스로');
    expect(withParticle('소년이 온다', '을')).toBe('소년이 온다를');
    expect(withParticle('작별하지 않는다', '은')).toBe('작별하지 않는다는');
    expect(withParticle('흰', '을')).toBe('흰을');
    expect(withParticle('책', '이')).toBe('책이');
    expect(withParticle('도서관', '과')).toBe('도서관과');
    expect(withParticle('바다', '과')).toBe('바다와');
    expect(withParticle('학교', '이에요')).toBe('학교예요');
  });

  it('takes 로 after ㄹ for 으로 only', () => {
    expect(withParticle('서울', '으로')).toBe('서울로');
    expect(withParticle('책배달', '으로')).toBe('책배달로');
    expect(withParticle('서울', '을')).toBe('서울을');
    expect(withParticle('서울', '은')).toBe('서울은');
    expect(withParticle('서울', '과')).toBe('서울과');
  });

  it('skips closing quotes, brackets and punctuation', () => {
    expect(particle('「긴긴밤」', '을')).toBe('을');
    expect(particle('‘아몬드’', '을')).toBe('를');
    expect(particle('소년이 온다 (개정판)', '을')).toBe('을');
    expect(particle('안녕하세요! ', '이')).toBe('가');
  });

  it('reads digits as Sino-Korean numbers', () => {
    expect(withParticle('member1', '으로')).toBe('member1로'); // 일
    expect(withParticle('2', '으로')).toBe('2로'); // 이
    expect(withParticle('3', '으로')).toBe('3으로'); // 삼
    expect(withParticle('6', '을')).toBe('6을'); // 육
    expect(withParticle('7', '으로')).toBe('7로'); // 칠
    expect(withParticle('9', '은')).toBe('9는'); // 구
    expect(withParticle('10', '으로')).toBe('10으로'); // 십
    expect(withParticle('100', '이')).toBe('100이'); // 백
    expect(withParticle('2000', '은')).toBe('2000은'); // 천
    expect(withParticle('0', '을')).toBe('0을'); // 영
    expect(withParticle('1000000000000', '이')).toBe('1000000000000가'); // 조
  });

  it('reads acronyms by letter names and words as Korean writes them', () => {
    expect(withParticle('DVD', '으로')).toBe('DVD로');
    expect(withParticle('ISBN', '으로')).toBe('ISBN으로');
    expect(withParticle('URL', '으로')).toBe('URL로');
    expect(withParticle('URL', '을')).toBe('URL을');
    expect(withParticle('QR', '을')).toBe('QR을');
    expect(withParticle('PDF', '을')).toBe('PDF를');
    expect(withParticle('Google', '으로')).toBe('Google로');
    expect(withParticle('Chrome', '으로')).toBe('Chrome으로');
    expect(withParticle('Safari', '으로')).toBe('Safari로');
    expect(withParticle('Facebook', '으로')).toBe('Facebook으로');
    expect(withParticle('app', '을')).toBe('app을');
    expect(withParticle('server', '은')).toBe('server는');
    expect(withParticle('chaeyoonlim', '으로')).toBe('chaeyoonlim으로');
    expect(withParticle('reader.kim', '으로')).toBe('reader.kim으로');
  });

  it('keeps both forms when the end cannot be read', () => {
    expect(withParticle('', '으로')).toBe('(으)로');
    expect(withParticle('圖書館', '을')).toBe('圖書館을(를)');
    expect(withParticle('📚', '이')).toBe('📚이(가)');
    expect(particle('…', '은')).toBe('은(는)');
  });
});
