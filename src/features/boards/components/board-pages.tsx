import { useRouter } from '@tanstack/react-router';
import type { BoardDetailResponse, BoardListResponse } from '../../../../contract/board';
import { MANAGE_CODE } from '../../../../contract/constants';
import type { Loaded } from '../../../data/resource';
import { koBoards } from '../../../lib/i18n/messages-boards-ko';
import { ko } from '../../../lib/i18n/messages-ko';
import { koPanels } from '../../../lib/i18n/messages-panels-ko';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { boardPostLink, type BoardPlace } from '../../../links/board-links';
import { insertPost, updatePost } from '../api/board-calls';
import { forgetPost, useBoardList, useBoardPost } from '../board-data';
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
  useDocumentTitle(data.POST?.TITLE ?? data.BOARD.BOARD_NAME, ko.app.name);
  return (
    <div className="container narrow-wide">
      <PostDetailView data={data} place={place} editCode={code} />
    </div>
  );
}

/** Write a post (members: `userKey` null shows nothing); the server checks the board allows it. */
export function PostWritePage({ code, boardName, userKey }: { code: string; boardName: string; userKey: string | null }) {
  const router = useRouter();
  useDocumentTitle(koBoards.writeTitle(boardName), ko.app.name);
  if (userKey === null) return null;
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
export function PostEditPage({ loaded, code, userKey }: { loaded: Loaded<BoardDetailResponse>; code: string; userKey: string | null }) {
  const router = useRouter();
  const post = loaded.kind === 'data' ? loaded.data.POST : null;
  const boardName = loaded.kind === 'data' ? loaded.data.BOARD.BOARD_NAME : '';
  useDocumentTitle(koBoards.editTitle(boardName), ko.app.name);
  if (loaded.kind !== 'data') return loaded.kind === 'offline' ? <Unavailable /> : null;
  if (userKey === null) return null;
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
        onCancel={() => router.history.back()}
      />
    </div>
  );
}
