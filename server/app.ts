import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import { CHAT_API_BASE, DEFAULT_API_BASE } from '../contract/constants';
import { type AuthOptions, createAuth } from './auth/auth';
import type { Queryable } from './db/db';
import { HttpError, MESSAGES, sendError } from './http/errors';
import { securityHeaders } from './http/security-headers';
import { chatApiRoutes } from './routes/chat-api';
import { clientAppRoutes } from './routes/client-app';
import { portalCalls, portalRoutes } from './routes/portal';
import { ssoPageRoutes } from './routes/sso-pages';
import { DEFAULT_UPLOADS_DIR, uploadsRoutes } from './routes/uploads';

export interface AppOptions {
  db: Queryable;
  /** The client's build output (vite's dist). */
  distDir: string;
  /** Files served under /uploads; defaults to server/assets/uploads. */
  uploadsDir?: string;
  /** Where unexpected errors are reported; console.error by default. */
  logError?: (error: unknown, c: Context) => void;
  /** Sessions, cookie and login throttle; tests inject a clock and a sleep that never waits. */
  auth?: AuthOptions;
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
  auth: authOptions,
}: AppOptions) {
  const auth = createAuth(db, authOptions);
  const app = new Hono();
  app.use(securityHeaders);
  app.use(compress());

  app.route(DEFAULT_API_BASE, portalRoutes(portalCalls(db, auth)));
  app.route(CHAT_API_BASE, chatApiRoutes());
  app.route('/uploads', uploadsRoutes(uploadsDir, db));
  app.route('/sso', ssoPageRoutes(auth));
  app.route('/', clientAppRoutes(distDir));

  app.notFound((c) => sendError(c, new HttpError(404, MESSAGES.notFound)));
  app.onError((error, c) => {
    if (error instanceof HttpError) return sendError(c, error);
    // The client gets no detail (no stack, no SQL); the log gets all of it.
    logError(error, c);
    return sendError(c, new HttpError(500, MESSAGES.internal));
  });
  return app;
}
