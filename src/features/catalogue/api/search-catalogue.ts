import * as v from 'valibot';
import { CatalogueSearchResponse } from '../../../../contract/catalogue';
import { MANAGE_CODE } from '../../../../contract/constants';
import { request } from '../../../lib/http/client';
import type { SearchParams } from '../model/search-query';

export type SearchAnswer = { kind: 'ok'; data: CatalogueSearchResponse } | { kind: 'refused'; message: string } | { kind: 'offline' };

const ErrorBody = v.object({ RESULT_MESSAGE: v.string() });

/** POST {base}/searchcatalogue (docs/api.md "Catalogue search"). */
export async function searchCatalogue(params: SearchParams): Promise<SearchAnswer> {
  const result = await request({
    path: 'searchcatalogue',
    body: {
      manage_code: MANAGE_CODE,
      query: params.query ?? '',
      field: params.field ?? 'all',
      sort: params.sort ?? 'relevance',
      page: params.page ?? 1,
      size: 20,
      ...(params.kdc !== undefined ? { kdc: params.kdc } : {}),
      ...(params.branch ? { branch: params.branch } : {}),
      ...(params.available ? { available_yn: 'Y' } : {}),
      ...(params.from ? { year_from: params.from } : {}),
      ...(params.to ? { year_to: params.to } : {}),
    },
    schema: CatalogueSearchResponse,
    errorPage: false,
    loading: true,
  });
  if (result.success && result.data) return { kind: 'ok', data: result.data };
  if (result.error?.kind === 'network') return { kind: 'offline' };
  const parsed = v.safeParse(ErrorBody, result.error?.body);
  return { kind: 'refused', message: parsed.success ? parsed.output.RESULT_MESSAGE : '검색하지 못했습니다. 잠시 후 다시 시도해 주세요.' };
}
