import type { ChatBookItem, ChatGenericItem, ChatItem, Evidence, RenderType } from '../../contract/chat';
import { kdcWords, withIga, withWa, type RecommendBasis } from './reasons';
import { outsideMark, plainText, PROGRAM_LINK, type Retrieved, type Schedule, type ScheduledItem } from './retrieval';
import { withParticle } from '../../contract/particles';

/* Node 3 (rule composer): the answer in Korean markdown, written only from what retrieval found.
 * Every title, time, place and link below is copied from a retrieved record; the only other text
 * is fixed wording (and the fixed links of FIXED_LINKS).
 *
 * Books are shown twice nowhere: the answer's book cards (final_structured, opened at once by the
 * portal) carry each title, where it is, whether it is on the shelf and why it was chosen, so the
 * text says what was found and how it was chosen, and points to the list. */

/** Same-site links the composer may add on its own (verify accepts them). */
export const FIXED_LINKS = {
  search: { label: '통합검색', href: '/search/search-list' },
  wish: { label: '희망도서 신청', href: '/mypage/bookwish-list' },
  programs: { label: '프로그램 신청', href: PROGRAM_LINK },
  hours: { label: '이용시간·휴관일', href: '/contents/hours' },
} as const;

/** 받침 있는 말 뒤에는 '으로', 없거나 ㄹ 받침이면 '로'. */
export function withRo(word: string): string {
  return withParticle(word, '으로');
}

/** The fixed wording of strings-ko.md (book availability). */
export const availability = (loanCode: string) => (loanCode === 'OK' ? '대출가능(비치중)' : '대출불가(대출중)');

/** A book title inside link text: brackets would end the link early. */
const linkText = (text: string) => text.replace(/[[\]]/g, ' ').trim();

/**
 * The member's own words, echoed in the answer, as literal text: every ASCII punctuation mark is
 * escaped (CommonMark's backslash escapes), so typed markdown (an autolink `<https://…>`, a link,
 * emphasis, a heading) is shown as typed and never becomes a link or a citation.
 */
