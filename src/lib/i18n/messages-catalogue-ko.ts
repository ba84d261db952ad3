import { groupDigits } from './number-format';

/** How counts of results read: '1,234건', estimated '약 11,000건', a lower bound '1,000건 이상'; facets '(1,234)' or '(약 1,200)'. */
export const koCatalogueCount = {
  number: (count: number, kind: 'exact' | 'estimated' | 'atLeast') =>
    `${kind === 'estimated' ? '약 ' : ''}${groupDigits(count)}${kind === 'atLeast' ? '건 이상' : '건'}`,
  facet: (count: number, estimated: boolean) => `(${estimated ? '약 ' : ''}${groupDigits(count)})`,
} as const;

/** The catalogue's part of the message catalogue (search, results, facets). */
export const koCatalogue = {
  title: '통합검색',
  intro: '경기도서관이 소장한 자료를 제목, 저자, 출판사, ISBN으로 찾아보세요.',
  query: '검색어',
  placeholder: '예: 해리 포터, 한강, 9788936434120',
  field: '검색 항목',
  fields: { all: '전체', title: '제목', author: '저자', publisher: '출판사', isbn: 'ISBN' },
  search: '검색',
  sort: '정렬',
  sorts: { relevance: '정확도순', newest: '최신순', title: '제목순' },
  filters: '검색 결과 좁히기',
  /** Beside 검색 결과 좁히기 on the folded filters' button (a phone). */
  activeFilters: (count: number) => `${count}개 적용 중`,
  kdc: '주제 분류(KDC)',
  availability: '대출 가능 여부',
  branch: '소장 도서관',
  availableOnly: (count: number, estimated: boolean) => `대출가능만 보기 ${koCatalogueCount.facet(count, estimated)}`,
  /** A facet's label with its count: '문학 (1,234)', or estimated '문학 (약 1,200)'. */
  facet: (name: string, count: number, estimated: boolean) => `${name} ${koCatalogueCount.facet(count, estimated)}`,
  years: '발행 연도',
  yearFrom: '부터',
  yearTo: '까지',
  apply: '적용',
  reset: '조건 지우기',
  /** kind: 'estimated' when the server estimated the count ('약'), 'atLeast' when it only knows a lower bound. */
  total: (query: string, count: number, kind: 'exact' | 'estimated' | 'atLeast') =>
    `${query ? `‘${query}’ ` : ''}검색 결과 ${koCatalogueCount.number(count, kind)}`,
  beyondPages: (shown: number) =>
    `검색 결과가 많아 앞의 ${groupDigits(shown)}건까지 페이지로 보여드립니다. 검색어를 더 넣거나 ‘검색 결과 좁히기’로 범위를 줄여 보세요.`,
  pastEnd: '이 페이지에는 검색 결과가 없습니다.',
  firstPage: '첫 페이지로 가기',
  none: '검색 결과가 없습니다. 띄어쓰기를 바꾸거나 다른 검색어로 찾아보세요.',
  empty: '찾을 자료의 제목, 저자, 출판사나 ISBN을 입력해 주세요.',
  /** Said (not shown) when a search ends: the count, for a screen reader that stays in the search field. */
  searched: (total: string) => `검색을 마쳤습니다. ${total}`,
  /** Under the field, for a search button pressed with nothing to search. */
  needQuery: '검색어를 입력해 주세요.',
  offline: '오프라인 상태라 검색할 수 없습니다. 전에 찾아본 검색어는 저장된 결과를 보여드립니다.',
  searchFailed: '검색하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  fromCache: (when: string) => `${when}에 저장된 검색 결과입니다.`,
  recent: '최근 검색어',
  clearRecent: '최근 검색어 지우기',
  author: '저자',
  publisher: '출판사',
  year: '발행',
  callNo: '청구기호',
  location: '자료실',
  available: '대출가능(비치중)',
  onLoan: '대출불가(대출중)',
  pages: '검색 결과 페이지',
  pageN: (page: number) => `${page}페이지`,
  previousPage: '이전 페이지',
  nextPage: '다음 페이지',
  detail: {
    none: '정보 없음',
    kdc: '분류기호',
    summary: '책 소개',
    sameAuthor: '이 저자의 다른 책',
    missing: '찾으시는 자료가 없습니다. 검색으로 다시 찾아보세요.',
    offline: '오프라인 상태라 이 자료를 불러올 수 없습니다. 전에 본 자료는 저장된 정보를 보여드립니다.',
    failed: '자료 정보를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.',
    holdings: '소장 정보',
    holdingsCount: (count: number) => `${count}권 소장`,
    noHoldings: '이 자료의 소장 정보가 없습니다.',
    branch: '소장처',
    regNo: '등록번호',
    status: '상태',
    dueBack: (date: string) => `반납 예정 ${date}`,
    statuses: { OK: '대출가능(비치중)', LOAN: '대출중', HOLD: '예약도서 보관중', PROC: '정리중' } as Record<string, string>,
    otherStatus: '대출불가',
    reserveCount: (count: number) => (count > 0 ? `예약 대기 ${count}명` : '예약 대기 없음'),
    marc: 'MARC 보기',
    marcNewWindow: 'MARC 보기 (새 창)',
  },
} as const;
