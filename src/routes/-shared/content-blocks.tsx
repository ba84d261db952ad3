import type { ContentBlockRenderer } from '../../features/content/components/content-view';
import { LibraryBlock } from '../../features/library-info/components/library-block';

/**
 * The data blocks CMS pages may hold (contract/content-blocks.ts), drawn by the features that own
 * the data: `{{library:…}}` the library's facts. Given to every CMS page route.
 */
export const contentBlocks: ContentBlockRenderer = (block) => (block.name === 'library' ? <LibraryBlock args={block.args} /> : null);
