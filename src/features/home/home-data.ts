import { MainPageResponse } from '../../../contract/home';
import { defineResource } from '../../data/resource';
import { useResource, type ResourceView } from '../../data/use-resource';
import { isoToday } from '../../lib/dates';
import { selectMainPage } from './api/select-main-page';

/** The home page's sections (notices, news, new books, programs, today's hours), cache-first. */
export const mainPageResource = defineResource({
  family: 'main-page',
  id: () => '',
  schema: MainPageResponse,
  policy: 'cache-first',
  fetch: () => selectMainPage(isoToday()),
});

/**
 * The home page data from IndexedDB at once (stored: undefined while reading, null when none yet),
 * refreshed from the network when the page opens and when the network returns.
 */
export function useMainPage(): ResourceView<MainPageResponse> {
  return useResource(mainPageResource, {});
}
