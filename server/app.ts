import type { Agent } from 'node:https';
import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import webpush from 'web-push';
import { CHAT_API_BASE, DEFAULT_API_BASE } from '../contract/constants';
import { randomBytes } from 'node:crypto';
import { type AuthOptions, createAuth } from './auth/auth';
import { loadOrCreatePreviewSecret, previewTokens } from './auth/preview-token';
import { DEFAULT_VAPID_SUBJECT } from './config';
import type { Queryable } from './db/db';
import { HttpError, MESSAGES, sendError } from './http/errors';
import type { WindowLimits } from './http/rate-limit';
import { securityHeaders } from './http/security-headers';
import { refuseCrossSite } from './http/same-site';
import { loadOrCreateAdminToken, loadOrCreateVapidKeys, type VapidKeys } from './push/secrets';
import type { PushSender } from './push/send';
import { adminRoutes } from './routes/admin';
import { catalogueCalls } from './routes/catalogue';
import { chatApiRoutes, type ChatOptions } from './routes/chat-api';
import { clientAppRoutes } from './routes/client-app';
import { shellAnswers } from './routes/shell-answers';
import { discoveryCalls } from './routes/discovery';
import { eventCalls } from './routes/events';
import { myLibraryCalls } from './routes/my-library';
import { freshProviderKeys, loadOrCreateProviderKeys, type ProviderKeys } from './identity/provider-keys';
import { providerRoutes } from './identity/provider';
import { identityCalls } from './routes/identity';
import { memberIdentityCalls } from './routes/identity-member';
import { portalCalls, portalRoutes } from './routes/portal';
import { readingCalls } from './routes/reading';
import { programCalls } from './routes/programs';
import { libraryServiceCalls } from './routes/library-service';
import { labCalls } from './routes/labs';
import { facilityCalls } from './routes/facilities';
import { ssoPageRoutes } from './routes/sso-pages';
import type { CustomFetch } from 'openid-client';
import { IDP_NAMES, LOGOUT_RETURN_PATH, PORTAL_CLIENT_ID, callbackPath, portalScope, type IdpName } from './idp/catalog';
import { freshClientSecrets, loadOrCreateClientSecrets, type ClientSecrets } from './idp/keys';
import { issuerFor } from './idp/providers';
import { createRelyingParty } from './identity/oidc-client';
import { oidcCalls, oidcRoutes } from './routes/oidc';
import { mergeCalls } from './routes/merge';
import { policyResearchCalls } from './routes/policy-research';
import { DEFAULT_UPLOADS_DIR, uploadsRoutes } from './routes/uploads';
import { CSP_REPORT_PATH, cspReportRoutes } from './http/csp-report';
import { databaseEventStore } from './http/event-window';
import { securityTxtRoute } from './http/security-txt';

/** Push settings; main.ts passes the ones it read at start, tests what they need. */
export interface PushOptions {
  /** Default: `${dataDir}/vapid.json` (made when missing), or a fresh pair per app without dataDir. */
  vapidKeys?: VapidKeys;
  /** VAPID_SUBJECT; default mailto:webmaster@gglib.example. */
  vapidSubject?: string;
  /**
   * Bearer token of /api/admin/*. Default: `${dataDir}/admin-token` (made when missing); without
   * dataDir there is none and every admin call is refused.
   */
  adminToken?: string;
  /** https.Agent for push services (tests trust a self-signed local push service with it). */
  agent?: Agent;
  /** How long one push service may take to answer, in ms (default 10 s). */
  timeoutMs?: number;
  /** Where failed sends are reported; console.warn by default. */
  warn?: (message: string) => void;
  /** New guests' devices one address may register in a window (default DEFAULT_GUEST_DEVICE_LIMIT). */
  guestDeviceLimit?: WindowLimits;
}

