import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { HttpError, MESSAGES } from '../http/errors';
import { UPLOADS_CONTENT_SECURITY_POLICY } from '../http/security-headers';
import { resolveInside, sendFile } from '../http/static-files';

/** Where popup images and CMS page images live (served as /uploads/…). */
export const DEFAULT_UPLOADS_DIR = fileURLToPath(new URL('../assets/uploads/', import.meta.url));

/** A day: uploads are replaced under new names, but not content-hashed like /assets. */
const UPLOADS_CACHE = 'public, max-age=86400';

export function uploadsRoutes(uploadsDir: string): Hono {
  const routes = new Hono();
  routes.get('/*', async (c) => {
    const rawPath = new URL(c.req.url).pathname.replace(/^\/uploads/, '');
    const file = resolveInside(uploadsDir, rawPath);
    c.header('Content-Security-Policy', UPLOADS_CONTENT_SECURITY_POLICY);
    const response = file && (await sendFile(c, file, UPLOADS_CACHE));
    if (!response) throw new HttpError(404, MESSAGES.fileNotFound);
    return response;
  });
  routes.all('/*', () => {
    throw new HttpError(405, 'GET 방식으로만 요청할 수 있습니다.', undefined, { Allow: 'GET, HEAD' });
  });
  return routes;
}
