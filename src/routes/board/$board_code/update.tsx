import { createFileRoute, notFound } from '@tanstack/react-router';
import { PostEditPage } from '../../-board-pages';
import { postCodeOf } from '../../-board-guards';
import { requireMember } from '../../-guards';
import { searchSchema, text } from '../../../lib/search-schema';

/** /board/{code}/update?post_code=N: the author's edit form. */
export const Route = createFileRoute('/board/$board_code/update')({
  // Any text: postCodeOf() below decides (not a post number → not found).
  validateSearch: searchSchema({ post_code: text({}) }),
  beforeLoad: ({ location, preload }) => requireMember({ location, preload }),
  loaderDeps: ({ search }) => ({ postCode: search.post_code ?? '' }),
  loader: async ({ params, deps }) => {
    const postCode = postCodeOf(deps.postCode);
    if (postCode === null) throw notFound();
    const { loadFreshDetail } = await import('../../-board-loaders');
    return loadFreshDetail(params.board_code, postCode);
  },
  component: function EditRoute() {
    const { board_code } = Route.useParams();
    return <PostEditPage loaded={Route.useLoaderData()} code={board_code} />;
  },
});
