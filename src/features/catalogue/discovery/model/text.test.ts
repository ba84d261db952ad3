import { describe, expect, it } from 'vitest';
import { paragraphs } from './text';

describe('discovery text helpers', () => {
  it('splits a body into paragraphs at blank lines', () => {
    expect(paragraphs('첫 문단입니다.\n이어지는 줄.\n\n둘째 문단.\r\n\r\n  \n\n셋째.  ')).toEqual(['첫 문단입니다.\n이어지는 줄.', '둘째 문단.', '셋째.']);
    expect(paragraphs('')).toEqual([]);
    expect(paragraphs('<b>태그</b>도 글자')).toEqual(['<b>태그</b>도 글자']);
  });
});
