import { MANAGE_CODE } from '../../../../contract/constants';
import { LibraryInfoResponse, type LibraryInfo } from '../../../../contract/library-info';
import { answerOf } from '../../../data/answer';
import type { FetchAnswer } from '../../../data/resource';
import { request } from '../../../lib/http/client';

/**
 * POST {base}/selectlibraryinfo: the library's facts (docs/api.md "Library facts"); NO_DATA is
 * `missing`. Always quiet: the facts fill in parts of pages (the footer, a card, a block of a page)
 * that show their labels meanwhile, so no overlay and no error page.
 */
export async function selectLibraryInfo(): Promise<FetchAnswer<LibraryInfo>> {
  const result = await request({
    path: 'selectlibraryinfo',
    body: { manage_code: MANAGE_CODE },
    schema: LibraryInfoResponse,
    loading: false,
    errorPage: false,
  });
  const answer = answerOf(result);
  if (answer.kind !== 'ok') return answer;
  return answer.data.RESULT === 'SUCCESS' && answer.data.LIBRARY ? { kind: 'ok', data: answer.data.LIBRARY } : { kind: 'missing' };
}
