import { describe, expect, it } from 'vitest';
import { splitSentences, stripMarkdown } from './speech-text';

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
