import { AboutInfoSchema, type AboutInfo } from '../../../contract/about';
import { defineResource, load, type Loaded } from '../../data/resource';
import { selectAboutInfo } from './api/select-about-info';

/** How long a stored copy is trusted before a visit asks again (these tables rarely change). */
export const ABOUT_INFO_FRESH_MS = 10 * 60 * 1000;

/**
 * The about pages' tables, cache-first: one stored copy that every about page draws its blocks
 * from, at once from IndexedDB (offline too), refreshed quietly when older than ten minutes.
 */
export const aboutInfoResource = defineResource({
  family: 'about-info',
  id: () => '',
  schema: AboutInfoSchema,
  policy: 'cache-first',
  revalidateAfterMs: ABOUT_INFO_FRESH_MS,
  fetch: () => selectAboutInfo(),
});

/** For an about route's loader: the tables with the page, so the page paints whole. */
export function loadAboutInfo(options: { preload?: boolean } = {}): Promise<Loaded<AboutInfo>> {
  return load(aboutInfoResource, {}, options);
}
