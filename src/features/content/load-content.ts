import type { ContentKind, ContentPage } from '../../../contract/content';
import { readContent, saveContent } from '../../db/repositories/content-repository';
import { selectContents } from './api/select-contents';

export type LoadedContent =
  | { kind: 'page'; page: ContentPage; fetchedAt: number }
  | { kind: 'missing' }
  /** Not cached and the network did not answer. */
  | { kind: 'unavailable'; status: number };

/**
 * A CMS page, local first: the cached copy at once (and a quiet refresh), else the network.
 * Previews always go to the network and are never cached (drafts must not linger offline).
 */
export async function loadContent(kind: ContentKind, word: string, preview: boolean): Promise<LoadedContent> {
  if (!preview) {
    const cached = await readContent(kind, word);
    if (cached) {
      void refreshContent(kind, word);
      return { kind: 'page', ...cached };
    }
  }
  const outcome = await selectContents(kind, word, { preview, errorPage: true, loading: true });
  if (outcome.kind === 'ok') {
    const fetchedAt = Date.now();
    if (!preview) await saveContent(outcome.page, fetchedAt);
    return { kind: 'page', page: outcome.page, fetchedAt };
  }
  if (outcome.kind === 'no-data') return { kind: 'missing' };
  return { kind: 'unavailable', status: outcome.status };
}

async function refreshContent(kind: ContentKind, word: string): Promise<void> {
  const outcome = await selectContents(kind, word, { preview: false, errorPage: false, loading: false });
  if (outcome.kind === 'ok') await saveContent(outcome.page, Date.now());
}
