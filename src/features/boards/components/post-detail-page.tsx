import type { BoardDetailResponse } from '../../../../contract/board';
import type { Loaded } from '../../../data/resource';
import { ko } from '../../../lib/i18n/messages-ko';
import { useDocumentTitle } from '../../../lib/use-document-title';
import type { BoardPlace } from '../../../links/board-links';
import { useBoardPost } from '../board-data';
import { Unavailable } from './board-unavailable';
import { PostDetailView } from './post-detail-view';

/** One post as every board route shows it, repainted when a quiet refresh lands. */

type LoadedData<T> = Loaded<T> & { kind: 'data' };

export function PostDetailPage({ loaded, place, code }: { loaded: Loaded<BoardDetailResponse>; place: BoardPlace; code: string }) {
  if (loaded.kind !== 'data') return <Unavailable problem={loaded} what="post" />;
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
