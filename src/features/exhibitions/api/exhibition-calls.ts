import { MANAGE_CODE } from '../../../../contract/constants';
import { ExhibitionDetailResponse, ExhibitionListResponse } from '../../../../contract/exhibition';
import { answerOf, mapAnswer } from '../../../data/answer';
import type { FetchAnswer } from '../../../data/resource';
import { request } from '../../../lib/http/client';
import { cleanTextDeep } from '../../../lib/text-cleanup';
import type { ExhibitionQuery } from '../model/exhibition-search';

/** The fields people read, cleaned where answers arrive (spec §5); ids, dates and URLs as sent. */
const SHOWN_TEXT: ReadonlySet<string> = new Set(['TITLE', 'SUBTITLE', 'PLACE', 'SUMMARY', 'DESCRIPTION', 'ORGANIZER', 'HOURS', 'ARTIST', 'NOTE']);

/** A 404 (no such exhibition) is 'missing', not a failure to show. */
function missingOn404<T>(answer: FetchAnswer<T>): FetchAnswer<T> {
  return answer.kind === 'failed' && answer.status === 404 ? { kind: 'missing' } : answer;
}

/** POST {base}/selectexhibitionlist. Quiet: the screens say themselves what happened. */
export async function selectExhibitionList(query: ExhibitionQuery): Promise<FetchAnswer<ExhibitionListResponse>> {
  const result = await request({
    path: 'selectexhibitionlist',
    body: { manage_code: MANAGE_CODE, state: query.state, keyword: query.q, page: query.page },
    schema: ExhibitionListResponse,
    loading: false,
    errorPage: false,
  });
  return mapAnswer(answerOf(result), (data) => cleanTextDeep(data, SHOWN_TEXT));
}

/** POST {base}/selectexhibitiondetail. */
export async function selectExhibitionDetail(id: number): Promise<FetchAnswer<ExhibitionDetailResponse>> {
  const result = await request({
    path: 'selectexhibitiondetail',
    body: { manage_code: MANAGE_CODE, exhibition_id: id },
    schema: ExhibitionDetailResponse,
    loading: false,
    errorPage: false,
  });
  return missingOn404(mapAnswer(answerOf(result), (data) => cleanTextDeep(data, SHOWN_TEXT)));
}
