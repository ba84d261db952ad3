import { describe, expect, it } from 'vitest';
import type { BoardDetailResponse, BoardListResponse, Post } from '../../../../contract/board';
import { cleanBoardDetail, cleanBoardList } from './board-text';

const board = { BOARD_CODE: 'notice', BOARD_NAME: '공지&amp;안내', BOARD_DESC: 'NULL', WRITE_YN: 'N', SHOW_WRITER_YN: 'N' } as const;
const summary = { POST_CODE: 1, TITLE: '&quot;휴관&quot; 안내 &#39;3월&#39;', WRITER: 'null', CREATED_AT: '2026-03-01T09:00:00', VIEW_COUNT: 3, NOTICE_YN: 'N', ATTACH_COUNT: 0, ANSWERED_YN: 'N' } as const;

function post(overrides: Partial<Post>): Post {
  return { ...summary, BOARD_CODE: 'notice', BODY: '', BODY_FORMAT: 'text', UPDATED_AT: '', MINE_YN: 'N', ANSWER: '', ATTACHMENTS: [], ...overrides };
}

describe('board text cleanup', () => {
  it('cleans a list: board name and description, titles and writers', () => {
    const list: BoardListResponse = { RESULT_INFO: 'SUCCESS', RESULT: 'SUCCESS', BOARD: board, LIST: [summary], TOTAL_COUNT: 1, PAGE: 1, SIZE: 10 };
    const cleaned = cleanBoardList(list);
    expect(cleaned.BOARD.BOARD_NAME).toBe('공지&안내');
    expect(cleaned.BOARD.BOARD_DESC).toBe('');
    expect(cleaned.LIST[0]?.TITLE).toBe(`"휴관" 안내 '3월'`);
    expect(cleaned.LIST[0]?.WRITER).toBe('');
  });

  it('cleans a post’s plain text but leaves markdown and answers to the markdown renderer', () => {
    const detail = (body: Partial<Post>): BoardDetailResponse => ({
      RESULT_INFO: 'SUCCESS',
      RESULT: 'SUCCESS',
      BOARD: board,
      POST: post(body),
      PREV: { POST_CODE: 0, TITLE: 'A &lt; B' },
      NEXT: null,
    });
    const text = cleanBoardDetail(detail({ BODY: '1 &lt; 2 &amp;&amp; 3 &gt; 2', ATTACHMENTS: [{ FILE_ID: 1, FILE_NAME: '안내&amp;양식.txt', FILE_SIZE: 10, FILE_URL: '/uploads/a.txt' }] }));
    expect(text.POST?.BODY).toBe('1 < 2 && 3 > 2');
    expect(text.POST?.TITLE).toBe(`"휴관" 안내 '3월'`);
    expect(text.POST?.ATTACHMENTS[0]?.FILE_NAME).toBe('안내&양식.txt');
    expect(text.PREV?.TITLE).toBe('A < B');
    const markdown = cleanBoardDetail(detail({ BODY: '**굵게** &amp; 그대로', BODY_FORMAT: 'markdown', ANSWER: '답 &amp;' }));
    expect(markdown.POST?.BODY).toBe('**굵게** &amp; 그대로');
    expect(markdown.POST?.ANSWER).toBe('답 &amp;');
  });
});
