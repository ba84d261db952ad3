import { AGE_GROUPS, STAT_KDC_CLASSES, type AgeGroup, type PolicyEventKind, type PolicyRegistration, type ReportKind, type StatKdcClass } from '../../contract/policy-research';
import { MANAGE_CODE } from '../../contract/constants';
import { addDays, seoulDay, weekdayOf } from '../calendar';
import type { Db, Queryable } from '../db/db';

/*
 * 도서관 정책연구 demo data (docs/api.md "Policy research and library statistics"): the policy
 * research centre's reports (fixed: what the centre published in 2025 and 2026), its seminars and
 * forums (dated around the seeding day, so there are always coming and past ones), and the
 * library's monthly statistics from its opening month (October 2025) to the last whole month
 * before the seeding day. The figures are made up but shaped like a large Korean public
 * library's: an opening rush that settles, school holidays (January, July, August) up, the 설날
 * and 추석 months down, literature (800) the largest loan class. Deterministic for a given day.
 */

const POLICY_SEED_LOCK_KEY = 1416740021;

/** The month the library opened (server/seed/pages/history.md): its figures start here. */
export const OPENING_MONTH = '2025-10';

// ---- statistics ------------------------------------------------------------------------------

/** How a calendar month compares with an average one (index 0 = January). */
const VISITOR_SEASON = [1.12, 0.92, 0.95, 1.0, 1.05, 0.97, 1.1, 1.18, 0.93, 1.0, 0.98, 1.04] as const;
const LOAN_SEASON = [1.15, 0.94, 0.93, 0.98, 1.02, 0.96, 1.12, 1.2, 0.92, 0.99, 0.97, 1.05] as const;
const MEMBER_SEASON = [1.1, 0.95, 1.18, 1.02, 0.98, 0.92, 1.08, 1.1, 0.9, 0.95, 0.93, 0.99] as const;

/** Shares of the loans by KDC class, in STAT_KDC_CLASSES order (sum 1000 ‰). */
const KDC_SHARES = [31, 54, 18, 130, 72, 83, 61, 42, 412, 97] as const;
/** Shares of new members by age group, in AGE_GROUPS order (sum 1000 ‰). */
const AGE_SHARES = [160, 70, 130, 180, 210, 130, 120] as const;

/** A stable number in [-1, 1) for a name: the month's small wobble. */
function wobble(name: string): number {
  let hash = 2166136261;
  for (const char of name) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return (hash % 2000) / 1000 - 1;
}

