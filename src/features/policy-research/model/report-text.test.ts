import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PolicyReportSchema } from '../../../../contract/policy-research';
import { reportsByYear, summaryBlocks, summaryFileName, summaryFileText } from './report-text';

const report = v.parse(PolicyReportSchema, {
  REPORT_ID: 3,
  YEAR: 2026,
  KIND: 'SURVEY',
  TITLE: '2026 경기도 공공도서관 이용 실태 조사: 요약/발표',
  RESEARCHERS: '김서연(책임연구원)',
  PUBLISHED_ON: '2026-09-30',
  PAGES: 148,
  ABSTRACT: '도민 3,000명을 조사했습니다.',
  SUMMARY: '조사는 6월에 했습니다.\n표본오차는 ±1.8%포인트입니다.\n\n주요 결과:\n- 이용률 46.8%\n- 만족도 81.4점\n\n끝.',
  KEYWORDS: ['이용 실태', '만족도'],
});

describe('summaryBlocks', () => {
  it('reads paragraphs (lines joined) and lists, in order', () => {
    expect(summaryBlocks(report.SUMMARY)).toEqual([
      { kind: 'paragraph', text: '조사는 6월에 했습니다. 표본오차는 ±1.8%포인트입니다.' },
      { kind: 'paragraph', text: '주요 결과:' },
      { kind: 'list', items: ['이용률 46.8%', '만족도 81.4점'] },
      { kind: 'paragraph', text: '끝.' },
    ]);
  });

  it('gives nothing for blank text and reads CRLF', () => {
    expect(summaryBlocks('  \n\n ')).toEqual([]);
    expect(summaryBlocks('가\r\n\r\n- 나')).toEqual([
      { kind: 'paragraph', text: '가' },
      { kind: 'list', items: ['나'] },
    ]);
  });
});

describe('the summary file', () => {
  const labels = { header: '경기도서관 도서관정책연구센터', kind: '구분', kindName: '조사보고서', researchers: '연구진', published: '발간일', pages: '분량', abstract: '초록', keywords: '주제어' };

  it('says the title, the facts, the abstract and the summary, in CRLF lines', () => {
    const text = summaryFileText(report, labels);
    expect(text.split('\r\n').slice(0, 9)).toEqual([
      '경기도서관 도서관정책연구센터',
      '',
      report.TITLE,
      '',
      '구분: 조사보고서',
      '연구진: 김서연(책임연구원)',
      '발간일: 2026-09-30',
      '분량: 148',
      '주제어: 이용 실태, 만족도',
    ]);
    expect(text).toContain('[초록]\r\n도민 3,000명을 조사했습니다.');
    expect(text).toContain('- 이용률 46.8%\r\n- 만족도 81.4점');
    expect(text.replace(/\r\n/g, '')).not.toContain('\n');
  });

  it('names the file by year and title, without characters file systems refuse', () => {
    expect(summaryFileName(report)).toBe('2026_2026 경기도 공공도서관 이용 실태 조사 요약 발표_요약문.txt');
  });
});

describe('reportsByYear', () => {
  it('groups by year, newest year first, keeping the order within a year', () => {
    const a = { ...report, REPORT_ID: 1, YEAR: 2025 };
    const b = { ...report, REPORT_ID: 2, YEAR: 2026 };
    const c = { ...report, REPORT_ID: 3, YEAR: 2026 };
    expect(reportsByYear([b, a, c]).map((g) => [g.year, g.reports.map((r) => r.REPORT_ID)])).toEqual([
      [2026, [2, 3]],
      [2025, [1]],
    ]);
  });
});
