import type { BoardDetailResponse, BoardInfo, BoardListResponse, PostSummary } from '../../../../contract/board';
import { cleanFields, cleanText } from '../../../lib/text-cleanup';

/*
 * Board text as readers see it (spec §5 text cleanup), applied where answers arrive (api/): the
 * library's API may send titles, names and members' plain text HTML-escaped or as NULL. Markdown
 * (library posts, answers) is left alone: CommonMark decodes its own entities when rendered.
 */

function cleanBoard(board: BoardInfo): BoardInfo {
  return cleanFields(board, ['BOARD_NAME', 'BOARD_DESC']);
}

function cleanSummary(post: PostSummary): PostSummary {
  return cleanFields(post, ['TITLE', 'WRITER']);
}

export function cleanBoardList(data: BoardListResponse): BoardListResponse {
  return { ...data, BOARD: cleanBoard(data.BOARD), LIST: data.LIST.map(cleanSummary) };
}

export function cleanBoardDetail(data: BoardDetailResponse): BoardDetailResponse {
  const post = data.POST;
  return {
    ...data,
    BOARD: cleanBoard(data.BOARD),
    POST: post
      ? {
          ...cleanFields(post, ['TITLE', 'WRITER']),
          BODY: post.BODY_FORMAT === 'text' ? cleanText(post.BODY) : post.BODY,
          ATTACHMENTS: post.ATTACHMENTS.map((file) => cleanFields(file, ['FILE_NAME'])),
        }
      : null,
    PREV: data.PREV ? cleanFields(data.PREV, ['TITLE']) : null,
    NEXT: data.NEXT ? cleanFields(data.NEXT, ['TITLE']) : null,
  };
}
