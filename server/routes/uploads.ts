import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import type { Queryable } from '../db/db';
import { HttpError, MESSAGES } from '../http/errors';
import { UPLOADS_CONTENT_SECURITY_POLICY } from '../http/security-headers';
import { resolveInside, sendFile } from '../http/static-files';

/** Where popup images, CMS page images, covers, posters and board attachments live (served as /uploads/…). */
export const DEFAULT_UPLOADS_DIR = fileURLToPath(new URL('../assets/uploads/', import.meta.url));

/** A day: uploads are replaced under new names, but not content-hashed like /assets. */
const UPLOADS_CACHE = 'public, max-age=86400';

/** Board attachments are downloaded, never shown in the page. */
const ATTACHMENTS_PREFIX = '/board/';

/** RFC 5987 value characters: everything else is percent-encoded (UTF-8). */
const encodeRfc5987 = (text: string): string =>
  encodeURIComponent(text).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

const ASCII_SAFE = /^[\x20-\x7e]+$/;

/**
 * `attachment; filename="…"; filename*=UTF-8''…`: filename* carries the real (UTF-8) name; the
 * plain filename is a stand-in for old clients — the name itself when it is plain ASCII, else
 * asciiName (the file's own name on disk), else the name with other characters as _.
 */
export function attachmentDisposition(fileName: string, asciiName = ''): string {
  const usable = (name: string) => ASCII_SAFE.test(name) && !/["\\]/.test(name);
  const fallback = usable(fileName) ? fileName : usable(asciiName) ? asciiName : fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeRfc5987(fileName)}`;
}

/** The name an attachment was posted under, or the file's own name when no post lists it. */
async function attachmentName(db: Queryable | undefined, urlPath: string, file: string): Promise<string> {
  if (db) {
    const [row] = await db.query<{ file_name: string }>(
      'SELECT file_name FROM post_attachments WHERE file_path = $1 ORDER BY file_id LIMIT 1',
      [`/uploads${urlPath}`],
    );
    if (row) return row.file_name;
  }
  return basename(file);
}

export function uploadsRoutes(uploadsDir: string, db?: Queryable): Hono {
  const routes = new Hono();
  routes.get('/*', async (c) => {
    const rawPath = new URL(c.req.url).pathname.replace(/^\/uploads/, '');
    const file = resolveInside(uploadsDir, rawPath);
    c.header('Content-Security-Policy', UPLOADS_CONTENT_SECURITY_POLICY);
    const response = file && (await sendFile(c, file, UPLOADS_CACHE));
    if (!response || !file) throw new HttpError(404, MESSAGES.fileNotFound);
    if (rawPath.startsWith(ATTACHMENTS_PREFIX) && response.status !== 304) {
      let decoded = rawPath;
      try {
        decoded = decodeURIComponent(rawPath);
      } catch {
        // resolveInside already refused undecodable paths; keep the raw one.
      }
      const name = await attachmentName(db, decoded, file);
      response.headers.set('Content-Disposition', attachmentDisposition(name, basename(file)));
    }
    return response;
  });
  routes.all('/*', () => {
    throw new HttpError(405, 'GET 방식으로만 요청할 수 있습니다.', undefined, { Allow: 'GET, HEAD' });
  });
  return routes;
}
