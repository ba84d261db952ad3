import { useMemo } from 'react';
import type { BoardDetailResponse } from '../../../../contract/board';
import { HrefLink } from '../../../components/ui/href-link';
import { koBoards } from '../../../lib/i18n/messages-boards-ko';
import { renderMarkdown } from '../../../lib/markdown';
import { fileSize } from '../model/board-query';

export interface PostDetailViewProps {
  data: BoardDetailResponse;
  basePath: string;
  /** The edit page of this post, offered only to its author. */
  editHref: string | null;
}

function dateTime(iso: string): string {
  return iso ? iso.slice(0, 16).replace('T', ' ').replaceAll('-', '.') : '';
}

/**
 * One post. Member text is shown as text (never as HTML); library posts and answers are
 * markdown rendered with raw HTML escaped and unsafe links removed.
 */
export function PostDetailView({ data, basePath, editHref }: PostDetailViewProps) {
  const post = data.POST;
  const body = useMemo(() => (post && post.BODY_FORMAT === 'markdown' ? renderMarkdown(post.BODY) : ''), [post]);
  const answer = useMemo(() => (post?.ANSWER ? renderMarkdown(post.ANSWER) : ''), [post]);
  if (!post) return <p className="notice">{koBoards.missing}</p>;
  return (
    <article className="post">
      <p className="post__board">{data.BOARD.BOARD_NAME}</p>
      <h1 className="page-title">{post.TITLE}</h1>
      <p className="post__meta">
        <span>{post.WRITER}</span>
        <time dateTime={post.CREATED_AT}>{dateTime(post.CREATED_AT)}</time>
        {post.UPDATED_AT ? <span>{koBoards.edited(dateTime(post.UPDATED_AT))}</span> : null}
        <span>{koBoards.views(post.VIEW_COUNT)}</span>
      </p>
      {post.BODY_FORMAT === 'markdown' ? (
        // renderMarkdown escapes raw HTML and drops unsafe URLs.
        <div className="prose post__body" dangerouslySetInnerHTML={{ __html: body }} />
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
          <div className="prose" dangerouslySetInnerHTML={{ __html: answer }} />
        </section>
      ) : null}
      <nav className="post__nav" aria-label={koBoards.around}>
        <ul>
          {data.PREV ? (
            <li>
              <span>{koBoards.prev}</span> <HrefLink href={`${basePath}/${data.PREV.POST_CODE}`}>{data.PREV.TITLE}</HrefLink>
            </li>
          ) : null}
          {data.NEXT ? (
            <li>
              <span>{koBoards.next}</span> <HrefLink href={`${basePath}/${data.NEXT.POST_CODE}`}>{data.NEXT.TITLE}</HrefLink>
            </li>
          ) : null}
        </ul>
      </nav>
      <div className="form-actions">
        <HrefLink className="button button--secondary" href={basePath}>
          {koBoards.list}
        </HrefLink>
        {editHref && post.MINE_YN === 'Y' ? (
          <HrefLink className="button" href={editHref}>
            {koBoards.edit}
          </HrefLink>
        ) : null}
      </div>
    </article>
  );
}
