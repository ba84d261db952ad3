import { describe, expect, it } from 'vitest';
import { quoteTitle } from './title-quote';

describe('quoteTitle', () => {
  it('brackets a title once', () => {
    expect(quoteTitle('그림책 읽어주는 토요일')).toBe('「그림책 읽어주는 토요일」');
    expect(quoteTitle('작가와의 만남 「소설이 질문하는 방식」')).toBe('작가와의 만남 「소설이 질문하는 방식」');
  });
});
