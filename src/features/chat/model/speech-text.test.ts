import { describe, expect, it } from 'vitest';
import { splitSentences, stripMarkdown, withBookList } from './speech-text';

describe('stripMarkdown', () => {
  it('removes marks and link targets', () => {
    expect(stripMarkdown('## 안내\n**소년이 온다**는 [상세](/search/x) 페이지에 있어요.\n- 한강\n- `창비`')).toBe('안내\n소년이 온다는 상세 페이지에 있어요.\n한강\n창비');
  });
});

describe('splitSentences', () => {
  it('splits on sentence ends and lines', () => {
    expect(splitSentences('대출 가능합니다. 종합자료실에 있어요!\n다른 책도 볼까요?')).toEqual(['대출 가능합니다.', '종합자료실에 있어요!', '다른 책도 볼까요?']);
  });
});

describe('withBookList', () => {
  const details = {
    intent: 'recommendation' as const,
    confidence: 0.9,
    evidence: [],
    final_structured: {
      render_type: 'recommendation_list' as const,
      items: [
        { kind: 'book' as const, book_key: 'K1', url: '', cover_url: '', title: '보다', author: '김영하', publisher: '', publish_year: '', shelf_loc_desc: '3층 종합자료실', call_no: '', loan_code: 'OK', reason: '김영하 작가의 책 · 지금 대출 가능' },
        { kind: 'book' as const, book_key: 'K2', url: '', cover_url: '', title: '작별인사', author: '김영하', publisher: '', publish_year: '', shelf_loc_desc: '', call_no: '', loan_code: 'LOAN', reason: '' },
      ],
    },
    verification_status: 'verified' as const,
    verify_explanation: '',
    final_warning: '',
  };

  it('adds the books of the cards after the answer, for copying and reading aloud', () => {
    const text = withBookList('김영하 작가의 소장 도서 2권을 골랐습니다.', details);
    expect(stripMarkdown(text)).toBe(
      '김영하 작가의 소장 도서 2권을 골랐습니다.\n도서 목록:\n보다 · 김영하 · 대출가능(비치중) · 3층 종합자료실 · 고른 이유: 김영하 작가의 책 · 지금 대출 가능\n작별인사 · 김영하 · 대출불가(대출중)',
    );
  });

  it('leaves an answer without books as it is', () => {
    expect(withBookList('오늘은 18시까지 엽니다.', { ...details, final_structured: null })).toBe('오늘은 18시까지 엽니다.');
    expect(withBookList('안내입니다.', null)).toBe('안내입니다.');
  });
});

describe('escaped marks (the member’s words echoed in an answer)', () => {
  it('reads them as the marks typed, not as markdown', () => {
    expect(stripMarkdown(String.raw`검색어 '\<https\:\/\/evil\.example\/phish1\>'로 찾은 소장 자료가 없습니다.`)).toBe(
      "검색어 '<https://evil.example/phish1>'로 찾은 소장 자료가 없습니다.",
    );
    expect(stripMarkdown(String.raw`'\*\*굵게\*\*' **소년이 온다**`)).toBe("'**굵게**' 소년이 온다");
  });
});