/** The months from `first` to `last` (yyyy-MM), both included. */
export function monthsBetween(first: string, last: string): string[] {
  const months: string[] = [];
  let [year, month] = first.split('-').map(Number) as [number, number];
  for (;;) {
    const text = `${year}-${String(month).padStart(2, '0')}`;
    if (text > last) return months;
    months.push(text);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
}

/** The month before a day's month (yyyy-MM). */
export function monthBefore(day: string): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

/** Splits a whole into parts by shares, each rounded so the parts add up to the whole exactly. */
export function splitByShares(total: number, shares: readonly number[]): number[] {
  const sum = shares.reduce((a, b) => a + b, 0);
  const exact = shares.map((share) => (total * share) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((value, index) => ({ index, rest: value - Math.floor(value) })).sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}

export interface StatRow {
  month: string;
  metric: 'VISITORS' | 'LOANS' | 'NEW_MEMBERS';
  category: '' | StatKdcClass | AgeGroup;
  value: number;
}

/**
 * The figures of every month from the opening to `lastMonth`: visitors, loans by KDC class and
 * new members by age group. The opening month counts from the opening day (about half a month).
 */
export function planStatistics(lastMonth: string): StatRow[] {
  const rows: StatRow[] = [];
  for (const [k, month] of monthsBetween(OPENING_MONTH, lastMonth).entries()) {
    const calendarMonth = Number(month.slice(5, 7)) - 1;
    const partial = k === 0 ? 0.55 : 1;
    const novelty = Math.exp(-k / 3);
    const visitors = Math.round(132_000 * (VISITOR_SEASON[calendarMonth] ?? 1) * (1 + 0.45 * novelty) * (1 + 0.03 * wobble(`v${month}`)) * partial);
    const loans = Math.round(68_000 * (LOAN_SEASON[calendarMonth] ?? 1) * (1 + 0.25 * novelty) * (1 + 0.012 * k) * (1 + 0.03 * wobble(`l${month}`)) * partial);
    const newMembers = Math.round((3_300 * (MEMBER_SEASON[calendarMonth] ?? 1) + 15_500 * Math.exp(-k / 1.5)) * (1 + 0.04 * wobble(`m${month}`)) * partial);
    // Holidays: children's books (literature, natural sciences) and young members a little up.
    const holiday = calendarMonth === 0 || calendarMonth === 6 || calendarMonth === 7;
    const kdcShares = KDC_SHARES.map((share, i) => share * (1 + 0.05 * wobble(`k${month}${i}`)) * (holiday && (i === 4 || i === 8) ? 1.08 : 1));
    const ageShares = AGE_SHARES.map((share, i) => share * (1 + 0.06 * wobble(`a${month}${i}`)) * (holiday && i < 2 ? 1.2 : 1));
    rows.push({ month, metric: 'VISITORS', category: '', value: visitors });
    splitByShares(loans, kdcShares).forEach((value, i) => rows.push({ month, metric: 'LOANS', category: STAT_KDC_CLASSES[i] ?? '000', value }));
    splitByShares(newMembers, ageShares).forEach((value, i) => rows.push({ month, metric: 'NEW_MEMBERS', category: AGE_GROUPS[i] ?? 'CHILD', value }));
  }
  return rows;
}

async function insertStatistics(tx: Queryable, rows: readonly StatRow[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.query(
    `INSERT INTO library_statistics (manage_code, month, metric, category, value)
     SELECT $1, * FROM unnest($2::text[], $3::text[], $4::text[], $5::int[])`,
    [MANAGE_CODE, rows.map((r) => r.month), rows.map((r) => r.metric), rows.map((r) => r.category), rows.map((r) => r.value)],
  );
}

// ---- reports ---------------------------------------------------------------------------------

export interface SeedReport {
  kind: ReportKind;
  title: string;
  researchers: string;
  publishedOn: string;
  pages: number;
  abstract: string;
  summary: string;
  keywords: readonly string[];
}

export const SEED_POLICY_REPORTS: readonly SeedReport[] = [
  {
    kind: 'SURVEY',
    title: '2026 경기도 공공도서관 이용 실태 조사',
    researchers: '김서연(책임연구원), 박준호(연구원)',
    publishedOn: '2026-09-30',
    pages: 148,
    abstract:
      '경기도 31개 시군의 만 10세 이상 도민 3,000명을 대상으로 공공도서관 이용 빈도, 이용 목적, 만족도와 이용하지 않는 이유를 조사했습니다. 지난 1년간 공공도서관을 한 번 이상 이용한 도민은 46.8%로 전년보다 3.1%포인트 늘었습니다.',
    summary: `조사는 2026년 6월 2일부터 7월 11일까지 온라인과 면접 방식을 함께 써서 진행했습니다. 표본은 시군·성별·연령별 인구 비례로 뽑았으며, 95% 신뢰수준에서 표본오차는 ±1.8%포인트입니다.

주요 결과는 다음과 같습니다.

- 지난 1년간 공공도서관 이용률 46.8% (2025년 43.7%)
- 이용 목적: 책 대출·반납 61.2%, 자녀와 함께 이용 24.5%, 공부·업무 공간 21.9%, 문화 프로그램 12.3%
- 이용하지 않는 이유: 시간이 없어서 38.4%, 가까운 곳에 도서관이 없어서 17.6%, 필요한 자료가 없어서 9.8%
- 전반적 만족도 100점 만점에 81.4점, 가장 낮은 항목은 주차(63.2점)와 야간 운영 시간(66.9점)

연구진은 평일 야간과 주말 운영 확대, 생활권 작은도서관과 책배달 서비스의 연계, 직장인을 위한 온라인 회원 가입과 전자책 접근성 개선을 제안했습니다.`,
    keywords: ['이용 실태', '도민 조사', '만족도'],
  },
  {
    kind: 'BASIC',
    title: '경기도서관 개관 첫해 이용 분석',
    researchers: '이하늘(연구원)',
    publishedOn: '2026-08-28',
    pages: 86,
    abstract:
      '2025년 10월 개관부터 2026년 6월까지 경기도서관의 방문, 대출, 회원 가입 기록을 분석했습니다. 개관 직후 석 달 동안 신규 회원이 몰렸고, 대출은 문학(800)이 전체의 약 41%를 차지했습니다.',
    summary: `분석은 개인을 알아볼 수 없도록 가공한 도서관 정보시스템의 기록으로 했습니다. 방문자 수는 출입 게이트 집계를, 대출은 권수를 기준으로 합니다.

- 개관 직후 석 달(2025년 10~12월)에 가입한 회원이 첫 9개월 신규 회원의 절반을 넘었습니다.
- 방문자는 개관 직후부터 겨울방학까지 한 달 17만 명 안팎이었고, 봄부터는 한 달 13만~14만 명대로 자리 잡았습니다.
- 대출은 문학(800)이 약 41%로 가장 많았고, 사회과학(300) 약 13%, 역사(900) 약 10% 순이었습니다.
- 신규 회원은 40대(21%)와 30대(18%)가 많았고, 방학에는 어린이 회원 가입이 늘었습니다.

연구진은 자녀와 함께 오는 30~40대 가족 이용자를 위한 주말 프로그램 확대와, 방학 기간 어린이자료실 좌석 확충을 제안했습니다. 월별 수치는 도서관 통계 페이지에서 볼 수 있습니다.`,
    keywords: ['이용 분석', '대출', '회원'],
  },
  {
    kind: 'POLICY',
    title: '생성형 AI 시대 공공도서관 서비스 모델 연구',
    researchers: '정민재(선임연구원), 최유진(연구원), 한국도서관정보학회 자문단',
    publishedOn: '2026-07-15',
    pages: 172,
    abstract:
      '생성형 AI가 정보 탐색과 학습 방식을 바꾸는 가운데 공공도서관이 맡을 역할을 국내외 사례 24곳과 이용자 심층 면담으로 살폈습니다. AI 리터러시 교육, 검증된 자료 기반의 AI 안내, 창작 공간 제공을 세 가지 서비스 축으로 제안합니다.',
    summary: `연구는 문헌 조사, 국내외 도서관 사례 24곳 분석, 이용자 32명 심층 면담, 사서 대상 설문(412명)으로 진행했습니다.

사서의 78.4%가 생성형 AI 관련 이용자 질문을 받은 적이 있다고 답했지만, 관련 교육을 받은 사서는 27.1%에 그쳤습니다.

연구진이 제안한 서비스 모델은 다음과 같습니다.

- AI 리터러시: 답변을 검증하는 법, 출처를 확인하는 법을 가르치는 도민 강좌와 사서 연수
- 검증된 자료 기반 안내: 도서관 소장 자료와 공공 데이터에 근거해 답하고, 근거를 함께 보여 주는 AI 안내 서비스
- 창작 공간: 생성형 AI 도구를 직접 써 볼 수 있는 공간과 저작권·윤리 안내

개인정보를 최소로 수집하고 AI 답변의 한계를 이용자에게 분명히 알리는 운영 원칙도 함께 제시했습니다.`,
    keywords: ['생성형 AI', 'AI 리터러시', '서비스 모델'],
  },
  {
    kind: 'POLICY',
    title: '경기도 작은도서관 운영 활성화 방안',
    researchers: '박준호(연구원), 경기도 작은도서관협의회',
    publishedOn: '2026-05-29',
    pages: 124,
    abstract:
      '경기도 작은도서관 1,452곳 가운데 운영 실태 조사에 응한 1,018곳을 분석했습니다. 운영 인력의 83%가 자원활동가이고, 연간 자료 구입비가 100만 원이 안 되는 곳이 절반을 넘었습니다.',
    summary: `작은도서관은 걸어서 갈 수 있는 생활권 도서관이지만, 인력과 예산이 부족해 문을 여는 시간이 짧은 곳이 많았습니다.

- 주당 운영 시간 평균 31.5시간, 주말에 문을 여는 곳 38.2%
- 운영 인력의 83%가 자원활동가, 유급 인력이 있는 곳 21.4%
- 연간 자료 구입비 100만 원 미만 52.7%

연구진은 공공도서관과 작은도서관을 잇는 순회 사서 제도, 공동 구매와 상호대차 참여 확대, 운영 우수 작은도서관의 거점화를 제안했습니다.`,
    keywords: ['작은도서관', '생활권', '자원활동'],
  },
  {
    kind: 'COMMISSIONED',
    title: '시군 공공도서관 상호대차·책배달 서비스 성과 분석',
    researchers: '김서연(책임연구원) · 경기도 문화체육관광국 의뢰',
    publishedOn: '2026-03-31',
    pages: 98,
    abstract:
      '경기도의 의뢰로 2025년 한 해 동안의 상호대차와 책배달 서비스 이용 기록을 분석했습니다. 신청부터 수령까지 평균 3.4일이 걸렸고, 이용자의 61%가 다른 시군 도서관의 책을 받아 보았습니다.',
    summary: `상호대차는 가까운 도서관에서 다른 도서관의 책을 받아 보는 서비스이고, 책배달은 집으로 책을 보내 주는 서비스입니다.

- 2025년 상호대차 신청 184만 건, 책배달 신청 27만 건
- 신청부터 수령까지 평균 3.4일(상호대차), 2.1일(책배달)
- 다른 시군 도서관 자료를 받은 비율 61%

연구진은 물류 거점을 시군 권역별로 나누어 운송 시간을 줄이고, 많이 신청되는 책은 공동 보존서고에 복본을 두는 방안을 제안했습니다.`,
    keywords: ['상호대차', '책배달', '성과 분석'],
  },
  {
    kind: 'POLICY',
    title: '경기도 공공도서관 발전 종합계획(2026~2030) 수립 연구',
    researchers: '정민재(선임연구원), 김서연(책임연구원), 이하늘(연구원)',
    publishedOn: '2025-12-19',
    pages: 236,
    abstract:
      '「도서관법」에 따른 경기도 공공도서관 발전 종합계획의 기초 연구입니다. 도민 누구나 가까이에서 누리는 도서관을 비전으로, 4대 전략과 16개 추진 과제를 제안했습니다.',
    summary: `계획 기간은 2026년부터 2030년까지 5년입니다. 연구진은 도민 설문, 시군 도서관 담당자 간담회(8회), 전문가 자문을 거쳐 과제를 정했습니다.

4대 전략은 다음과 같습니다.

- 생활권 도서관 확충: 도서관 1관당 인구를 4만 명 이하로
- 모두를 위한 서비스: 장애인·노인·이주민을 위한 대체자료와 찾아가는 서비스
- 디지털 전환: 통합 회원, 전자책 공동 구독, 데이터 기반 운영
- 협력과 연구: 경기도서관을 중심으로 한 시군 도서관 협력망과 정책연구 기능 강화

과제별 담당 기관과 연차별 예산 규모는 보고서 본문의 부록에 정리되어 있습니다.`,
    keywords: ['종합계획', '도서관법', '협력망'],
  },
  {
    kind: 'SURVEY',
    title: '2025 경기도민 독서 실태 조사',
    researchers: '최유진(연구원), 박준호(연구원)',
    publishedOn: '2025-11-28',
    pages: 132,
    abstract:
      '경기도민 성인 2,400명과 초·중·고등학생 1,200명의 독서량, 독서 방법, 독서를 어렵게 하는 이유를 조사했습니다. 성인의 연간 종합독서율은 45.2%, 학생은 94.1%였습니다.',
    summary: `종합독서율은 지난 1년 동안 종이책, 전자책, 오디오북 가운데 한 권 이상을 읽은 사람의 비율입니다.

- 성인 연간 종합독서율 45.2%, 평균 독서량 4.1권
- 학생 연간 종합독서율 94.1%, 평균 독서량 34.8권
- 독서를 어렵게 하는 이유(성인): 일 때문에 시간이 없어서 27.3%, 다른 매체를 이용해서 24.6%
- 전자책 이용률은 성인 19.8%로 지난 조사보다 2.4%포인트 늘었습니다.

연구진은 직장인 독서동아리 지원, 출퇴근 시간에 맞춘 전자책·오디오북 서비스, 가족 단위 독서 프로그램을 제안했습니다.`,
    keywords: ['독서 실태', '독서율', '전자책'],
  },
  {
    kind: 'BASIC',
    title: '지역 대표도서관의 공동 보존서고 운영 모델',
    researchers: '이하늘(연구원) · 개관 준비단',
    publishedOn: '2025-08-29',
    pages: 74,
    abstract:
      '시군 도서관에서 이용이 적어 폐기되는 자료 가운데 보존 가치가 있는 책을 모아 두는 공동 보존서고의 운영 방식을 국내외 사례로 비교했습니다. 경기도서관 지하 1층 보존서고를 도 단위 공동 보존서고로 운영하는 방안을 제안합니다.',
    summary: `시군 도서관은 서가가 가득 차면 오래되었거나 이용이 적은 자료를 폐기합니다. 이 가운데 도내에 마지막으로 남은 한 권까지 사라지지 않도록 모아 두는 곳이 공동 보존서고입니다.

- 도내 공공도서관의 연간 폐기 자료 약 62만 권, 이 가운데 도내 유일본 추정 약 3만 권
- 국내 사례 3곳과 해외 사례 4곳(일본, 영국, 미국, 핀란드) 비교

연구진은 유일본 우선 이관, 이관 자료의 상호대차 제공, 보존서고 자료의 목록을 통합 검색에 함께 싣는 운영 원칙을 제안했습니다.`,
    keywords: ['보존서고', '유일본', '협력'],
  },
];

async function insertReports(tx: Queryable): Promise<void> {
  for (const report of SEED_POLICY_REPORTS) {
    await tx.query(
      `INSERT INTO policy_reports (manage_code, year, kind, title, researchers, published_on, pages, abstract, summary, keywords)
       VALUES ($1, $2, $3, $4, $5, $6::date, $7, $8, $9, $10)`,
      [MANAGE_CODE, Number(report.publishedOn.slice(0, 4)), report.kind, report.title, report.researchers, report.publishedOn, report.pages, report.abstract, report.summary, report.keywords.join(',')],
    );
  }
}

// ---- seminars and forums ---------------------------------------------------------------------

export interface SeedPolicyEvent {
  kind: PolicyEventKind;
  title: string;
  /** Days from the seeding day; a Monday (closed) moves to the Tuesday. */
  offset: number;
  startTime: string;
  endTime: string;
  place: string;
  host: string;
  audience: string;
  speakers: string;
  description: string;
  registration: PolicyRegistration;
  /** For PHONE: days before the event the registration closes. */
  closesBefore?: number;
  capacity: number;
  contact: string;
  resultSummary: string;
}

/** 협력지원팀, to which the research centre belongs (server/seed/pages/organization.md). */
const POLICY_TEAM_PHONE = '031-8008-7400';

export const SEED_POLICY_EVENTS: readonly SeedPolicyEvent[] = [
  {
    kind: 'SEMINAR',
    title: '생성형 AI와 공공도서관 서비스 세미나',
    offset: 12,
    startTime: '14:00',
    endTime: '17:00',
    place: '경기도서관 3층 세미나실 1',
    host: '경기도서관 도서관정책연구센터',
    audience: '공공도서관 사서, 도서관 정책에 관심 있는 도민',
    speakers: '정민재(경기도서관 선임연구원), 윤소희(한국도서관협회 정책위원), 강태민(○○대학교 문헌정보학과 교수)',
    description:
      '「생성형 AI 시대 공공도서관 서비스 모델 연구」의 결과를 나누고, 시군 도서관이 AI 리터러시 강좌와 AI 안내 서비스를 시작할 때 필요한 준비를 함께 이야기합니다. 1부 연구 결과 발표, 2부 사례 발표, 3부 종합 토론으로 진행합니다.',
    registration: 'PHONE',
    closesBefore: 3,
    capacity: 80,
    contact: POLICY_TEAM_PHONE,
    resultSummary: '',
  },
  {
    kind: 'COLLOQUIUM',
    title: '정책연구 콜로키움: 상호대차 물류, 어디까지 빨라질 수 있을까',
    offset: 26,
    startTime: '15:00',
    endTime: '16:30',
    place: '경기도서관 5층 세미나실 2',
    host: '경기도서관 도서관정책연구센터',
    audience: '누구나',
    speakers: '김서연(경기도서관 책임연구원)',
    description:
      '시군 공공도서관 상호대차·책배달 서비스 성과 분석의 후속 연구 계획을 소개하고 참석자의 의견을 듣습니다. 사전 신청 없이 오시는 순서대로 참석하실 수 있습니다.',
    registration: 'NONE',
    capacity: 40,
    contact: POLICY_TEAM_PHONE,
    resultSummary: '',
  },
  {
    kind: 'FORUM',
    title: '2027 경기도 도서관 정책 포럼',
    offset: 47,
    startTime: '10:00',
    endTime: '17:00',
    place: '경기도서관 지하 1층 다목적강당',
    host: '경기도 · 경기도서관',
    audience: '시군 도서관 관장과 정책 담당자',
    speakers: '경기도 문화체육관광국장, 시군 도서관장 6명, 도서관정책연구센터 연구진',
    description:
      '경기도 공공도서관 발전 종합계획(2026~2030)의 첫해를 돌아보고 2027년 추진 과제를 정하는 자리입니다. 시군별 초청 공문을 받은 기관의 담당자만 참석하실 수 있으며, 포럼이 끝나면 발표 자료와 결과를 이 페이지에 공개합니다.',
    registration: 'INVITED',
    capacity: 150,
    contact: POLICY_TEAM_PHONE,
    resultSummary: '',
  },
  {
    kind: 'FORUM',
    title: '개관 1년 포럼: 지역 대표도서관의 역할을 묻다',
    offset: -36,
    startTime: '14:00',
    endTime: '17:30',
    place: '경기도서관 지하 1층 다목적강당',
    host: '경기도서관',
    audience: '누구나',
    speakers: '경기도서관장, 박지은(국립중앙도서관 도서관정책기획단), 오세훈(○○시립도서관장), 도민 참여단 대표 2명',
    description: '개관 1년을 맞아 지역 대표도서관이 도민과 시군 도서관을 위해 해야 할 일을 도민, 사서, 전문가와 함께 이야기했습니다.',
    registration: 'NONE',
    capacity: 200,
    contact: POLICY_TEAM_PHONE,
    resultSummary:
      '도민과 사서 172명이 참석했습니다. 참석자들은 시군 도서관을 잇는 협력망의 중심 역할, 보존서고의 도 단위 운영, 야간 운영 확대를 우선 과제로 꼽았습니다. 토론에서 나온 의견은 2027 경기도 도서관 정책 포럼의 안건으로 이어집니다.',
  },
  {
    kind: 'SEMINAR',
    title: '도서관 데이터 세미나: 이용 통계로 읽는 도민의 독서',
    offset: -73,
    startTime: '14:00',
    endTime: '16:00',
    place: '경기도서관 3층 세미나실 1',
    host: '경기도서관 도서관정책연구센터',
    audience: '공공도서관 사서',
    speakers: '이하늘(경기도서관 연구원), 문경호(한국문화정보원 데이터 분석가)',
    description: '대출·방문 통계를 개인정보 걱정 없이 분석하는 방법과, 통계를 도서관 운영에 쓰는 사례를 나눴습니다.',
    registration: 'PHONE',
    closesBefore: 5,
    capacity: 60,
    contact: POLICY_TEAM_PHONE,
    resultSummary:
      '사서 58명이 참석했습니다. 발표 내용은 「경기도서관 개관 첫해 이용 분석」 보고서에 정리되어 있고, 월별 방문·대출·회원 통계는 도서관 통계 페이지에서 보실 수 있습니다.',
  },
  {
    kind: 'WORKSHOP',
    title: '작은도서관 운영자 워크숍',
    offset: -118,
    startTime: '10:00',
    endTime: '16:00',
    place: '경기도서관 5층 세미나실 3',
    host: '경기도서관 · 경기도 작은도서관협의회',
    audience: '경기도 작은도서관 운영자와 자원활동가',
    speakers: '박준호(경기도서관 연구원), 작은도서관 운영 우수 사례 발표자 4명',
    description: '「경기도 작은도서관 운영 활성화 방안」 연구 결과를 바탕으로 자료 공동 구매, 상호대차 참여, 프로그램 운영 방법을 실습했습니다.',
    registration: 'PHONE',
    closesBefore: 7,
    capacity: 50,
    contact: POLICY_TEAM_PHONE,
    resultSummary: '작은도서관 41곳의 운영자 47명이 참석했습니다. 참석한 작은도서관 가운데 19곳이 상호대차 참여를 신청했습니다.',
  },
];

/** A seed day that is never a Monday (the library is closed on Mondays). */
function openDayFrom(today: string, offset: number): string {
  const day = addDays(today, offset);
  return weekdayOf(day) === 1 ? addDays(day, 1) : day;
}

async function insertEvents(tx: Queryable, today: string): Promise<void> {
  for (const event of SEED_POLICY_EVENTS) {
    const day = openDayFrom(today, event.offset);
    const until = event.registration === 'PHONE' ? addDays(day, -(event.closesBefore ?? 1)) : null;
    await tx.query(
      `INSERT INTO policy_events (manage_code, kind, title, event_day, start_time, end_time, place, host, audience, speakers,
                                  description, registration, registration_until, capacity, contact, result_summary)
       VALUES ($1, $2, $3, $4::date, $5, $6, $7, $8, $9, $10, $11, $12, $13::date, $14, $15, $16)`,
      [MANAGE_CODE, event.kind, event.title, day, event.startTime, event.endTime, event.place, event.host, event.audience, event.speakers, event.description, event.registration, until, event.capacity, event.contact, event.resultSummary],
    );
  }
}

// ---- the step --------------------------------------------------------------------------------

async function hasNoPolicyData(q: Queryable): Promise<boolean> {
  const [row] = await q.query<{ count: number }>(
    'SELECT (SELECT count(*) FROM policy_reports) + (SELECT count(*) FROM policy_events) + (SELECT count(*) FROM library_statistics) AS count',
  );
  return Number(row?.count ?? 0) === 0;
}

/**
 * Adds the policy research reports, seminars and the statistics when there are none. Its own
 * start-up step; idempotent: returns false and does nothing once any exists, or when the site is
 * missing. `now` dates the seminars and ends the statistics at the month before its day.
 */
export async function seedPolicyResearchIfEmpty(db: Db, options: { now?: number } = {}): Promise<boolean> {
  if (!(await hasNoPolicyData(db))) return false;
  const today = seoulDay(options.now ?? Date.now());
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [POLICY_SEED_LOCK_KEY]);
    if (!(await hasNoPolicyData(tx))) return false;
    const [site] = await tx.query('SELECT 1 FROM libraries WHERE manage_code = $1', [MANAGE_CODE]);
    if (!site) return false;
    await insertReports(tx);
    await insertEvents(tx, today);
    await insertStatistics(tx, planStatistics(monthBefore(today)));
    return true;
  });
}
