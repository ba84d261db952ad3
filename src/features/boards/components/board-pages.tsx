import { useRouter } from '@tanstack/react-router';
import { RouteLink } from '../../../components/ui/route-link';
import type { BoardDetailResponse, BoardListResponse } from '../../../../contract/board';
import { MANAGE_CODE } from '../../../../contract/constants';
import type { Loaded } from '../../../data/resource';
import { koBoards } from '../../../lib/i18n/messages-boards-ko';
import { ko } from '../../../lib/i18n/messages-ko';
import { koPanels } from '../../../lib/i18n/messages-panels-ko';
import { backOr } from '../../../lib/history-back';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { boardListLink, boardPostLink, type BoardPlace } from '../../../links/board-links';
import { insertPost, updatePost } from '../api/board-calls';
import { forgetPost, useBoardList, useBoardPost } from '../board-data';
import { boardPlaceOf } from '../model/board-place';
import type { BoardQuery } from '../model/board-query';
import { BoardListView } from './board-list-view';
import { PostDetailView } from './post-detail-view';
import { PostForm } from './post-form';

/*
 * The board pages every board route shows (/notice, /news, …, /board/{code} and the previews):
 * the loader's answer, repainted when a quiet refresh lands. The member's key comes from the
 * route (the session is another feature's).
 */

function Unavailable() {
  return (
    <div className="container">
      <p className="notice">{koPanels.content.offlineUnavailable}</p>
    </div>
  );
}

type LoadedData<T> = Loaded<T> & { kind: 'data' };

export function BoardListPage(props: { loaded: Loaded<BoardListResponse>; query: BoardQuery; place: BoardPlace; code: string; preview?: boolean }) {
  if (props.loaded.kind !== 'data') return props.loaded.kind === 'offline' ? <Unavailable /> : null;
  return <BoardListLoaded {...props} loaded={props.loaded} />;
}

function BoardListLoaded({ loaded, query, place, code, preview = false }: { loaded: LoadedData<BoardListResponse>; query: BoardQuery; place: BoardPlace; code: string; preview?: boolean }) {
  const current = useBoardList({ code, query, preview }, loaded);
  const data = current.kind === 'data' ? current.data : loaded.data;
  useDocumentTitle(data.BOARD.BOARD_NAME, ko.app.name);
  return (
    <div className="container">
      <BoardListView data={data} query={query} place={place} writeCode={preview ? null : code} preview={preview} />
    </div>
  );
}

export function PostDetailPage({ loaded, place, code }: { loaded: Loaded<BoardDetailResponse>; place: BoardPlace; code: string }) {
  if (loaded.kind !== 'data') return loaded.kind === 'offline' ? <Unavailable /> : null;
  return <PostDetailLoaded loaded={loaded} place={place} code={code} />;
}

function PostDetailLoaded({ loaded, place, code }: { loaded: LoadedData<BoardDetailResponse>; place: BoardPlace; code: string }) {
  const postCode = loaded.data.POST?.POST_CODE ?? 0;
  const current = useBoardPost({ code, postCode }, loaded);
  const data = current.kind === 'data' ? current.data : loaded.data;
  useDocumentTitle(data.POST?.TITLE || data.BOARD.BOARD_NAME, ko.app.name);
  return (
    <div className="container narrow-wide">
      <PostDetailView data={data} place={place} editCode={code} />
    </div>
  );
}

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
  if (loaded.kind !== 'data') return loaded.kind === 'offline' ? <Unavailable /> : null;
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