export function literalMarkdown(text: string): string {
  return text.replace(/[!-/:-@[-`{-~]/g, (mark) => `\\${mark}`);
}

const searchedText = (words: readonly string[]) => words.map((w) => `'${literalMarkdown(w)}'`).join(' ');

/** `'소년 온다'로`: the searched words in quotes with the right particle. */
const searchedAs = (words: readonly string[]) => {
  const joined = words.join(' ');
  const particle = withRo(joined).slice(joined.length);
  return `'${literalMarkdown(joined)}'${particle}`;
};

/** How many of the books are on the shelf, in one sentence. */
function shelfSentence(books: readonly ChatBookItem[]): string {
  const available = books.filter((b) => b.loan_code === 'OK').length;
  if (available === 0) return '지금은 모두 대출 중입니다.';
  if (available === books.length) return books.length === 1 ? '지금 대출할 수 있습니다.' : '모두 지금 대출할 수 있습니다.';
  return `그중 ${available}권은 지금 대출할 수 있습니다.`;
}

/** What the books of a recommendation are, by how they were chosen. */
function chosenSentence(r: Retrieved, basis: RecommendBasis | null): string {
  const n = r.books.length;
  switch (basis?.kind) {
    case 'author':
      return `${basis.author} 작가의 소장 도서 ${n}권을 골랐습니다.`;
    case 'like': {
      const same = r.books.filter((b) => b.reason.includes('같은 작가')).length;
      const like = `${withWa(`「${basis.title}」`)}`;
      const parts = [same > 0 ? `같은 작가(${basis.author})의 책 ${same}권` : '', n - same > 0 ? `같은 분류(${kdcWords(basis.kdc)})의 책 ${n - same}권` : ''].filter((p) => p !== '');
      return `${like} 비슷한 책으로 ${parts.join('과 ')}을 골랐습니다.`;
    }
    case 'list':
      return `도서관의 「${basis.title}」 목록에서 ${n}권을 골랐습니다.`;
    case 'popular':
      return `최근 ${basis.days}일 동안 가장 많이 대출된 책 ${n}권입니다.`;
    case 'words':
    case undefined:
      return `${searchedText(r.words)} 관련 소장 도서 ${n}권을 골랐습니다.`;
  }
}

/** The sentence that sends the reader to the book cards. */
export const SEE_BOOK_LIST = '책마다 고른 이유와 소장 위치는 아래 도서 목록에 있습니다.';
export const SEE_SEARCH_LIST = '소장 위치와 청구기호는 아래 도서 목록에서 확인해 주세요.';

function composeBooks(r: Retrieved): string {
  if (r.intent === 'recommendation') {
    if (r.books.length === 0) {
      return [
        r.words.length > 0
          ? `${searchedText(r.words)}에 맞는 추천 도서를 도서관 자료에서 찾지 못했습니다.`
          : '추천해 드릴 도서를 도서관 자료에서 찾지 못했습니다.',
        '',
        `주제를 조금 바꿔 물어보시거나(예: 기후위기, 과학, 그림책), [${FIXED_LINKS.search.label}](${FIXED_LINKS.search.href})에서 찾아보세요.`,
      ].join('\n');
    }
    return [`${chosenSentence(r, r.basis)} ${shelfSentence(r.books)}`, '', SEE_BOOK_LIST].join('\n');
  }
  if (r.books.length === 0) {
    const what = r.words.length > 0 ? `검색어 ${searchedAs(r.words)} 찾은 소장 자료가 없습니다.` : '찾으시는 책의 제목이나 작가를 알려 주세요.';
    return [
      what,
      '',
      `- 제목의 일부나 작가 이름만으로 다시 물어봐 주세요. (예: '소년이 온다 있어요?', '한강 작가 책')`,
      `- [${FIXED_LINKS.search.label}](${FIXED_LINKS.search.href})에서 제목·저자·출판사·ISBN으로 자세히 찾을 수 있습니다.`,
      `- 도서관에 없는 책은 [${FIXED_LINKS.wish.label}](${FIXED_LINKS.wish.href})으로 구입을 요청할 수 있습니다.`,
    ].join('\n');
  }
  const intro = `검색어 ${searchedAs(r.words)} 찾은 소장 자료 ${r.books.length}권입니다. ${shelfSentence(r.books)}`;
  return [intro, '', SEE_SEARCH_LIST].join('\n');
}

function composeLibraryInfo(r: Retrieved): string {
  const parts: string[] = [];
  const hours = r.facts.filter((f) => f.category === '운영시간');
  if (hours.length > 0) {
    const [first, ...rest] = hours;
    if (first) parts.push(`**${first.title}**: ${first.content}`, '');
    parts.push(...rest.map((f) => `- ${f.title}: ${f.content}`));
    parts.push('', `자료실마다 이용시간이 다를 수 있습니다. 자세한 내용은 [${FIXED_LINKS.hours.label}](${FIXED_LINKS.hours.href}) 안내를 확인해 주세요.`);
  }
  for (const section of r.sections) {
    if (parts.length > 0) parts.push('');
    parts.push(`**${section.page} · ${section.heading}**`, '', section.markdown, '', `[${section.page} 안내 보기](${section.link})`);
  }
  const menus = r.facts.filter((f) => f.category === '홈페이지 메뉴');
  if (menus.length > 0) parts.push(...composeMenus(menus));
  if (parts.length === 0) {
    return [
      '질문하신 내용을 도서관 이용안내에서 찾지 못했습니다.',
      '',
      "운영시간, 휴관일, 주차, 오시는 길, 회원가입, 대출·반납처럼 물어봐 주시거나 [이용시간·휴관일](/contents/hours) 등 이용안내 메뉴를 확인해 주세요.",
    ].join('\n');
  }
  return parts.join('\n');
}

/** One program or event: its title linked to its page, its state in words beside it, then when, for whom and where. */
export function scheduleLines(item: ScheduledItem, index: number, period: Schedule['period']): string {
  const kind = [item.category, item.kind === 'event' ? '도서관 행사' : ''].filter((part) => part !== '').join(' · ');
  const target = item.target === '' ? '누구나' : item.target;
  return [
    `${index + 1}. **[${linkText(item.title)}](${item.link})**${kind === '' ? '' : ` (${kind})`} — ${item.stateText}\\`,
    `   ${item.inPeriod ? '' : `${outsideMark(period)} · `}${item.when} · 대상 ${target}${item.place === '' ? '' : '\\'}`,
    ...(item.place === '' ? [] : [`   장소: ${item.place}`]),
  ].join('\n');
}

function composePrograms(r: Retrieved): string {
  const schedule = r.schedule;
  const more = `신청과 자세한 내용은 [${FIXED_LINKS.programs.label}](${FIXED_LINKS.programs.href})에서 확인하실 수 있습니다.`;
  if (!schedule) return `${r.period}의 프로그램을 찾지 못했습니다. ${more}`;
  const { period, items, outside } = schedule;
  const topic = schedule.topics.length > 0 ? `${schedule.topics.join('·')} ` : '';
  const what = `${topic}프로그램과 행사`;
  const among = schedule.applyOnly ? ' 가운데 신청이 끝나지 않은 것' : '';
  const notes = [
    schedule.leftOut > 0 ? `신청이 끝난 프로그램 ${schedule.leftOut}개는 뺐습니다.` : '',
    schedule.ended > 0 ? `이미 끝난 일정 ${schedule.ended}개는 뺐습니다.` : '',
  ].filter((note) => note !== '');
  const closed = schedule.closedDays.length > 0 ? ['', `휴관일: ${schedule.closedDays.join(', ')}`] : [];
  if (items.length > 0) {
    return [
      [`${period.label}에 열리는 ${what}${among === '' ? '는' : `${among}은`} ${items.length + schedule.more}개입니다.`, ...notes].join(' '),
      '',
      ...items.map((item, i) => scheduleLines(item, i, period)),
      ...(schedule.more > 0 ? ['', `그 밖에 ${schedule.more}개가 더 있습니다.`] : []),
      ...closed,
      '',
      more,
    ].join('\n');
  }
  const none = [`${period.label}에 열리는 ${what}${among === '' ? '가' : `${among}이`} 없습니다.`, ...notes].join(' ');
  if (outside.length === 0) return [none, ...closed, '', more].join('\n');
  return [
    none,
    ...closed,
    '',
    `${withIga(period.name)} 아닌, 가장 가까운 일정 ${outside.length}개를 알려 드립니다.`,
    '',
    ...outside.map((item, i) => scheduleLines(item, i, period)),
    '',
    more,
  ].join('\n');
}

function composeMenus(menus: readonly ChatGenericItem[]): string[] {
  return menus.map((f) => `- **[${linkText(f.title)}](${f.link})**: ${f.content}`);
}

function composeWebsiteGuide(r: Retrieved): string {
  if (r.facts.length === 0) {
    return '질문과 맞는 홈페이지 메뉴를 찾지 못했습니다. 화면 위의 전체메뉴에서 찾아보시거나, 메뉴 이름을 넣어 다시 물어봐 주세요.';
  }
  const [first] = r.facts;
  return [
    first ? `**${first.title}** 메뉴에서 하실 수 있습니다.` : '',
    '',
    ...composeMenus(r.facts),
    ...(r.facts.some((f) => f.content.includes('로그인 필요')) ? ['', '로그인이 필요한 메뉴는 로그인한 뒤에 이용하실 수 있습니다.'] : []),
  ].join('\n');
}

const NOTHING =
  "죄송합니다. 질문에 답할 내용을 도서관 자료에서 찾지 못했습니다. 책 제목이나 작가, 운영시간, 이번 주말 프로그램, 홈페이지 메뉴에 대해 물어봐 주세요. (예: '소년이 온다 있어요?', '오늘 몇 시까지 열어요?')";

/** The rule composer's answer. */
export function composeAnswer(r: Retrieved): string {
  switch (r.intent) {
    case 'catalog_search':
    case 'recommendation':
      return composeBooks(r);
    case 'library_info':
      return composeLibraryInfo(r);
    case 'programs':
      return composePrograms(r);
    case 'website_guide':
      return composeWebsiteGuide(r);
    case 'other':
      return r.facts.length > 0 ? ['질문과 관련된 홈페이지 메뉴입니다.', '', ...composeMenus(r.facts)].join('\n') : NOTHING;
  }
}

export function renderTypeOf(r: Retrieved): RenderType {
  switch (r.intent) {
    case 'catalog_search':
      return 'catalog_list';
    case 'recommendation':
      return 'recommendation_list';
    case 'library_info':
      return 'library_info_list';
    case 'programs':
      return 'lecture_info_list';
    case 'website_guide':
      return 'website_guide_list';
    case 'other':
      return r.facts.length > 0 ? 'website_guide_list' : 'others';
  }
}

/** The structured items: books, or facts and page sections as generic items. */
export function itemsOf(r: Retrieved): ChatItem[] {
  if (r.intent === 'catalog_search' || r.intent === 'recommendation') return r.books;
  const sections: ChatGenericItem[] = r.sections.map((s) => {
    const text = plainText(s.markdown);
    const chars = Array.from(text);
    return {
      kind: 'generic',
      title: `${s.page} · ${s.heading}`,
      content: chars.length > 300 ? `${chars.slice(0, 300).join('')}…` : text,
      category: '이용안내',
      location: '',
      source: s.page,
      link: s.link,
    };
  });
  return [...r.facts, ...sections];
}

export function evidenceOf(r: Retrieved): Evidence[] {
  const books = r.books.map((b) => ({ title: b.title, source: r.listTitle || '경기도서관 소장자료', publisher: b.publisher, publish_year: b.publish_year }));
  const facts = r.facts.map((f) => ({ title: f.title, source: f.source, publisher: '', publish_year: '' }));
  const sections = r.sections.map((s) => ({ title: `${s.page} · ${s.heading}`, source: '경기도서관 홈페이지', publisher: '', publish_year: '' }));
  return [...books, ...facts, ...sections];
}
