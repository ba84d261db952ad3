import type { ContentKind } from '../../../../contract/content';
import { ko } from '../../../lib/i18n/messages-ko';
import { useDocumentTitle } from '../../../lib/use-document-title';
import type { ContentRouteData } from '../content-data';
import { ContentView, type ContentBlockRenderer } from './content-view';

/**
 * A CMS page route's view (/contents, /custom, /terms and the previews), titled after the page;
 * `renderBlock` draws the body's data blocks (see ContentView).
 */
export function ContentPage({
  kind,
  word,
  preview,
  data,
  renderBlock,
}: {
  kind: ContentKind;
  word: string;
  preview: boolean;
  data: ContentRouteData;
  renderBlock?: ContentBlockRenderer;
}) {
  const title = data.content.kind === 'data' ? data.content.data.TITLE : (data.trail.at(-1) ?? '');
  useDocumentTitle(title, ko.app.name);
  return (
    <div className="container">
      <ContentView kind={kind} word={word} preview={preview} initial={data.content} trail={data.trail} renderBlock={renderBlock} />
    </div>
  );
}
