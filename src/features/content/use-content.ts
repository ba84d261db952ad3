import { useLiveQuery } from 'dexie-react-hooks';
import type { ContentKind } from '../../../contract/content';
import { readContent } from '../../db/repositories/content-repository';
import type { LoadedContent } from './load-content';

/** The loader's answer, replaced by the stored page when a background refresh lands. */
export function useContent(kind: ContentKind, word: string, preview: boolean, initial: LoadedContent): LoadedContent {
  const stored = useLiveQuery(() => (preview ? null : readContent(kind, word)), [kind, word, preview], null);
  return stored ? { kind: 'page', ...stored } : initial;
}
