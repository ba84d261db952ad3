/**
 * Korean Decimal Classification, 6th edition (한국십진분류법 제6판, 한국도서관협회 2013): the ten
 * main classes (주류) and their hundred divisions (강목). Divisions 260, 610 and 970 are not used
 * in the 6th edition (610 건축술 moved to 540 건축, 건축학); they stay in the table, marked, so every
 * class has ten rows and a book classed there by an older edition still gets a label.
 *
 * Sections (요목, three digits) are named only where the name follows from a table the whole
 * class shares: the language forms of 710–789 and the literary forms of 810–889 (the 9th
 * section of those divisions names another language, so it is left unnamed). Other sections
 * show their number alone.
 */
export interface KdcDivision {
  /** Two digits, e.g. '81'. */
  readonly code: string;
  readonly name: string;
  /** Not used in KDC 6. */
  readonly unused?: true;
}

export interface KdcClass {
  /** One digit, e.g. '8'. */
  readonly code: string;
  readonly name: string;
  /** Exactly ten, '{code}0' … '{code}9'. */
  readonly divisions: readonly KdcDivision[];
}

function divisions(main: string, names: readonly string[]): KdcDivision[] {
  return names.map((name, index) => (name === '' ? { code: `${main}${index}`, name: '미사용', unused: true } : { code: `${main}${index}`, name }));
}

export const KDC_CLASSES: readonly KdcClass[] = [
  {
    code: '0',
    name: '총류',
    divisions: divisions('0', ['총류', '도서학, 서지학', '문헌정보학', '백과사전', '강연집, 수필집, 연설문집', '일반 연속간행물', '일반 학회, 단체, 협회, 기관, 연구기관', '신문, 저널리즘', '일반 전집, 총서', '향토자료']),
  },
  {
    code: '1',
    name: '철학',
    divisions: divisions('1', ['철학', '형이상학', '인식론, 인과론, 인간학', '철학의 체계', '경학', '동양철학, 동양사상', '서양철학', '논리학', '심리학', '윤리학, 도덕철학']),
  },
  {
    code: '2',
    name: '종교',
    divisions: divisions('2', ['종교', '비교종교', '불교', '기독교', '도교', '천도교', '', '힌두교, 브라만교', '이슬람교(회교)', '기타 제종교']),
  },
  {
    code: '3',
    name: '사회과학',
    divisions: divisions('3', ['사회과학', '통계자료', '경제학', '사회학, 사회문제', '정치학', '행정학', '법률, 법학', '교육학', '풍습, 예절, 민속학', '국방, 군사학']),
  },
  {
    code: '4',
    name: '자연과학',
    divisions: divisions('4', ['자연과학', '수학', '물리학', '화학', '천문학', '지학', '광물학', '생명과학', '식물학', '동물학']),
  },
  {
    code: '5',
    name: '기술과학',
    divisions: divisions('5', ['기술과학', '의학', '농업, 농학', '공학, 공업일반, 토목공학, 환경공학', '건축, 건축학', '기계공학', '전기공학, 통신공학, 전자공학', '화학공학', '제조업', '생활과학']),
  },
  {
    code: '6',
    name: '예술',
    divisions: divisions('6', ['예술', '', '조각, 조형미술', '공예', '서예', '회화, 도화, 디자인', '사진예술', '음악', '공연예술, 매체예술', '오락, 스포츠']),
  },
  {
    code: '7',
    name: '언어',
    divisions: divisions('7', ['언어', '한국어', '중국어', '일본어 및 기타 아시아 제어', '영어', '독일어', '프랑스어', '스페인어 및 포르투갈어', '이탈리아어', '기타 제어']),
  },
  {
    code: '8',
    name: '문학',
    divisions: divisions('8', ['문학', '한국문학', '중국문학', '일본문학 및 기타 아시아 제문학', '영미문학', '독일문학', '프랑스문학', '스페인 및 포르투갈 문학', '이탈리아문학', '기타 제문학']),
  },
  {
    code: '9',
    name: '역사',
    divisions: divisions('9', ['역사', '아시아', '유럽', '아프리카', '북아메리카', '남아메리카', '오세아니아, 양극지방', '', '지리', '전기']),
  },
];

/** Language forms (언어공통구분) for sections 7x1–7x8, x = 1–8. */
const LANGUAGE_FORMS = ['', '음운, 음성, 문자', '어원, 어의', '사전', '어휘', '문법', '작문', '독본, 해석, 회화', '방언(사투리)'];
/** Literary forms (문학형식구분) for sections 8x1–8x8, x = 1–8. */
const LITERARY_FORMS = ['', '시', '희곡', '소설', '수필, 산문', '연설, 웅변', '일기, 서간, 기행', '풍자 및 유머', '르포르타주 및 기타'];

export function kdcClass(code: string): KdcClass | undefined {
  return KDC_CLASSES.find((entry) => entry.code === code);
}

export function kdcDivision(code: string): KdcDivision | undefined {
  return kdcClass(code.charAt(0))?.divisions.find((entry) => entry.code === code);
}

/** A section's name, when the tables above give it one ('813' → '소설'); '' otherwise. */
export function kdcSectionName(code: string): string {
  if (!/^[0-9]{3}$/.test(code)) return '';
  const [main, division, section] = [code.charAt(0), Number(code.charAt(1)), Number(code.charAt(2))];
  if (section === 0) return kdcDivision(code.slice(0, 2))?.name ?? '';
  if (division < 1 || division > 8) return '';
  if (main === '7') return LANGUAGE_FORMS[section] ?? '';
  if (main === '8') return LITERARY_FORMS[section] ?? '';
  return '';
}

/** The name of a KDC prefix of 1–3 digits ('8' 문학, '81' 한국문학, '813' 소설), or ''. */
export function kdcName(prefix: string): string {
  if (prefix.length === 1) return kdcClass(prefix)?.name ?? '';
  if (prefix.length === 2) {
    const division = kdcDivision(prefix);
    return division && !division.unused ? division.name : '';
  }
  return kdcSectionName(prefix);
}

/** '813' → '813 소설'; '8' → '800 문학'; '81' → '810 한국문학'; unnamed sections keep the number alone. */
export function kdcLabel(prefix: string): string {
  const number = prefix.padEnd(3, '0');
  const name = kdcName(prefix);
  return name ? `${number} ${name}` : number;
}
