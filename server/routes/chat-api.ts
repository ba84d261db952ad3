import { Hono } from 'hono';
import { HttpError, MESSAGES } from '../http/errors';

/**
 * The chat assistant's namespace (spec §7, /api). Its calls arrive in a later issue; until then
 * the namespace exists so that /api/* answers JSON, never the app shell.
 */
export function chatApiRoutes(): Hono {
  const routes = new Hono();
  routes.get('/health', (c) => c.json({ ok: true }));
  routes.all('*', () => {
    throw new HttpError(404, MESSAGES.notFound);
  });
  return routes;
}
