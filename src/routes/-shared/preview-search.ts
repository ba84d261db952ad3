import { searchSchema, text } from '../../lib/search-schema';

/**
 * The /preview/* routes' search: ?token=… is the preview link's signed token (issue 18), passed
 * through to the API as preview_token; without a valid one the server answers published pages only.
 */
export const previewSearch = searchSchema({
  token: text({ max: 100, pattern: /^\d{1,12}\.[A-Za-z0-9_-]{43}$/ }),
});