export interface AppOptions {
  db: Queryable;
  /** The client's build output (vite's dist). */
  distDir: string;
  /** Files served under /uploads; defaults to server/assets/uploads. */
  uploadsDir?: string;
  /** Where unexpected errors are reported; console.error by default. */
  logError?: (error: unknown, c: Context) => void;
  /** Where the browsers' CSP violation reports are logged, one line each; console.warn by default. */
  cspReportLog?: (line: string) => void;
  /** security.txt's Contact (SECURITY_CONTACT) and the public origin its Canonical names. */
  securityContact?: string;
  /**
   * true (the server, main.ts): the login throttle and the rate limits count in the database, so
   * every process on it counts together; false (tests by default): in this process's memory.
   */
  sharedLimits?: boolean;
  /** Sessions, cookie and login throttle; tests inject a clock and a sleep that never waits. */
  auth?: AuthOptions;
  /** DATA_DIR: where the VAPID keys and the admin token are kept, unless push gives them. */
  dataDir?: string;
  /** The preview links' HMAC secret (issue 18); default `${dataDir}/preview-secret`, or fresh per app. */
  previewSecret?: Buffer;
  push?: PushOptions;
  /** The AI assistant (token pacing, optional model, rate limit); defaults from the environment. */
  chat?: ChatOptions;
  /** The simulated certification provider and accounts (docs/api.md "Identity and accounts"). */
  identity?: {
    /** Default: `${dataDir}/cert-provider-key.json` (made when missing), or a fresh pair per app. */
    keys?: ProviderKeys;
    /** How new passwords are hashed (tests lower the scrypt cost). */
    hash?: (password: string) => Promise<string>;
    /** Certifications one address may start in a window (default 60 in 10 minutes). */
    certStartLimit?: WindowLimits;
  };
  /**
   * The portal as a relying party of the simulated providers (docs/api.md "Any-ID and social
   * sign-in"); main.ts runs the providers themselves (server/idp) in front of this app.
   */
  oidc?: {
    /** PUBLIC_ORIGIN: where the browser reaches this server; the issuers live under it. */
    origin?: string;
    /** Default: `${dataDir}/oidc-client-secrets.json`, or fresh ones per app without dataDir. */
    clientSecrets?: ClientSecrets;
    /** openid-client's customFetch (tests stand between the portal and a provider). */
    fetch?: CustomFetch;
    /** Where refused sign-ins are noted; console.warn by default. */
    log?: (message: string) => void;
  };
}

const defaultLogError = (error: unknown, c: Context) => {
  console.error(`[${new Date().toISOString()}] ${c.req.method} ${c.req.path} 처리 중 오류:`, error);
};

