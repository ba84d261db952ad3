import { MANAGE_CODE } from '../../../../contract/constants';
import { ContentResponse, type ContentKind, type ContentPage } from '../../../../contract/content';
import { request } from '../../../lib/http/client';

export type ContentOutcome =
  | { kind: 'ok'; page: ContentPage }
  | { kind: 'no-data' }
  | { kind: 'failed'; status: number };

/** POST {base}/selectcontents (our design, docs/api.md). */
export async function selectContents(
  kind: ContentKind,
  word: string,
  options: { preview: boolean; errorPage: boolean; loading: boolean },
): Promise<ContentOutcome> {
  const result = await request({
    path: 'selectcontents',
    body: { manage_code: MANAGE_CODE, kind, menu_url_word: word, preview_yn: options.preview ? 'Y' : 'N' },
    schema: ContentResponse,
    errorPage: options.errorPage,
    loading: options.loading,
  });
  if (!result.success || !result.data) return { kind: 'failed', status: result.status };
  if (result.data.RESULT !== 'SUCCESS' || !result.data.CONTENT) return { kind: 'no-data' };
  return { kind: 'ok', page: result.data.CONTENT };
}
