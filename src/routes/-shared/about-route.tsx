import { useCallback } from 'react';
import type { AboutInfo } from '../../../contract/about';
import type { Loaded } from '../../data/resource';
import { loadAboutInfo } from '../../features/about/about-data';
import { AboutBlock } from '../../features/about/components/about-block';
import { loadContent, type ContentRouteData } from '../../features/content/content-data';
import { ContentPage } from '../../features/content/components/content-page';
import type { ContentBlockRenderer } from '../../features/content/components/content-view';
import { useLibraryInfo } from '../../features/library-info/library-info-data';
import { hoursText } from '../../features/library-info/model/facts-text';
import { contentBlocks } from './content-blocks';

/** What an about route (and the top-level pages written as CMS pages) shows: its CMS page and the about tables. */
export interface AboutRouteData {
  page: ContentRouteData;
  about: Loaded<AboutInfo>;
}

/**
 * Loader of the about pages, /introduce, /intro, /year-introduce, /advance, /loading-service,
 * /contents-service and /version: the page's prose is the CMS page `word` (content feature,
 * cache-first), its tables the about feature's one stored copy; both at once, so the page paints
 * whole from IndexedDB. The trail is the breadcrumb (these pages are not CMS menu pages).
 */
export async function loadAboutRoute(word: string, trail: readonly string[], options: { preload?: boolean } = {}): Promise<AboutRouteData> {
  const [content, about] = await Promise.all([loadContent('contents', word, false, options), loadAboutInfo(options)]);
  return { page: { content, trail: [...trail] }, about };
}

/**
 * The page: the content feature's CMS view with `{{about:…}}` blocks drawn by the about feature
 * and `{{library:…}}` as on every CMS page; a floor room's hours come from the library's facts.
 */
export function AboutRoutePage({ word, data }: { word: string; data: AboutRouteData }) {
  const { info } = useLibraryInfo();
  const roomHours = useCallback(
    (code: string) => {
      const room = info?.ROOMS.find((candidate) => candidate.CODE === code);
      return room ? hoursText(room.HOURS) : null;
    },
    [info],
  );
  const renderBlock: ContentBlockRenderer = (block) =>
    block.name === 'about' ? <AboutBlock args={block.args} initial={data.about} roomHours={roomHours} buildId={__BUILD_ID__} /> : contentBlocks(block);
  return (
    <div className="about-page">
      <ContentPage kind="contents" word={word} preview={false} data={data.page} renderBlock={renderBlock} />
    </div>
  );
}
