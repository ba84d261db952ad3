import { ExhibitionDetailResponse, ExhibitionListResponse } from '../../../contract/exhibition';
import { defineResource } from '../../data/resource';
import { useResource, type ResourceView } from '../../data/use-resource';
import { selectExhibitionDetail, selectExhibitionList } from './api/exhibition-calls';
import type { ExhibitionQuery } from './model/exhibition-search';

/** A page of the exhibitions list with its filter and search: the device's copy at once, then the server's. */
export const exhibitionListResource = defineResource({
  family: 'exhibition-list',
  id: (query: ExhibitionQuery) => `${query.state}:${query.page}:${query.q}`,
  schema: ExhibitionListResponse,
  policy: 'cache-first',
  fetch: (query) => selectExhibitionList(query),
});

/** One exhibition with its works. */
export const exhibitionResource = defineResource({
  family: 'exhibition',
  id: (id: number) => String(id),
  schema: ExhibitionDetailResponse,
  policy: 'cache-first',
  fetch: (id) => selectExhibitionDetail(id),
});

export function useExhibitionList(query: ExhibitionQuery): ResourceView<ExhibitionListResponse> {
  return useResource(exhibitionListResource, query);
}

export function useExhibition(id: number): ResourceView<ExhibitionDetailResponse> {
  return useResource(exhibitionResource, id);
}
