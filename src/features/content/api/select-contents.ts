import { MANAGE_CODE } from '../../../../contract/constants';
import { ContentResponse, type ContentKind, type ContentPage } from '../../../../contract/content';
import { answerOf } from '../../../data/answer';
import type { FetchAnswer } from '../../../data/resource';
import { request } from '../../../lib/http/client';

/** POST {base}/selectcontents (our design, docs/api.md); NO_DATA is `missing`. */
export async function selectContents(
  kind: ContentKind,
  word: string,
  options: { preview: boolean; previewToken?: string; errorPage: boolean; loading: boolean },
): Promise<FetchAnswer<ContentPage>> {
  const result = await request({
    path: 'selectcontents',
    body: { manage_code: MANAGE_CODE, kind, menu_url_word: word, preview_yn: options.preview ? 'Y' : 'N', ...(options.preview && options.previewToken ? { preview_token: options.previewToken } : {}) },
    schema: ContentResponse,
    errorPage: options.errorPage,
    loading: options.loading,
  });
  const answer = answerOf(result);
  if (answer.kind !== 'ok') return answer;
  return answer.data.RESULT === 'SUCCESS' && answer.data.CONTENT ? { kind: 'ok', data: answer.data.CONTENT } : { kind: 'missing' };
}
