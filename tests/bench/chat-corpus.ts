/**
 * A long Korean assistant answer in markdown (headings, paragraphs with bold text and links,
 * bulleted and numbered lists, a block quote, a fenced code block), cut into model-like tokens.
 */

/** Model-like pieces: one or two Hangul syllables, a Latin word, a number, a run of spaces, a sign. */
export function tokenize(text: string): string[] {
  return text.match(/[가-힣]{1,2}|[A-Za-z]+|[0-9]+|\s+|[^\s가-힣A-Za-z0-9]/gu) ?? [];
}

const TITLES = ['소년이 온다', '채식주의자', '작별하지 않는다', '흰', '희랍어 시간', '불편한 편의점', '아몬드', '달러구트 꿈 백화점'];
const AUTHORS = ['한강', '김호연', '손원평', '이미예', '정세랑', '김영하'];
const LIBRARIES = ['경기도서관', '수원 선경도서관', '성남 중앙도서관', '고양 아람누리도서관'];

function section(index: number): string {
  const title = TITLES[index % TITLES.length]!;
  const author = AUTHORS[index % AUTHORS.length]!;
  const library = LIBRARIES[index % LIBRARIES.length]!;
  const parts = [
    `## ${index + 1}. 『${title}』 안내`,
    '',
    `**${author}** 작가의 『${title}』은(는) ${library}에서 대출할 수 있어요. 자료실은 평일 09:00–22:00, ` +
      `주말 09:00–18:00에 운영하며 월요일은 휴관입니다. 자세한 소장 정보는 [도서 상세](/book/${1000 + index})에서 ` +
      `확인하실 수 있고, 예약은 로그인 후 *나의 도서관*에서 하실 수 있습니다.`,
    '',
    `- 청구기호: 813.7-${author}${index}ㅅ`,
    `- 소장처: ${library} 2층 문학 자료실 ([위치 보기](/library/map?floor=2))`,
    `- 대출 상태: ${index % 3 === 0 ? '대출 중 (반납 예정일 2026-12-0' + ((index % 9) + 1) + ')' : '대출 가능'}`,
    `- 함께 읽으면 좋은 책: 『${TITLES[(index + 3) % TITLES.length]}』, 『${TITLES[(index + 5) % TITLES.length]}』`,
    '',
    '1. 홈페이지에서 로그인합니다.',
    '2. 도서 상세 화면에서 **예약** 버튼을 누릅니다.',
    `3. 준비되면 문자로 알려 드리며, ${(index % 5) + 3}일 안에 찾아가시면 됩니다.`,
    '',
    `> 참고: 상호대차를 신청하면 가까운 도서관에서 받을 수 있어요. 자세한 내용은 [경기도 통합도서관](https://www.library.kr/)을 보세요.`,
    '',
  ];
  if (index % 6 === 2) {
    parts.push(
      '도서관 API로 소장 정보를 조회하는 예시입니다:',
      '',
      '```ts',
      `const response = await fetch('/api/catalogue/search?q=${encodeURIComponent(title)}');`,
      'const { items } = await response.json();',
      '',
      'for (const book of items) {',
      "  console.log(book.title, book.available ? '대출 가능' : '대출 중');",
      '}',
      '```',
      '',
    );
  }
  return parts.join('\n');
}

/** Exactly `count` tokens of answer. */
export function answerTokens(count: number): string[] {
  const tokens: string[] = [];
  for (let index = 0; tokens.length < count; index++) tokens.push(...tokenize(section(index)));
  return tokens.slice(0, count);
}
