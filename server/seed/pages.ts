import type { ContentKind } from '../../contract/content';

/** A CMS page of the seed; its body is `pages/{word}.md` beside this file. */
export interface SeedPage {
  kind: ContentKind;
  word: string;
  title: string;
  published: boolean;
}

/**
 * One page per type-1 and type-6 menu word, plus the three terms pages the footer opens through
 * /terms/{word} (not in the menu).
 */
export const SEED_PAGES: SeedPage[] = [
  { kind: 'contents', word: 'hours', title: '이용시간·휴관일', published: true },
  { kind: 'contents', word: 'membership', title: '회원가입 안내', published: true },
  { kind: 'contents', word: 'loan-return', title: '자료 대출·반납', published: true },
  { kind: 'contents', word: 'floor-guide', title: '층별 안내', published: true },
  { kind: 'contents', word: 'greeting', title: '인사말', published: true },
  { kind: 'contents', word: 'history', title: '연혁', published: true },
  { kind: 'contents', word: 'organization', title: '조직도', published: true },
  { kind: 'contents', word: 'smart-library-draft', title: '스마트도서관 확대 안내', published: false },
  { kind: 'custom', word: 'directions', title: '찾아오시는 길', published: true },
  { kind: 'custom', word: 'ai-library', title: 'AI 체험 안내', published: true },
  { kind: 'contents', word: 'privacy', title: '개인정보처리방침', published: true },
  { kind: 'contents', word: 'agree', title: '이용약관', published: true },
  { kind: 'contents', word: 'video', title: '영상정보처리기기 운영·관리 방침', published: true },
];

/** Terms pages: content words the client opens from /terms/{word}. */
export const TERMS_WORDS = ['privacy', 'agree', 'video'] as const;
