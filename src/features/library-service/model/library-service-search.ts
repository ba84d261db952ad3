import { integer, oneOf, searchSchema, text } from '../../../lib/search-schema';

// What the library-service routes' options run at boot (route options are not code-split): the
// lists' URL models and the journal id. The contract's lists are repeated here so route options do
// not pull the contract's schemas into the first chunk (library-service-search.test.ts keeps them equal).

export const ACCESS_KEYS = ['ONSITE', 'REMOTE', 'OPEN'] as const;
export type AccessKey = (typeof ACCESS_KEYS)[number];
export const HUMAN_CATEGORY_KEYS = ['CAREER', 'LIFE', 'CHALLENGE', 'LOCAL'] as const;
export type HumanCategoryKey = (typeof HUMAN_CATEGORY_KEYS)[number];
export const LIST_QUERY_MAX = 50;
export const SUBJECT_MAX = 20;

/** ?subject=인문&access=REMOTE&q=DBpia: only what was chosen. */
export interface EResourceListSearch {
  subject?: string;
  access?: AccessKey;
  q?: string;
}

export const eResourceListSearch = searchSchema({
  subject: text({ max: SUBJECT_MAX }),
  access: oneOf(ACCESS_KEYS),
  q: text({ max: LIST_QUERY_MAX, cut: true }),
});

/** /library-service/web/journal-detail?id=12 (spec §2 lists journal-detail as a sibling path). */
export const journalDetailSearch = searchSchema({
  id: integer({ min: 1, max: 999_999_999 }),
});

/** ?category=CAREER&q=목수 on the human library. */
export interface HumanLibrarySearch {
  category?: HumanCategoryKey;
  q?: string;
}

export const humanLibrarySearch = searchSchema({
  category: oneOf(HUMAN_CATEGORY_KEYS),
  q: text({ max: LIST_QUERY_MAX, cut: true }),
});
