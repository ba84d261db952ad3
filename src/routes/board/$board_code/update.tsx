import { createFileRoute, notFound } from '@tanstack/react-router';
import { loadPostForEdit } from '../../../features/boards/board-data';
import { PostEditPage } from '../../../features/boards/components/post-form-pages';
import { postCodeOf } from '../../../features/boards/model/board-query';
import { useMemberKey } from '../../../features/session/use-session';
import { searchSchema, text } from '../../../lib/search-schema';
import { requireMember } from '../../-shared/guards';

/** /board/{code}/update?post_code=N: the author's edit form. */
export const Route = createFileRoute('/board/$board_code/update')({
  // Any text: postCodeOf() below decides (not a post number → not found).
  validateSearch: searchSchema({ post_code: text({}) }),
  beforeLoad: ({ location, preload }) => requireMember({ location, preload }),
  loaderDeps: ({ search }) => ({ postCode: search.post_code ?? '' }),
  loader: ({ params, deps, preload }) => {
    const postCode = postCodeOf(deps.postCode);
    if (postCode === null) throw notFound();
    return loadPostForEdit(params.board_code, postCode, { preload });
  },
  component: function EditRoute() {
    const { board_code } = Route.useParams();
    return <PostEditPage loaded={Route.useLoaderData()} code={board_code} userKey={useMemberKey()} />;
  },
});
