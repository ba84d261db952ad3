import { useRouter } from '@tanstack/react-router';
import { RouteLink } from '../../../components/ui/route-link';
import type { BoardDetailResponse } from '../../../../contract/board';
import { MANAGE_CODE } from '../../../../contract/constants';
import type { Loaded } from '../../../data/resource';
import { koBoards } from '../../../lib/i18n/messages-boards-ko';
import { ko } from '../../../lib/i18n/messages-ko';
import { backOr } from '../../../lib/history-back';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { boardListLink, boardPostLink } from '../../../links/board-links';
import { insertPost, updatePost } from '../api/board-calls';
import { forgetPost } from '../board-data';
import { boardPlaceOf } from '../model/board-place';
import { Unavailable } from './board-unavailable';
import { PostForm } from './post-form';

/* The write and edit pages of a board (members; the member's key comes from the route). */

/** What the write page knows of its board: its name and whether members write on it (null: not known, e.g. offline with nothing stored). */
export interface WriteBoard {
  name: string;
  writable: boolean | null;
}

/**
 * Spec part 6 (no dead ends): a board members do not write on says so before anything is typed,
 * with the way back to its list, instead of a form the server would refuse.
 */
function WriteClosed({ heading, code, boardName }: { heading: string; code: string; boardName: string }) {
  return (
    <div className="container narrow-wide">
      <h1 className="page-title">{heading}</h1>
      <div className="notice">
        <p>
          <strong>{koBoards.writeClosed}</strong>
        </p>
        <p>{koBoards.writeClosedHelp}</p>
      </div>
      <div className="form-actions">
        <RouteLink className="button" {...boardListLink(boardPlaceOf(code))}>
          {koBoards.backToList(boardName)}
        </RouteLink>
      </div>
    </div>
  );
}

/** Cancel: the page before the form, or the board's list when the form was the first page. */
function useLeaveForm(code: string): () => void {
  const router = useRouter();
  return () => backOr(router.history, () => void router.navigate(boardListLink(boardPlaceOf(code))));
}

/** Write a post (members: `userKey` null shows nothing); the server checks the board allows it too. */
export function PostWritePage({ code, board, userKey }: { code: string; board: WriteBoard; userKey: string | null }) {
  const router = useRouter();
  const leave = useLeaveForm(code);
  useDocumentTitle(koBoards.writeTitle(board.name), ko.app.name);
  if (userKey === null) return null;
  if (board.writable === false) return <WriteClosed heading={koBoards.writeTitle(board.name)} code={code} boardName={board.name} />;
  return (
    <div className="container narrow-wide">
      <PostForm
        heading={koBoards.writeTitle(board.name)}
        submitLabel={koBoards.submitWrite}
        onSubmit={(title, content) => insertPost({ manage_code: MANAGE_CODE, user_key: userKey, board_code: code, title, content })}
        onDone={(postCode) => void router.navigate({ ...boardPostLink({ code }, postCode), replace: true })}
        onCancel={leave}
      />
    </div>
  );
}

/** Edit a post: only its author gets the form (the server refuses anyone else too). */
export function PostEditPage({ loaded, code, userKey }: { loaded: Loaded<BoardDetailResponse>; code: string; userKey: string | null }) {
  const router = useRouter();
  const leave = useLeaveForm(code);
  const post = loaded.kind === 'data' ? loaded.data.POST : null;
  const boardName = loaded.kind === 'data' ? loaded.data.BOARD.BOARD_NAME : '';
  useDocumentTitle(koBoards.editTitle(boardName), ko.app.name);
  if (loaded.kind !== 'data') return <Unavailable problem={loaded} what="post" />;
  if (userKey === null) return null;
  if (loaded.data.BOARD.WRITE_YN !== 'Y') return <WriteClosed heading={koBoards.editTitle(boardName)} code={code} boardName={boardName} />;
  if (!post || post.MINE_YN !== 'Y') {
    return (
      <div className="container narrow-wide">
        <h1 className="page-title">{koBoards.editTitle(boardName)}</h1>
        <p className="notice" role="alert">
          {koBoards.notAuthor}
        </p>
      </div>
    );
  }
  return (
    <div className="container narrow-wide">
      <PostForm
        heading={koBoards.editTitle(boardName)}
        initialTitle={post.TITLE}
        initialContent={post.BODY}
        submitLabel={koBoards.submitEdit}
        onSubmit={(title, content) => updatePost({ manage_code: MANAGE_CODE, user_key: userKey, board_code: code, post_code: post.POST_CODE, title, content })}
        onDone={(postCode) => void forgetPost(code, postCode).then(() => router.navigate({ ...boardPostLink({ code }, postCode), replace: true }))}
        onCancel={leave}
      />
    </div>
  );
}
