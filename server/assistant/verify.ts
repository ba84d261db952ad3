import { FIXED_LINKS } from './compose';
import { OPEN_CLAIM, STATE_MARK } from './programs';
import { outsideMark, type Retrieved, type ScheduledItem } from './retrieval';

/* Node 4: every item the answer cites must exist in what retrieval found. Cited items are link
 * texts and targets, bold spans, 「quoted」 titles and clock times. A line citing anything else
 * is dropped from the answer.
 *
 * And the answer says each thing once and honestly:
 * - a book the answer's cards show is not listed again in the text (a line citing its title is
 *   dropped), and no book, program or event title is cited on two lines;
 * - a program that is not open (정원 마감 · 대기, 마감, 접수 예정, 자유 참여) is never presented
 *   as open ('모집 중', '신청 가능' …): the lines presenting it so are dropped; and each program
 *   cited carries its state in words, and one outside the asked period says so (added to its
 *   title's line when missing). */

export interface Verification {
  answer: string;
  status: 'verified' | 'partial' | 'unverified';
  explanation: string;
  /** What was dropped as not found in the data. */
  unknown: string[];
  /** Titles cited again (in the text twice, or in the text and on the book cards): their lines were dropped. */
  repeated: string[];
  /** Programs presented as open that are not: their lines were dropped. */
  contradicted: string[];
}

/** Everything retrieval returned, as one searchable text, and the links it allows. */
function groundOf(r: Retrieved): { text: string; links: Set<string> } {
  const parts: string[] = [r.listTitle, r.period, ...r.words];
  const links = new Set<string>(Object.values(FIXED_LINKS).map((l) => l.href));
  for (const book of r.books) {
    parts.push(book.title, book.author, book.publisher, book.publish_year, book.shelf_loc_desc, book.call_no, book.reason);
    links.add(book.url);
  }
  parts.push(...Object.values(r.notes));
  if (r.basis?.kind === 'like') parts.push(r.basis.title, r.basis.author);
  if (r.basis?.kind === 'author') parts.push(r.basis.author);
  if (r.basis?.kind === 'list') parts.push(r.basis.title);
  for (const fact of r.facts) {
    parts.push(fact.title, fact.content, fact.category, fact.location, fact.source);
    if (fact.link) links.add(fact.link);
  }
  if (r.schedule) parts.push(r.schedule.period.label, ...r.schedule.closedDays);
  for (const section of r.sections) {
    parts.push(section.page, section.heading, section.markdown, `${section.page} · ${section.heading}`, `${section.page} 안내 보기`);
    links.add(section.link);
    for (const match of section.markdown.matchAll(INLINE_LINK)) if (match[2]) links.add(match[2]);
    for (const match of section.markdown.matchAll(AUTOLINK)) if (match[1]) links.add(match[1]);
  }
  parts.push(...Object.values(FIXED_LINKS).map((l) => l.label));
  return { text: parts.join('\n'), links };
}

/**
 * A CommonMark autolink: a URI or an e-mail address between angle brackets, not escaped (an even
 * number of backslashes before the bracket escape one another, not it).
 */
const AUTOLINK = /(?<!\\)(?:\\\\)*<([a-zA-Z][a-zA-Z0-9+.-]{1,31}:[^\s<>]*|[^\s<>@]+@[^\s<>]+)>/g;
/** An inline link, its destination bare or in <>, with or without a title. */
const INLINE_LINK = /\[([^\]]+)\]\(\s*<?([^)\s>]+)>?(?:\s+(?:"[^"]*"|'[^']*'|\([^)]*\)))?\s*\)/g;
/** A link reference definition ('[1]: https://…'): what '[text][1]' links to. */
const REFERENCE_DEFINITION = /^\s{0,3}\[[^\]]+\]:\s*<?([^\s>]+)>?/;

/** The cited spans of one line. */
function citations(line: string): { texts: string[]; links: string[]; times: string[] } {
  const texts: string[] = [];
  const links: string[] = [];
  for (const match of line.matchAll(INLINE_LINK)) {
    texts.push(match[1] ?? '');
    links.push(match[2] ?? '');
  }
  const definition = REFERENCE_DEFINITION.exec(line);
  if (definition?.[1]) links.push(definition[1]);
  // Autolinks (`<https://…>`, `<name@host>`) are links too, unless escaped (`\<`).
  for (const match of line.matchAll(AUTOLINK)) links.push(match[1] ?? '');
  const withoutLinks = line.replace(INLINE_LINK, '$1');
  for (const match of withoutLinks.matchAll(/\*\*([^*]+)\*\*/g)) texts.push(match[1] ?? '');
  for (const match of withoutLinks.matchAll(/「([^」]+)」/g)) texts.push(match[1] ?? '');
  const times = [...line.matchAll(/\b([01]?\d|2[0-4]):[0-5]\d\b/g)].map((m) => m[0]);
  return { texts: texts.map((t) => t.trim()).filter((t) => t !== ''), links, times };
}

const squash = (text: string) => text.replace(/\s+/g, '').replace(/[[\]]/g, '');

/** The retrieved titles a line cites (as a link, in bold or in 「」), once each. */
function titlesCited(texts: readonly string[], titles: ReadonlyMap<string, string>): string[] {
  const found = new Set<string>();
  for (const text of texts) {
    const title = titles.get(squash(text));
    if (title !== undefined) found.add(title);
  }
  return [...found];
}

/** A list item's continuation: the indented lines under it. */
const continues = (line: string) => /^\s{2,}\S/.test(line);

