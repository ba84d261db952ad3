import { useMemo } from 'react';
import type { BoardDetailResponse } from '../../../../contract/board';
import { CopyLinkButton } from '../../../components/ui/copy-link-button';
import { RouteLink } from '../../../components/ui/route-link';
import { toDateTime } from '../../../lib/date-format';
import { koBoards } from '../../../lib/i18n/messages-boards-ko';
import { renderMarkdown } from '../../../lib/markdown';
import { trustedHtml } from '../../../lib/trusted-types';
import { boardEditLink, boardListLink, boardPostLink, type BoardPlace } from '../../../links/board-links';
import { fileSize } from '../model/board-query';

export interface PostDetailViewProps {
  data: BoardDetailResponse;
  /** Where this board lives: its list and the posts around this one. */
  place: BoardPlace;
  /** The board's code, for the edit page offered to the post's author; null: no edit link (e.g. a preview). */
  editCode: string | null;
}

/**
 * One post. Member text is shown as text (never as HTML); library posts and answers are
 * markdown rendered with raw HTML escaped and unsafe links removed.
 */
export function PostDetailView({ data, place, editCode }: PostDetailViewProps) {
  const post = data.POST;
  const body = useMemo(() => (post && post.BODY_FORMAT === 'markdown' ? renderMarkdown(post.BODY) : ''), [post]);
  const answer = useMemo(() => (post?.ANSWER ? renderMarkdown(post.ANSWER) : ''), [post]);
  if (!post) {
    // The page still has its heading (the board's name) and a way back to the list.
    return (
      <section className="post post--missing">
        <h1 className="page-title">{data.BOARD.BOARD_NAME}</h1>
        <p className="notice">{koBoards.missing}</p>
        <p>
          <RouteLink className="button" {...boardListLink(place)}>
            {koBoards.backToList(data.BOARD.BOARD_NAME)}
          </RouteLink>
        </p>
      </section>
    );
  }
  return (
    <article className="post">
      <p className="post__board">{data.BOARD.BOARD_NAME}</p>
      <h1 className="page-title">{post.TITLE || koBoards.untitled}</h1>
      <p className="post__meta">
        <span>{post.WRITER}</span>
        <time dateTime={post.CREATED_AT}>{toDateTime(post.CREATED_AT)}</time>
        {post.UPDATED_AT ? <span>{koBoards.edited(toDateTime(post.UPDATED_AT))}</span> : null}
        <span>{koBoards.views(post.VIEW_COUNT)}</span>
      </p>
      {post.BODY_FORMAT === 'markdown' ? (
        // renderMarkdown escapes raw HTML and drops unsafe URLs.
        <div className="prose post__body" dangerouslySetInnerHTML={{ __html: trustedHtml(body) }} />
      ) : (
        <div className="post__body post__body--text">{post.BODY}</div>
      )}
      {post.ATTACHMENTS.length > 0 ? (
        <section className="post__files" aria-labelledby="post-files-title">
          <h2 id="post-files-title" className="post__files-title">
            {koBoards.files}
          </h2>
          <ul>
            {post.ATTACHMENTS.map((file) => (
              <li key={file.FILE_ID}>
                <a href={file.FILE_URL} download={file.FILE_NAME}>
                  {file.FILE_NAME}
                </a>{' '}
                <span className="post__file-size">({fileSize(file.FILE_SIZE)})</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {answer ? (
        <section className="post__answer" aria-labelledby="post-answer-title">
          <h2 id="post-answer-title">{koBoards.answer}</h2>
          <div className="prose" dangerouslySetInnerHTML={{ __html: trustedHtml(answer) }} />
        </section>
      ) : null}
      <nav className="post__nav" aria-label={koBoards.around}>
        <ul>
          {data.PREV ? (
            <li>
              <span>{koBoards.prev}</span> <RouteLink {...boardPostLink(place, data.PREV.POST_CODE)}>{data.PREV.TITLE || koBoards.untitled}</RouteLink>
            </li>
          ) : null}
          {data.NEXT ? (
            <li>
              <span>{koBoards.next}</span> <RouteLink {...boardPostLink(place, data.NEXT.POST_CODE)}>{data.NEXT.TITLE || koBoards.untitled}</RouteLink>
            </li>
          ) : null}
        </ul>
      </nav>
      <div className="form-actions">
        <RouteLink className="button button--secondary" {...boardListLink(place)}>
          {koBoards.list}
        </RouteLink>
        <CopyLinkButton title={post.TITLE || undefined} />
        {editCode !== null && post.MINE_YN === 'Y' && data.BOARD.WRITE_YN === 'Y' ? (
          <RouteLink className="button" {...boardEditLink(editCode, post.POST_CODE)}>
            {koBoards.edit}
          </RouteLink>
        ) : null}
      </div>
    </article>
  );
}
