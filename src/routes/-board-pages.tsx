import { useRouter } from '@tanstack/react-router';
import type { BoardDetailResponse, BoardListResponse } from '../../contract/board';
import { BoardListView } from '../features/boards/components/board-list-view';
import { PostDetailView } from '../features/boards/components/post-detail-view';
import { PostForm } from '../features/boards/components/post-form';
import { insertPost, updatePost } from '../features/boards/api/board-calls';
import { forgetPost, useBoardDetail, useBoardList, type Loaded } from '../features/boards/load-board';
import type { BoardQuery } from '../features/boards/model/board-query';
import { boardPostLink, type BoardPlace } from '../links/board-links';
import { useSession } from '../features/session/use-session';
import { MANAGE_CODE } from '../../contract/constants';
import { koBoards } from '../lib/i18n/messages-boards-ko';
import { ko } from '../lib/i18n/messages-ko';
import { koPanels } from '../lib/i18n/messages-panels-ko';
import { useDocumentTitle } from '../lib/use-document-title';

function Unavailable() {
  return (
    <div className="container">
      <p className="notice">{koPanels.content.offlineUnavailable}</p>
    </div>
  );
}

export function BoardListPage(props: { loaded: Loaded<BoardListResponse>; query: BoardQuery; place: BoardPlace; code: string; preview?: boolean }) {
  if (props.loaded.kind !== 'ok') return props.loaded.status === 0 ? <Unavailable /> : null;
  return <BoardListLoaded {...props} loaded={props.loaded} />;
}

function BoardListLoaded({ loaded, query, place, code, preview = false }: { loaded: Loaded<BoardListResponse> & { kind: 'ok' }; query: BoardQuery; place: BoardPlace; code: string; preview?: boolean }) {
  const data = useBoardList(loaded);
  useDocumentTitle(data.BOARD.BOARD_NAME, ko.app.name);
  return (
    <div className="container">
      <BoardListView data={data} query={query} place={place} writeCode={preview ? null : code} preview={preview} />
    </div>
  );
}

export function PostDetailPage({ loaded, place, code }: { loaded: Loaded<BoardDetailResponse>; place: BoardPlace; code: string }) {
  if (loaded.kind !== 'ok') return loaded.status === 0 ? <Unavailable /> : null;
  return <PostDetailLoaded loaded={loaded} place={place} code={code} />;
}

function PostDetailLoaded({ loaded, place, code }: { loaded: Loaded<BoardDetailResponse> & { kind: 'ok' }; place: BoardPlace; code: string }) {
  const data = useBoardDetail(loaded);
  useDocumentTitle(data.POST?.TITLE ?? data.BOARD.BOARD_NAME, ko.app.name);
  return (
    <div className="container narrow-wide">
      <PostDetailView data={data} place={place} editCode={code} />
    </div>
  );
}

/** Write a post (members); the server checks the board allows it. */
export function PostWritePage({ code, boardName }: { code: string; boardName: string }) {
  const session = useSession();
  const router = useRouter();
  useDocumentTitle(koBoards.writeTitle(boardName), ko.app.name);
  if (session.status !== 'member') return null;
  const userKey = session.session.user.USER_KEY;
  return (
    <div className="container narrow-wide">
      <PostForm
        heading={koBoards.writeTitle(boardName)}
        submitLabel={koBoards.submitWrite}
        onSubmit={(title, content) => insertPost({ manage_code: MANAGE_CODE, user_key: userKey, board_code: code, title, content })}
        onDone={(postCode) => void router.navigate({ ...boardPostLink({ code }, postCode), replace: true })}
        onCancel={() => router.history.back()}
      />
    </div>
  );
}

/** Edit a post: only its author gets the form (the server refuses anyone else too). */
export function PostEditPage({ loaded, code }: { loaded: Loaded<BoardDetailResponse>; code: string }) {
  const session = useSession();
  const router = useRouter();
  const post = loaded.kind === 'ok' ? loaded.data.POST : null;
  const boardName = loaded.kind === 'ok' ? loaded.data.BOARD.BOARD_NAME : '';
  useDocumentTitle(koBoards.editTitle(boardName), ko.app.name);
  if (loaded.kind !== 'ok') return loaded.status === 0 ? <Unavailable /> : null;
  if (session.status !== 'member') return null;
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
  const userKey = session.session.user.USER_KEY;
  return (
    <div className="container narrow-wide">
      <PostForm
        heading={koBoards.editTitle(boardName)}
        initialTitle={post.TITLE}
        initialContent={post.BODY}
        submitLabel={koBoards.submitEdit}
        onSubmit={(title, content) => updatePost({ manage_code: MANAGE_CODE, user_key: userKey, board_code: code, post_code: post.POST_CODE, title, content })}
        onDone={(postCode) => void forgetPost(code, postCode).then(() => router.navigate({ ...boardPostLink({ code }, postCode), replace: true }))}
        onCancel={() => router.history.back()}
      />
    </div>
  );
}
