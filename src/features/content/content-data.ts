import type { ContentKind, ContentPage } from '../../../contract/content';
import { ContentPageSchema } from '../../../contract/content';
import { defineResource, load, type Loaded } from '../../data/resource';
import { selectContents } from './api/select-contents';

/** What a CMS page route shows: the page and its place in the menus. */
export interface ContentRouteData {
  content: Loaded<ContentPage>;
  /** Menu names from the top level to this page (empty for pages outside the menus). */
  trail: string[];
}

export interface ContentParams {
  kind: ContentKind;
  word: string;
  /** A preview asks for the draft too; previews are never stored (see loadContent). */
  preview: boolean;
  /** The preview link's signed token (`token` in its address); drafts are answered only with it. */
  previewToken?: string;
}

/** A CMS page, cache-first: the stored copy at once and a quiet refresh, else the network. */
export const contentResource = defineResource({
  family: 'content',
  id: (params: ContentParams) => `${params.kind}/${params.word}`,
  schema: ContentPageSchema,
  policy: 'cache-first',
  fetch: (params, { background }) => selectContents(params.kind, params.word, { preview: params.preview, previewToken: params.previewToken, errorPage: !background, loading: !background }),
});

/** Previews always go to the network and are never stored (drafts must not linger offline). */
export function loadContent(kind: ContentKind, word: string, preview: boolean, options: { preload?: boolean; previewToken?: string } = {}): Promise<Loaded<ContentPage>> {
  const { previewToken, ...rest } = options;
  return load(contentResource, { kind, word, preview, previewToken }, { store: !preview, ...rest });
}
