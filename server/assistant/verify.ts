import { FIXED_LINKS } from './compose';
import type { Retrieved } from './retrieval';

/* Node 4: every item the answer cites must exist in what retrieval found. Cited items are link
 * texts and targets, bold spans, 「quoted」 titles and clock times. A line citing anything else
 * is dropped from the answer. */

export interface Verification {
  answer: string;
  status: 'verified' | 'partial' | 'unverified';
  explanation: string;
  /** What was dropped. */
  unknown: string[];
}

/** Everything retrieval returned, as one searchable text, and the links it allows. */
function groundOf(r: Retrieved): { text: string; links: Set<string> } {
  const parts: string[] = [r.listTitle, r.period, ...r.words];
  const links = new Set<string>(Object.values(FIXED_LINKS).map((l) => l.href));
  for (const book of r.books) {
    parts.push(book.title, book.author, book.publisher, book.publish_year, book.shelf_loc_desc, book.call_no);
    links.add(book.url);
  }
  parts.push(...Object.values(r.notes));
  for (const fact of r.facts) {
    parts.push(fact.title, fact.content, fact.category, fact.location, fact.source);
    if (fact.link) links.add(fact.link);
  }
  for (const section of r.sections) {
    parts.push(section.page, section.heading, section.markdown, `${section.page} · ${section.heading}`, `${section.page} 안내 보기`);
    links.add(section.link);
    for (const match of section.markdown.matchAll(/\]\(([^)\s]+)\)/g)) if (match[1]) links.add(match[1]);
  }
  parts.push(...Object.values(FIXED_LINKS).map((l) => l.label));
  return { text: parts.join('\n'), links };
}

/** The cited spans of one line. */
function citations(line: string): { texts: string[]; links: string[]; times: string[] } {
  const texts: string[] = [];
  const links: string[] = [];
  for (const match of line.matchAll(/\[([^\]]+)\]\(([^)\s]+)\)/g)) {
    texts.push(match[1] ?? '');
    links.push(match[2] ?? '');
  }
  const withoutLinks = line.replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, '$1');
  for (const match of withoutLinks.matchAll(/\*\*([^*]+)\*\*/g)) texts.push(match[1] ?? '');
  for (const match of withoutLinks.matchAll(/「([^」]+)」/g)) texts.push(match[1] ?? '');
  const times = [...line.matchAll(/\b([01]?\d|2[0-4]):[0-5]\d\b/g)].map((m) => m[0]);
  return { texts: texts.map((t) => t.trim()).filter((t) => t !== ''), links, times };
}

const squash = (text: string) => text.replace(/\s+/g, '').replace(/[[\]]/g, '');

export function verifyAnswer(answer: string, r: Retrieved): Verification {
  const ground = groundOf(r);
  const groundText = squash(ground.text);
  const hasGround = r.books.length > 0 || r.facts.length > 0 || r.sections.length > 0;
  const unknown: string[] = [];
  let cited = 0;
  const kept: string[] = [];
  for (const line of answer.split('\n')) {
    const { texts, links, times } = citations(line);
    const bad = [
      ...texts.filter((t) => !groundText.includes(squash(t)) && !/^(?:\d+\.\s*)?$/.test(t)),
      ...links.filter((l) => !ground.links.has(l)),
      ...times.filter((t) => !groundText.includes(t) && !groundText.includes(t.padStart(5, '0'))),
    ];
    cited += texts.length + times.length;
    if (bad.length > 0) unknown.push(...bad);
    else kept.push(line);
  }
  const cleaned = kept.join('\n').replace(/\n{3,}/g, '\n\n').trim();
  if (unknown.length > 0) {
    const listed = [...new Set(unknown)].slice(0, 5).map((u) => `「${u}」`).join(', ');
    return {
      answer: cleaned,
      status: 'partial',
      explanation: `도서관 자료에서 확인되지 않은 항목 ${unknown.length}개(${listed})가 있어 그 줄을 답변에서 뺐습니다. 나머지 내용은 도서관 자료에서 확인했습니다.`,
      unknown,
    };
  }
  if (!hasGround) {
    return { answer: cleaned, status: 'unverified', explanation: '질문에 맞는 도서관 자료를 찾지 못해 확인할 근거가 없습니다. 안내 문구만 드렸습니다.', unknown };
  }
  const what =
    r.books.length > 0 ? `도서 ${r.books.length}권의 제목·소장 위치·대출 상태` : r.intent === 'programs' ? '프로그램의 이름·일시·장소' : '안내한 시간·장소·메뉴';
  return {
    answer: cleaned,
    status: 'verified',
    explanation: `답변에 인용한 항목 ${cited}개를 모두 도서관 자료에서 확인했습니다(${what}).`,
    unknown,
  };
}
