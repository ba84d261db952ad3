import { normalise } from '../search/korean';

/* The key words of a question: what is left after question words, request endings and particles
 * are removed ('소년이 온다 있어요?' → 소년, 온다; '한강 작가 책' → 한강). */

const STOP_WORDS = new Set([
  '책', '책은', '책이', '책을', '책들', '도서', '도서는', '자료', '소설', '관련', '관련된', '관한', '대한', '대해', '같은', '좋은', '어떤', '무슨', '뭐', '뭔가', '혹시',
  '좀', '꼭', '그', '이', '저', '것', '거', '수', '있어요', '있나요', '있어', '있습니까', '있을까요', '있니', '있는지', '있는', '있으면', '없어요', '없나요',
  '찾아줘', '찾아', '찾아요', '찾아주세요', '찾고', '싶어요', '싶은데', '주세요', '줘', '줄래', '알려줘', '알려', '알려주세요', '검색', '검색해', '검색해줘', '작가', '작가님',
  '작가의', '저자', '지은이', '지음', '쓴', '소장', '소장하고', '소장돼', '대출', '가능', '가능한가요', '가능해요', '빌릴', '빌리고', '추천', '추천해', '추천해줘',
  '추천해요', '추천해주세요', '해주세요', '해', '읽을', '읽을만한', '만한', '볼만한', '도서관', '도서관에', '경기도서관', '요', '해요', '하나요', '되나요', '돼요',
  '어디서', '어디에서', '어디', '어떻게', '언제', '몇', '시', '요즘', '지금', '오늘', '내일', '이번', '주말', '다음', '주', '달', '뭐가', '있죠', '알고', '싶다', '부탁해요',
  '읽기', '읽고', '추천받고', '보고', '싶어', '합니다', '입니다', '있다', '그리고', '또',
]);

/** Particles and endings removed from the end of a word when at least two characters remain. */
const ENDINGS = ['이라는', '라는', '에서는', '에서', '으로', '에게', '이랑', '하고', '까지', '부터', '은', '는', '이', '가', '을', '를', '의', '도', '로', '에', '와', '과', '랑', '요'];

function stripEnding(word: string): string {
  for (const ending of ENDINGS) {
    if (word.endsWith(ending) && Array.from(word).length - Array.from(ending).length >= 2) return word.slice(0, -ending.length);
  }
  return word;
}

/** A quoted title ('「소년이 온다」 있어요?' → 소년이 온다), else null. */
export function quotedPhrase(text: string): string | null {
  const match = /[「『"“'‘]([^」』"”'’]{1,100})[」』"”'’]/.exec(text);
  return match?.[1]?.trim() || null;
}

/** The question's key words, in order, each at least one searchable character, without duplicates. */
export function keyWords(text: string): string[] {
  const words = text
    .normalize('NFKC')
    .replace(/[?!.,~…·:;()[\]{}<>「」『』"“”'‘’]/g, ' ')
    .split(/\s+/)
    .filter((word) => word !== '' && !STOP_WORDS.has(word))
    .map(stripEnding)
    .filter((word) => !STOP_WORDS.has(word) && normalise(word) !== '');
  return [...new Set(words)];
}
