import type { Intent } from '../../contract/chat';

/* Node 1: a rule-based Korean intent classifier. Each rule adds its weight to one intent; the
 * highest total wins (ties in the order of INTENT_ORDER), and the confidence grows with the margin
 * over the runner-up. No model: the same question always gets the same intent. */

interface Rule {
  pattern: RegExp;
  weight: number;
}

/** ISBN-10 or ISBN-13, with or without hyphens. */
export const ISBN_PATTERN = /(?:97[89][-\s]?)?(?:\d[-\s]?){9}[\dXx]/;

const RULES: Record<Exclude<Intent, 'other'>, readonly Rule[]> = {
  catalog_search: [
    { pattern: ISBN_PATTERN, weight: 5 },
    { pattern: /ISBN/i, weight: 3 },
    { pattern: /(?:책|도서|소설|시집|자료)?\s*(?:있어요|있나요|있어\??$|있습니까|있을까요|있니|있는지)/, weight: 2 },
    { pattern: /소장|빌릴 수|대출 ?가능|찾아\s?(?:줘|주세요|봐)|검색해|어디에 있|몇 층에 있/, weight: 2 },
    { pattern: /작가|저자|지은이|지음|쓴 책|의 책|출판사/, weight: 2 },
    { pattern: /[「『"'“‘].+[」』"'”’]/, weight: 2 },
  ],
  recommendation: [
    { pattern: /추천/, weight: 4 },
    { pattern: /읽을\s?만한|볼\s?만한|읽기 좋은|좋은 책|권해|골라\s?(?:줘|주세요)|뭐 읽|무슨 책/, weight: 3 },
    { pattern: /인기|베스트셀러|많이 (?:빌|읽)|신간|새로 들어온/, weight: 2 },
  ],
  library_info: [
    { pattern: /운영\s?시간|이용\s?시간|개관|몇\s?시|열어요|여나요|열려|문\s?(?:열|닫)|닫아요|마감/, weight: 4 },
    { pattern: /휴관|쉬는\s?날|쉬어요|쉬나요|공휴일|월요일/, weight: 4 },
    { pattern: /주차|주차장/, weight: 5 },
    { pattern: /위치|주소|오시는\s?길|가는\s?길|찾아가|지하철|버스|교통|자전거/, weight: 4 },
    { pattern: /회원증|회원\s?가입|가입|도민\s?인증/, weight: 3 },
    { pattern: /대출\s?(?:규칙|기간|권수|연장)|몇\s?권|며칠|반납|연장|연체|예약|상호대차|무인\s?반납/, weight: 3 },
    { pattern: /전화|연락처|문의|층별|자료실/, weight: 2 },
    { pattern: /몇\s?권|며칠|얼마 ?동안|기간/, weight: 3 },
  ],
  programs: [
    { pattern: /프로그램|강좌|행사|강연|강의|전시|체험|독서\s?모임|특강|공연|교실|작가와의 만남|축제/, weight: 4 },
    { pattern: /이번\s?주말|주말에|이번\s?주|다음\s?주|이번\s?달|내일|뭐\s?(?:있어|해|하나)/, weight: 2 },
  ],
  website_guide: [
    { pattern: /어디서|어디에서|어디로|어디 ?있/, weight: 3 },
    { pattern: /메뉴|페이지|홈페이지|화면|사이트|누르|들어가/, weight: 3 },
    { pattern: /신청\s?(?:방법|하려면|은|는|하나요|해요|할 수)|어떻게\s?(?:신청|하|해)|방법/, weight: 3 },
    { pattern: /희망\s?도서|나의\s?도서관|마이\s?페이지|게시판|공지/, weight: 2 },
  ],
};

/** Ties go to the earlier intent. */
const INTENT_ORDER: readonly Exclude<Intent, 'other'>[] = ['catalog_search', 'programs', 'library_info', 'website_guide', 'recommendation'];

export interface Classification {
  intent: Intent;
  /** 0–1 */
  confidence: number;
  scores: Record<Exclude<Intent, 'other'>, number>;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

export function classifyIntent(question: string): Classification {
  const text = question.normalize('NFKC').trim();
  const scores = { catalog_search: 0, recommendation: 0, library_info: 0, programs: 0, website_guide: 0 };
  for (const intent of INTENT_ORDER) {
    for (const rule of RULES[intent]) if (rule.pattern.test(text)) scores[intent] += rule.weight;
  }
  // '… 신청은 어디서 해요?' asks where on the site, even when the thing asked about is a program.
  if (scores.website_guide >= 6) scores.website_guide += 2;
  // Recommending wins over 'is there a book about …' once '추천' is said.
  if (scores.recommendation >= 4) scores.recommendation += 2;

  const ranked = [...INTENT_ORDER].sort((a, b) => scores[b] - scores[a] || INTENT_ORDER.indexOf(a) - INTENT_ORDER.indexOf(b));
  const [best, second] = ranked;
  const top = best ? scores[best] : 0;
  if (!best || top === 0) {
    return { intent: 'other', confidence: 0.3, scores };
  }
  const margin = top - (second ? scores[second] : 0);
  const confidence = round2(Math.min(0.97, 0.5 + 0.05 * top + 0.05 * margin));
  return { intent: best, confidence, scores };
}
