import type { Handler } from 'hono';
import { ContentRequest, type ContentResponse } from '../../contract/content';
import type { PreviewTokens } from '../auth/preview-token';
import type { Queryable } from '../db/db';
import { parseRequest } from '../http/validate';
import { findContentPage } from '../repositories/content-repository';

/**
 * POST /gglib/selectcontents: one CMS page for /contents/{word}, /custom/{word} and /terms/{word}.
 * Our own call (the legacy API's is not documented): drafts only with preview_yn Y and a valid
 * preview_token for this page (a signed preview link); otherwise published pages only.
 */
export const selectContents =
  (db: Queryable, previews: PreviewTokens, now: () => number = Date.now): Handler =>
  async (c) => {
    const request = await parseRequest(c, ContentRequest);
    const page = await findContentPage(
      db,
      { manageCode: request.manage_code, kind: request.kind, word: request.menu_url_word },
      request.preview_yn === 'Y' && previews.verify({ kind: request.kind, word: request.menu_url_word }, request.preview_token, now()),
    );
    const body: ContentResponse = { RESULT_INFO: 'SUCCESS', RESULT: page ? 'SUCCESS' : 'NO_DATA', CONTENT: page };
    return c.json(body);
  };
