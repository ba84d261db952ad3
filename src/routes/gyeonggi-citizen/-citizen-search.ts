import { oneOf, searchSchema } from '../../lib/search-schema';

/** ?target=ggpoint-check: came here from the reading-point SSO, go back there when done. */
export const citizenSearch = searchSchema({ target: oneOf(['ggpoint-check']) });
