import type { SsoTarget } from '../../../../contract/auth';
import { SSO_TARGETS } from '../../../../contract/auth';
import { oneOf, searchSchema, text } from '../../../lib/search-schema';

// /login's URL model: route options run at boot (they are not code-split), so it is apart from
// the redirect table (login-redirect.ts), which loads with the login page.

/** Query of /login (spec §2): target, syncto, and returnTo for the guards. */
export interface LoginSearch {
  target?: SsoTarget;
  syncto?: 'welaa';
  /** In-app path to come back to after login. */
  returnTo?: string;
}

/** /login's validateSearch: known targets only, and a return path inside the app that is not /login itself. */
export const loginSearch = searchSchema({
  target: oneOf(SSO_TARGETS),
  syncto: oneOf(['welaa']),
  // '/x' but never '//host' or '/\host' (another site) and never /login (a loop).
  returnTo: text({ pattern: /^\/(?![/\\]|login)/ }),
});