/** The whole HTTP surface, without a port: tests drive it with app.request(). */
export function createApp({
  db,
  distDir,
  uploadsDir = DEFAULT_UPLOADS_DIR,
  logError = defaultLogError,
  cspReportLog,
  securityContact,
  sharedLimits = false,
  auth: authOptions,
  dataDir,
  previewSecret,
  push = {},
  chat = {},
  identity = {},
  oidc = {},
}: AppOptions) {
  const auth = createAuth(db, { ...authOptions, ...(sharedLimits && !authOptions?.events ? { events: databaseEventStore(db) } : {}) });
  const vapidKeys = push.vapidKeys ?? (dataDir ? loadOrCreateVapidKeys(dataDir) : webpush.generateVAPIDKeys());
  const adminToken = push.adminToken ?? (dataDir ? loadOrCreateAdminToken(dataDir, undefined) : null);
  const sender: PushSender = {
    vapidKeys,
    vapidSubject: push.vapidSubject ?? DEFAULT_VAPID_SUBJECT,
    agent: push.agent,
    timeoutMs: push.timeoutMs,
    warn: push.warn,
  };
  let providerKeys: Promise<ProviderKeys> | null = identity.keys ? Promise.resolve(identity.keys) : null;
  const keys = () => (providerKeys ??= dataDir ? loadOrCreateProviderKeys(dataDir) : freshProviderKeys());
  const origin = oidc.origin ?? 'http://localhost:4173';
  const issuers = Object.fromEntries(IDP_NAMES.map((name) => [name, issuerFor(origin, name)])) as Record<IdpName, string>;
  const relyingParty = createRelyingParty({
    db,
    origin,
    issuers,
    clientId: PORTAL_CLIENT_ID,
    clientSecrets: oidc.clientSecrets ?? (dataDir ? loadOrCreateClientSecrets(dataDir) : freshClientSecrets()),
    scopes: Object.fromEntries(IDP_NAMES.map((name) => [name, portalScope(name)])) as Record<IdpName, string>,
    callbackPath,
    logoutReturnPath: LOGOUT_RETURN_PATH,
    now: auth.now,
    ...(oidc.fetch ? { fetch: oidc.fetch } : {}),
  });
  const oidcDeps = { rp: relyingParty, issuers, clientId: PORTAL_CLIENT_ID, publicOrigin: origin, ...(oidc.log ? { log: oidc.log } : {}) };
  const previews = previewTokens(previewSecret ?? (dataDir ? loadOrCreatePreviewSecret(dataDir) : randomBytes(32)));
  const app = new Hono();
  app.use(securityHeaders);
  app.use(compress());
  // Issue 18: no state-changing portal call from another site (forged logout, forged writes).
  app.use(`${DEFAULT_API_BASE}/*`, refuseCrossSite(origin));

  app.route(
    DEFAULT_API_BASE,
    portalRoutes({
      ...portalCalls(db, auth, vapidKeys, previews, push.guestDeviceLimit),
      ...myLibraryCalls(auth, sender),
      // searchcatalogue, selectbookdetail, selectbookmarc (docs/api.md "Catalogue search"), then "Discovery".
      ...catalogueCalls(db),
      ...discoveryCalls(db),
      // selectcertstatus, linkcert, changeuserid (docs/api.md "The integrated account").
      ...memberIdentityCalls(auth),
      // certstart … searchzipcode (docs/api.md "Identity and accounts").
      ...identityCalls(auth, { keys, ...(identity.hash ? { hash: identity.hash } : {}), ...(identity.certStartLimit ? { certStartLimit: identity.certStartLimit } : {}) }),
      // Library events, the month's schedule, link31 (docs/api.md "Events and schedule").
      ...eventCalls(db),
      // Exhibitions, reading clubs, the book festival, reviews, 북매직, 경기 독서포인트 (docs/api.md "Exhibitions and reading culture").
      ...readingCalls(auth),
      // selectprogramlist, selectprogramdetail, insertprogramapply (docs/api.md "Programs").
      ...programCalls(auth),
      // oidcticket, oidclink, selectstepup …; userlogout that also names the provider's logout (docs/api.md "Any-ID and social sign-in").
      ...oidcCalls(auth, oidcDeps),
      // mergeprove, mergepreview, mergemember (docs/api.md "Account merge").
      ...mergeCalls(auth),
      // selectservicerules, selecteresourcelist/detail, the human library and its bookings (docs/api.md "Library services").
      ...libraryServiceCalls(auth),
      // selectpolicyreportlist, selectpolicyeventlist, selectlibrarystatistics (docs/api.md "Policy research and library statistics").
      ...policyResearchCalls(db),
      // selectlablist, selectlabdetail, insertlabapply, selectquizsets (docs/api.md "Experiments and playground").
      ...labCalls(auth),
      // selectfacilitylist, selectfacilityslots, insertfacilityreserve (docs/api.md "Rental facilities").
      ...facilityCalls(auth),
    }),
  );
  // Before the chat namespace, whose catch-all would answer 404 for them.
  app.route(CSP_REPORT_PATH, cspReportRoutes({ trustProxy: auth.trustProxy, now: auth.now, ...(cspReportLog ? { log: cspReportLog } : {}) }));
  app.route(`${CHAT_API_BASE}/admin`, adminRoutes(db, adminToken, sender));
  app.route(CHAT_API_BASE, chatApiRoutes({ db, auth, ...chat }));
  app.route('/uploads', uploadsRoutes(uploadsDir, db));
  app.route('/sso', ssoPageRoutes(auth));
  // The simulated identity-certification provider's pages (KMC and i-PIN stand-ins).
  app.route('/cert', providerRoutes({ db, keys, now: auth.now }));
  // The Any-ID adaptor and the providers' callbacks (the providers themselves: server/idp, main.ts).
  app.route('/oidc', oidcRoutes(auth, oidcDeps));
  app.route('/.well-known/security.txt', securityTxtRoute({ contact: securityContact, origin, now: auth.now }));
  // A navigation's shell carries the menus (and on /main the day's popups): server/routes/shell-answers.ts.
  app.route('/', clientAppRoutes(distDir, { shellAnswers: shellAnswers(db, auth.now) }));

  app.notFound((c) => sendError(c, new HttpError(404, MESSAGES.notFound)));
  app.onError((error, c) => {
    if (error instanceof HttpError) return sendError(c, error);
    // The client gets no detail (no stack, no SQL); the log gets all of it.
    logError(error, c);
    return sendError(c, new HttpError(500, MESSAGES.internal));
  });
  return app;
}
