import { useRouter } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import type { BoardListResponse } from '../../../../contract/board';
import { HrefLink } from '../../../components/ui/href-link';
import { koBoards } from '../../../lib/i18n/messages-boards-ko';
import { Pagination } from '../../../components/ui/pagination';
import type { BoardQuery, SearchType } from '../model/board-query';

export interface BoardListViewProps {
  data: BoardListResponse;
  query: BoardQuery;
  /** Where this board lives: /notice or /board/free; posts are {basePath}/{post_code}. */
  basePath: string;
  /** Shown for boards members write on. */
  writeHref: string | null;
  preview: boolean;
}

function listHref(basePath: string, query: BoardQuery): string {
  const params = new URLSearchParams();
  if (query.page > 1) params.set('page', String(query.page));
  if (query.q) {
    params.set('type', query.type);
    params.set('q', query.q);
  }
  const text = params.toString();
  return text ? `${basePath}?${text}` : basePath;
}

function dateOnly(iso: string): string {
  return iso.slice(0, 10).replaceAll('-', '.');
}

/** A board: search, the list (pinned first), paging, and 글쓰기 where members may write. */
export function BoardListView({ data, query, basePath, writeHref, preview }: BoardListViewProps) {
  const router = useRouter();
  const [type, setType] = useState<SearchType>(query.type);
  const [keyword, setKeyword] = useState(query.q);
  const baseId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void router.navigate({ href: listHref(basePath, { page: 1, type, q: keyword.trim() }) });
  };
  const showWriter = data.BOARD.SHOW_WRITER_YN === 'Y';
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
      <p className="board__count" role="status">
        {query.q ? koBoards.resultCount(query.q, data.TOTAL_COUNT) : koBoards.totalCount(data.TOTAL_COUNT)}
      </p>
      {data.LIST.length === 0 ? (
        <p className="notice">{query.q ? koBoards.noResults : koBoards.empty}</p>
      ) : (
        <ul className="board-list">
          {data.LIST.map((post) => (
            <li key={post.POST_CODE} className={post.NOTICE_YN === 'Y' ? 'board-list__item board-list__item--pinned' : 'board-list__item'}>
              <HrefLink className="board-list__title" href={`${basePath}/${post.POST_CODE}`}>
                {post.NOTICE_YN === 'Y' ? <span className="tag">{koBoards.pinned}</span> : null}
                {post.TITLE}
                {post.ATTACH_COUNT > 0 ? <span className="board-list__attach">{koBoards.attachments(post.ATTACH_COUNT)}</span> : null}
              </HrefLink>
              <p className="board-list__meta">
                {showWriter ? <span>{post.WRITER}</span> : null}
                <time dateTime={post.CREATED_AT}>{dateOnly(post.CREATED_AT)}</time>
                <span>{koBoards.views(post.VIEW_COUNT)}</span>
                {basePath.endsWith('qna') || basePath.endsWith('qnaboard') ? (
                  <span className={post.ANSWERED_YN === 'Y' ? 'status status--open' : 'status status--closed'}>{post.ANSWERED_YN === 'Y' ? koBoards.answered : koBoards.waiting}</span>
                ) : null}
              </p>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        current={data.PAGE}
        total={data.TOTAL_COUNT}
        size={data.SIZE}
        hrefFor={(page) => listHref(basePath, { ...query, page })}
        labels={{ name: koBoards.pages, previous: koBoards.previousPage, next: koBoards.nextPage, page: koBoards.pageN }}
      />
      {writeHref && data.BOARD.WRITE_YN === 'Y' ? (
        <div className="form-actions">
          <HrefLink className="button" href={writeHref}>
            {koBoards.write}
          </HrefLink>
        </div>
      ) : null}
    </div>
  );
}
