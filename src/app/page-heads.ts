import type { PageHead } from '../../contract/page-heads';
import { koCatalogue } from '../lib/i18n/messages-catalogue-ko';

/**
 * The pages whose fixed head the shell shows before the app starts (contract/page-heads.ts). The
 * build writes this table for the server (vite.config.ts); an entry's page renders the same text
 * as its first elements, `.container > h1.page-title + p.page-intro` (wrappers between them without
 * a box of their own, such as the search's `.catalogue`, change nothing): tests/e2e/shell.spec.ts
 * "page heads in the shell" checks text and place. The catalogue search's intro is its largest paint.
 */
export const pageHeads: Record<string, PageHead> = {
  '/search/search-list': { title: koCatalogue.title, intro: koCatalogue.intro },
};