export function verifyAnswer(answer: string, r: Retrieved): Verification {
  const ground = groundOf(r);
  const groundText = squash(ground.text);
  const hasGround = r.books.length > 0 || r.facts.length > 0 || r.sections.length > 0;
  const unknown: string[] = [];
  const repeated: string[] = [];
  const contradicted: string[] = [];
  let cited = 0;
  let marked = 0;

  // The titles said only once: the books (shown on their cards) and the programs and events.
  const bookTitles = new Map(r.books.map((b) => [squash(b.title), b.title]));
  const schedule = r.schedule ? [...r.schedule.items, ...r.schedule.outside] : [];
  const scheduled = new Map<string, ScheduledItem>(schedule.map((item) => [squash(item.title), item]));
  const titles = new Map<string, string>([...bookTitles, ...[...scheduled].map(([key, item]) => [key, item.title] as const)]);
  const cards = r.intent === 'catalog_search' || r.intent === 'recommendation' || r.intent === 'other' ? bookTitles : new Map<string, string>();
  const seen = new Set<string>();

  const lines = answer.split('\n');
  const kept: string[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i] ?? '';
    const { texts, links, times } = citations(line);
    const bad = [
      ...texts.filter((t) => !groundText.includes(squash(t)) && !/^(?:\d+\.\s*)?$/.test(t)),
      ...links.filter((l) => !ground.links.has(l)),
      ...times.filter((t) => !groundText.includes(t) && !groundText.includes(t.padStart(5, '0'))),
    ];
    cited += texts.length + times.length;
    if (bad.length > 0) {
      unknown.push(...bad);
      continue;
    }
    const named = titlesCited(texts, titles);
    const again = named.filter((title) => seen.has(title) || cards.has(squash(title)));
    // The lines that go with this one: an item's indented continuation.
    let end = i + 1;
    while (end < lines.length && continues(lines[end] ?? '')) end += 1;
    const block = named.length > 0 ? lines.slice(i, end) : [line];
    if (again.length > 0) {
      repeated.push(...again);
      i = named.length > 0 ? end - 1 : i;
      continue;
    }
    for (const title of named) seen.add(title);
    const items = named.map((title) => scheduled.get(squash(title))).filter((item): item is ScheduledItem => item !== undefined);
    if (items.length === 0) {
      kept.push(line);
      continue;
    }
    // A program presented: its state as it is, never as open when it is not.
    const text = block.join('\n');
    const presentedOpen = items.filter((item) => item.state !== 'OPEN' && OPEN_CLAIM.test(text));
    if (presentedOpen.length > 0) {
      contradicted.push(...presentedOpen.map((item) => item.title));
      i = end - 1;
      continue;
    }
    const missing = items.flatMap((item) => [
      ...(STATE_MARK[item.state].test(text) ? [] : [item.stateText]),
      ...(item.inPeriod || !r.schedule || text.includes(outsideMark(r.schedule.period)) ? [] : [outsideMark(r.schedule.period)]),
    ]);
    if (missing.length > 0) marked += 1;
    const hardBreak = line.endsWith('\\');
    const base = hardBreak ? line.slice(0, -1) : line;
    kept.push(missing.length > 0 ? `${base} — ${missing.join(' · ')}${hardBreak ? '\\' : ''}` : line);
  }

  const cleaned = kept.join('\n').replace(/\n{3,}/g, '\n\n').trim();
  const notes = [
    repeated.length > 0 ? `같은 제목을 두 번 싣지 않도록 ${[...new Set(repeated)].length}개 제목의 줄을 뺐습니다(책은 도서 목록에 있습니다).` : '',
    contradicted.length > 0 ? `신청할 수 없는 프로그램을 신청할 수 있다고 한 줄을 뺐습니다(${[...new Set(contradicted)].map((t) => `「${t}」`).join(', ')}).` : '',
    marked > 0 ? `신청 상태나 기간 밖이라는 표시가 빠진 프로그램 ${marked}개에 덧붙였습니다.` : '',
  ].filter((note) => note !== '');
  const extra = notes.length > 0 ? ` ${notes.join(' ')}` : '';
  const result = { answer: cleaned, unknown, repeated, contradicted };
  if (unknown.length > 0 || contradicted.length > 0) {
    const listed = [...new Set(unknown)].slice(0, 5).map((u) => `「${u}」`).join(', ');
    return {
      ...result,
      status: 'partial',
      explanation: `${unknown.length > 0 ? `도서관 자료에서 확인되지 않은 항목 ${unknown.length}개(${listed})가 있어 그 줄을 답변에서 뺐습니다. ` : ''}나머지 내용은 도서관 자료에서 확인했습니다.${extra}`,
    };
  }
  if (!hasGround) {
    return { ...result, status: 'unverified', explanation: `질문에 맞는 도서관 자료를 찾지 못해 확인할 근거가 없습니다. 안내 문구만 드렸습니다.${extra}` };
  }
  const what =
    r.books.length > 0 ? `도서 ${r.books.length}권의 제목·소장 위치·대출 상태` : r.intent === 'programs' ? '프로그램의 이름·일시·장소·신청 상태' : '안내한 시간·장소·메뉴';
  const checked =
    r.books.length > 0
      ? `${what}는 도서관 자료 그대로 도서 목록에 보여드립니다.${cited > 0 ? ` 답변에 인용한 항목 ${cited}개도 도서관 자료에서 확인했습니다.` : ''}`
      : `답변에 인용한 항목 ${cited}개를 모두 도서관 자료에서 확인했습니다(${what}).`;
  return { ...result, status: 'verified', explanation: `${checked}${extra}` };
}
