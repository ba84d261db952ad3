import { describe, expect, it } from 'vitest';
import { placesText, sessionName, sessionWhen, textBlocks } from './lab-text';

describe('lab texts', () => {
  it('splits paragraphs and lists, never reading HTML', () => {
    expect(textBlocks('첫 문단\n이어지는 줄\n\n- 하나\n- 둘\n끝 <b>문장</b>')).toEqual([
      { kind: 'p', text: '첫 문단 이어지는 줄' },
      { kind: 'ul', items: ['하나', '둘'] },
      { kind: 'p', text: '끝 <b>문장</b>' },
    ]);
    expect(textBlocks('')).toEqual([]);
  });

  it("names a session after the lab's title, and says its places in words", () => {
    expect(sessionName('AI 마음 처방 · 평일 오후반', 'AI 마음 처방')).toBe('평일 오후반');
    expect(sessionName('다른 프로그램', 'AI 마음 처방')).toBe('다른 프로그램');
    expect(placesText({ CAPACITY: 6, APPLIED_COUNT: 2, WAIT_CAPACITY: 2, WAITING_COUNT: 0 })).toBe('정원 6명 · 남은 자리 4석');
    expect(placesText({ CAPACITY: 6, APPLIED_COUNT: 6, WAIT_CAPACITY: 2, WAITING_COUNT: 1 })).toBe('정원이 찼습니다 · 대기 1/2명');
  });

  it("says a session's day and hours on the library's clock", () => {
    expect(sessionWhen({ START_AT: '2026-03-14T10:30:00+09:00', END_AT: '2026-03-14T12:00:00+09:00' })).toBe('2026-03-14 (토) 10:30–12:00');
  });
});
