import { useRouter } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import type { BoardListResponse } from '../../../../contract/board';
import { RouteLink } from '../../../components/ui/route-link';
import { toDateText } from '../../../lib/date-format';
import { koBoards } from '../../../lib/i18n/messages-boards-ko';
import { boardListLink, boardPostLink, boardWriteLink, type BoardPlace } from '../../../links/board-links';
import { Pagination } from '../../../components/ui/pagination';
import type { BoardQuery, SearchType } from '../model/board-query';

export interface BoardListViewProps {
  data: BoardListResponse;
  query: BoardQuery;
  /** Where this board lives: /notice or /board/free, its posts below it. */
  place: BoardPlace;
  /** The board's code for the 글쓰기 link on boards members write on; null: none (e.g. a preview). */
  writeCode: string | null;
  preview: boolean;
}

/** A list page's link: only what differs from the defaults (page 1, type all, no keyword). */
function listLink(place: BoardPlace, query: BoardQuery) {
  return boardListLink(place, {
    page: query.page > 1 ? query.page : undefined,
    type: query.q && query.type !== 'all' ? query.type : undefined,
    q: query.q || undefined,
  });
}

/** Question boards show whether each question is answered: /qnaboard, and boards whose code ends in qna. */
function isQna(place: BoardPlace): boolean {
  const name = 'named' in place ? place.named : place.code;
  return name.endsWith('qna') || name.endsWith('qnaboard');
}

/** A board: search, the list (pinned first), paging, and 글쓰기 where members may write. */
export function BoardListView({ data, query, place, writeCode, preview }: BoardListViewProps) {
  const router = useRouter();
  const [type, setType] = useState<SearchType>(query.type);
  const [keyword, setKeyword] = useState(query.q);
  const baseId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void router.navigate(listLink(place, { page: 1, type, q: keyword.trim() }));
  };
  const showWriter = data.BOARD.SHOW_WRITER_YN === 'Y';
  // The count said is every matching post, pinned ones too (TOTAL_COUNT, for the pages, leaves them out).
  const shownCount = data.TOTAL_COUNT + (data.PINNED_COUNT ?? data.LIST.filter((post) => post.NOTICE_YN === 'Y').length);
  return (
    <div className="board">
      <h1 className="page-title">{data.BOARD.BOARD_NAME}</h1>
      {data.BOARD.BOARD_DESC ? <p className="page-intro">{data.BOARD.BOARD_DESC}</p> : null}
      {preview ? <p className="notice notice--preview">{koBoards.preview}</p> : null}
      <form className="board-search" role="search" onSubmit={submit}>
        <label htmlFor={`${baseId}-type`} className="sr-only">
          {koBoards.searchType}
        </label>
        <select id={`${baseId}-type`} value={type} onChange={(event) => setType(event.target.value as SearchType)}>
          <option value="all">{koBoards.types.all}</option>
          <option value="title">{koBoards.types.title}</option>
          <option value="content">{koBoards.types.content}</option>
          <option value="writer">{koBoards.types.writer}</option>
        </select>
        <label htmlFor={`${baseId}-q`} className="sr-only">
          {koBoards.keyword}
        </label>
        <input id={`${baseId}-q`} type="search" value={keyword} maxLength={50} placeholder={koBoards.keywordPlaceholder} onChange={(event) => setKeyword(event.target.value)} />
        <button type="submit" className="button">
          {koBoards.search}
        </button>
      </form>
      <p id={`${baseId}-count`} className="board__count" role="status">
        {query.q ? koBoards.resultCount(query.q, shownCount) : koBoards.totalCount(shownCount)}
      </p>
      {data.LIST.length === 0 ? (
        <p className="notice">{query.q ? koBoards.noResults : koBoards.empty}</p>
      ) : (
        <ul className="board-list">
          {data.LIST.map((post) => (
            <li key={post.POST_CODE} className={post.NOTICE_YN === 'Y' ? 'board-list__item board-list__item--pinned' : 'board-list__item'}>
              <RouteLink className="board-list__title" {...boardPostLink(place, post.POST_CODE)}>
                {post.NOTICE_YN === 'Y' ? <span className="tag">{koBoards.pinned}</span> : null}
                {post.TITLE || koBoards.untitled}
                {post.ATTACH_COUNT > 0 ? <span className="board-list__attach">{koBoards.attachments(post.ATTACH_COUNT)}</span> : null}
              </RouteLink>
              <p className="board-list__meta">
                {showWriter ? <span>{post.WRITER}</span> : null}
                <time dateTime={post.CREATED_AT}>{toDateText(post.CREATED_AT)}</time>
                <span>{koBoards.views(post.VIEW_COUNT)}</span>
                {isQna(place) ? (
                  <span className={post.ANSWERED_YN === 'Y' ? 'status status--open' : 'status status--closed'}>{post.ANSWERED_YN === 'Y' ? koBoards.answered : koBoards.waiting}</span>
                ) : null}
              </p>
            </li>
          ))}
        </ul>
      )}
      <Pagination<ReturnType<typeof listLink>>
        current={data.PAGE}
        total={data.TOTAL_COUNT}
        size={data.SIZE}
        linkFor={(page) => listLink(place, { ...query, page })}
        focusAfterPaging={`${baseId}-count`}
        labels={{ name: koBoards.pages, previous: koBoards.previousPage, next: koBoards.nextPage, page: koBoards.pageN }}
      />
      {writeCode !== null && data.BOARD.WRITE_YN === 'Y' ? (
        <div className="form-actions">
          <RouteLink className="button" {...boardWriteLink(writeCode)}>
            {koBoards.write}
          </RouteLink>
        </div>
      ) : null}
    </div>
  );
}
