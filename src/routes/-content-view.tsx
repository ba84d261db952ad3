import type { ContentKind } from '../../contract/content';
import { ContentView } from '../features/content/components/content-view';
import { ko } from '../lib/i18n/messages-ko';
import { useDocumentTitle } from '../lib/use-document-title';
import type { ContentRouteData } from './-content-loader';

/** Kept apart from the loader so the markdown renderer stays in the lazy route chunk. */
export function ContentRouteView({ kind, word, preview, data }: { kind: ContentKind; word: string; preview: boolean; data: ContentRouteData }) {
  const title = data.content.kind === 'page' ? data.content.page.TITLE : (data.trail.at(-1) ?? '');
  useDocumentTitle(title, ko.app.name);
  return (
    <div className="container">
      <ContentView kind={kind} word={word} preview={preview} initial={data.content} trail={data.trail} />
    </div>
  );
}
