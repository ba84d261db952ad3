import type { BoardListResponse } from '../../../../contract/board';
import type { Loaded } from '../../../data/resource';
import { ko } from '../../../lib/i18n/messages-ko';
import { useDocumentTitle } from '../../../lib/use-document-title';
import type { BoardPlace } from '../../../links/board-links';
import { useBoardList } from '../board-data';
import type { BoardQuery } from '../model/board-query';
import { Unavailable } from './board-unavailable';
import { BoardListView } from './board-list-view';

/*
 * A board's list as every board route shows it (/notice, /news, …, /board/{code} and the
 * previews): the loader's answer, repainted when a quiet refresh lands. Apart from the post and
 * form pages, so a list does not load the markdown renderer a post needs.
 */

type LoadedData<T> = Loaded<T> & { kind: 'data' };

export function BoardListPage(props: { loaded: Loaded<BoardListResponse>; query: BoardQuery; place: BoardPlace; code: string; preview?: boolean }) {
  if (props.loaded.kind !== 'data') return <Unavailable problem={props.loaded} what="list" />;
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
