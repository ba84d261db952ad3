import { Hono, type Handler } from 'hono';
import type { Auth } from '../auth/auth';
import type { PreviewTokens } from '../auth/preview-token';
import type { Queryable } from '../db/db';
import type { WindowLimits } from '../http/rate-limit';
import { HttpError, MESSAGES } from '../http/errors';
import type { VapidKeys } from '../push/secrets';
import { insertAccessLogCall } from './access-log';
import { autoLogin, login, sessionCheck, userLogout } from './auth';
import { boardCalls } from './board';
import { selectContents } from './content';
import { selectAboutInfo } from './about';
import { selectLibraryInfo } from './library-info';
import { certifyCitizen, checkPassword, getSsoToken, getUserNo, getWelaaSyncInfo, gyeonggiSsoInfo } from './member';
import { selectMenu } from './menu';
import { selectMainPage } from './home';
import { getPopupList } from './popup';
import { pushCalls } from './push';
import { getEncryptCode, validateToken } from './sso';

/**
 * The portal calls of spec §7 served so far, by path under the API base (/gglib). Writes a queued
 * offline action may replay (homepageinsertaccesslog, insertboard) wrap themselves in
 * withIdempotency after authenticating, scoped to the caller (docs/api.md "Idempotency").
 */
export function portalCalls(db: Queryable, auth: Auth, vapidKeys: VapidKeys, previews: PreviewTokens, guestDeviceLimit?: WindowLimits): Record<string, Handler> {
  return {
    '/selectMenu': selectMenu(db),
    '/getpopuplist': getPopupList(db),
    '/homepageinsertaccesslog': insertAccessLogCall(auth),
    '/selectcontents': selectContents(db, previews, auth.now),
    // Boards and the home page (docs/api.md "Boards", "Home page").
    ...boardCalls(auth, previews),
    '/selectmainpage': selectMainPage(db),
    // The library's facts: address, phone, hours, closed days (docs/api.md "Library facts").
    '/selectlibraryinfo': selectLibraryInfo(db),
    // The about pages' tables: teams, history, floors, colours, collection (docs/api.md "About the library").
    '/selectaboutinfo': selectAboutInfo(db),
    // Members and sessions (docs/api.md "Members and sessions").
    '/login': login(auth),
    '/autologin': autoLogin(auth),
    '/userlogout': userLogout(auth),
    '/sessioncheck': sessionCheck(auth),
    '/getuserno': getUserNo(auth),
    '/gyeonggissoinfo': gyeonggiSsoInfo(auth),
    '/getwelaasyncinfo': getWelaaSyncInfo(auth),
    '/checkpassword': checkPassword(auth),
    '/certifycitizen': certifyCitizen(auth),
    // Single sign-on (docs/api.md "Single sign-on").
    '/getssotoken': getSsoToken(auth),
    '/validatetoken': validateToken(auth),
    '/getencryptcode': getEncryptCode(auth),
    // Push devices and the VAPID key (docs/api.md "Push").
    ...pushCalls(auth, vapidKeys, guestDeviceLimit),
  };
}

/** Every call is a POST (spec §7): other methods on a known call get 405, unknown calls 404. */
export function portalRoutes(calls: Record<string, Handler>): Hono {
  const routes = new Hono();
  for (const [path, handler] of Object.entries(calls)) {
    routes.post(path, handler);
    routes.all(path, () => {
      throw new HttpError(405, MESSAGES.methodNotAllowed, undefined, { Allow: 'POST' });
    });
  }
  routes.all('*', () => {
    throw new HttpError(404, MESSAGES.notFound);
  });
  return routes;
}
