import * as v from 'valibot';
import { ContentPageSchema, type ContentKind, type ContentPage } from '../../../contract/content';
import { getDatabase } from '../database';

const StoredContent = v.object({ id: v.string(), page: ContentPageSchema, fetchedAt: v.number() });

export interface CachedContent {
  page: ContentPage;
  fetchedAt: number;
}

function contentId(kind: ContentKind, word: string): string {
  return `${kind}/${word}`;
}

export async function readContent(kind: ContentKind, word: string): Promise<CachedContent | null> {
  // Read-only: also used inside live queries. An invalid record reads as absent.
  const row = await getDatabase().contents.get(contentId(kind, word));
  if (!row) return null;
  const parsed = v.safeParse(StoredContent, row);
  if (!parsed.success) return null;
  return { page: parsed.output.page, fetchedAt: parsed.output.fetchedAt };
}

export async function saveContent(page: ContentPage, fetchedAt: number): Promise<void> {
  await getDatabase().contents.put({ id: contentId(page.KIND, page.MENU_URL_WORD), page, fetchedAt });
}

export async function deleteContent(kind: ContentKind, word: string): Promise<void> {
  await getDatabase().contents.delete(contentId(kind, word));
}
