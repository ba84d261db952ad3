import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { loadBoardList } from '../../../features/boards/board-data';
import { BoardListPage } from '../../../features/boards/components/board-list-page';
import { boardQuery, boardSearch } from '../../../features/boards/model/board-search';
import { previewSearch } from '../../-shared/preview-search';

/** Preview of a board, drafts included with the link's signed ?token= (issue 18); exempt from menu checks (spec §6). */
export const Route = createFileRoute('/preview/board/$board_code')({
  validateSearch: (raw: Record<string, unknown>) => ({ ...v.parse(boardSearch, raw), ...v.parse(previewSearch, raw) }),
  loaderDeps: ({ search }) => ({ ...boardQuery(search), token: search.token }),
  loader: ({ params, deps: { token, ...query }, preload }) => loadBoardList(params.board_code, query, true, { preload, previewToken: token }),
  component: function PreviewBoardRoute() {
    const { board_code } = Route.useParams();
    return <BoardListPage loaded={Route.useLoaderData()} query={boardQuery(Route.useSearch())} place={{ code: board_code }} code={board_code} preview />;
  },
});
