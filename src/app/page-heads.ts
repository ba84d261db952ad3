import type { PageHead } from '../../contract/page-heads';
import { koCatalogue } from '../lib/i18n/messages-catalogue-ko';

/**
 * The pages whose fixed head the shell shows before the app starts (contract/page-heads.ts). The
 * build writes this table for the server (vite.config.ts); an entry's page renders the same text
 * as its first elements, `.container > h1.page-title + p.page-intro` (tests/e2e/page-heads.spec.ts
 * checks text and place). The catalogue search's intro is its largest paint.
 */
export const pageHeads: Record<string, PageHead> = {
  '/search/search-list': { title: koCatalogue.title, intro: koCatalogue.intro },
};
