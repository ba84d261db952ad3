import type { Locator, Page } from '@playwright/test';
import { expect, makeAxe, test, waitForServiceWorkerControl } from './fixtures';

/* 도서관 정책연구 (issue 17, branch policy): the research centre with its reports, the seminars
 * and forums, and the library statistics drawn as charts, each beside a table with the same
 * values — read by role and text, on a phone, and offline after one visit. */

interface StatAnswer {
  YEAR: number;
  YEARS: number[];
  MONTHS: { MONTH: string; VISITORS: number; LOANS: number; NEW_MEMBERS: number }[];
  LOANS_BY_KDC: { CLASS: string; COUNT: number }[];
  NEW_MEMBERS_BY_AGE: { GROUP: string; COUNT: number }[];
  MEMBERS_TOTAL: number;
}

const digits = (n: number) => n.toLocaleString('en-US');

async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await makeAxe(page).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Opens 도서관 소개 in the header and follows one of its links. */
async function followMenu(page: Page, name: string): Promise<void> {
  await page.goto('/main');
  const nav = page.getByRole('navigation', { name: '주 메뉴' });
  const group = nav.getByRole('button', { name: '도서관 소개', exact: true });
  await group.hover();
  await expect(group).toHaveAttribute('aria-expanded', 'true');
  await nav.getByRole('link', { name, exact: true }).click();
}

/** What the chart draws: each mark's key and value (the data the SVG was drawn from). */
async function chartData(figure: Locator): Promise<[string, number][]> {
  return figure.locator('svg [data-value]').evaluateAll((marks) => marks.map((mark) => [mark.getAttribute('data-key') ?? '', Number(mark.getAttribute('data-value'))] as [string, number]));
}

/** What the table says: each body row's key and its value cell as a number. */
async function tableData(table: Locator): Promise<[string, number][]> {
  return table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => [row.getAttribute('data-key') ?? '', Number((row.querySelector('td')?.textContent ?? '').replace(/,/g, ''))] as [string, number]));
}

async function statistics(page: Page, year?: number): Promise<StatAnswer> {
  const response = await page.request.post('/gglib/selectlibrarystatistics', { data: year === undefined ? { manage_code: '141674' } : { manage_code: '141674', year } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as StatAnswer;
}

const PAGES = [
  { menu: '도서관 정책연구', path: '/policy-research/info', h1: '도서관 정책연구' },
  { menu: '정책 세미나·포럼', path: '/policy-research/events', h1: '정책 세미나·포럼' },
  { menu: '도서관 통계', path: '/policy-research/lib-statistics', h1: '도서관 통계' },
] as const;

test.describe('도서관 정책연구', () => {
  for (const item of PAGES) {
    test(`the menu's ${item.menu} lands on its page with its time, and axe finds nothing`, async ({ page }) => {
      await followMenu(page, item.menu);
      await expect(page).toHaveURL(new RegExp(`${item.path}$`));
      await expect(page.getByRole('heading', { level: 1, name: item.h1 })).toBeVisible();
      await expect(page.getByText(/마지막 업데이트 \d{4}\. \d{2}\. \d{2}\. 오[전후] \d{2}:\d{2}/)).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${item.h1}`));
      // The related pages are real pages.
      const related = page.getByRole('navigation', { name: '함께 보기' });
      await expect(related.getByRole('link')).toHaveCount(3);
      await expectNoAxeViolations(page);
    });
  }

  test('the research centre: what it does, reports by year with abstracts, a summary to read and to save', async ({ page }) => {
    await page.goto('/policy-research/info');
    await expect(page.getByRole('heading', { level: 2, name: '연구센터가 하는 일' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: /^2026년 발간/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: /^2025년 발간/ })).toBeVisible();
    const report = page.getByRole('article', { name: '생성형 AI 시대 공공도서관 서비스 모델 연구' });
    await expect(report.getByText('정책연구', { exact: true })).toBeVisible();
    await expect(report.getByText('2026-07-15')).toBeVisible();
    await expect(report.getByText(/국내외 사례 24곳/).first()).toBeVisible();
    // The summary opens in the page, by keyboard.
    const summary = report.getByText('AI 리터러시: 답변을 검증하는 법', { exact: false });
    await expect(summary).toBeHidden();
    await report.getByRole('group').locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(summary).toBeVisible();
    // And saves as a text file: no file link that could be dead.
    const [download] = await Promise.all([page.waitForEvent('download'), report.getByRole('button', { name: /^요약문 내려받기 \(TXT\)/ }).click()]);
    expect(download.suggestedFilename()).toBe('2026_생성형 AI 시대 공공도서관 서비스 모델 연구_요약문.txt');
    const path = await download.path();
    const { readFile } = await import('node:fs/promises');
    const text = (await readFile(path, 'utf8')).replace(/^\uFEFF/, '');
    expect(text.split('\r\n').slice(0, 3)).toEqual(['경기도서관 도서관정책연구센터', '', '생성형 AI 시대 공공도서관 서비스 모델 연구']);
    expect(text).toContain('- AI 리터러시: 답변을 검증하는 법');
    await expect(page.getByRole('status').filter({ hasText: '요약문을 내려받았습니다.' })).toHaveCount(1);
  });

  test('seminars: coming ones with the state and how to take part in words, past ones with their results', async ({ page }) => {
    await page.goto('/policy-research/events');
    const upcoming = page.getByRole('region', { name: /^다가오는 행사/ });
    const past = page.getByRole('region', { name: /^지난 행사/ });
    const seminar = upcoming.getByRole('article', { name: '생성형 AI와 공공도서관 서비스 세미나' });
    await expect(seminar.getByText(/^예정 D-\d+$/)).toBeVisible();
    await expect(seminar.getByText('신청 중', { exact: true })).toBeVisible();
    await expect(seminar.getByText(/^사전 신청 중입니다\. \d{4}-\d{2}-\d{2} \(.\)까지 전화\(031-8008-7400\)로 신청해 주세요\.$/)).toBeVisible();
    await expect(seminar.getByRole('link', { name: '031-8008-7400 전화 걸기' })).toHaveAttribute('href', 'tel:03180087400');
    await expect(upcoming.getByRole('article', { name: '2027 경기도 도서관 정책 포럼' }).getByText('초청 공문을 받은 기관의 담당자만 참석하실 수 있습니다.')).toBeVisible();
    await expect(upcoming.getByRole('article', { name: /^정책연구 콜로키움/ }).getByText('자유 참석', { exact: true })).toBeVisible();
    const forum = past.getByRole('article', { name: '개관 1년 포럼: 지역 대표도서관의 역할을 묻다' });
    await expect(forum.getByText('종료', { exact: true })).toBeVisible();
    await expect(forum.getByRole('heading', { level: 4, name: '행사 결과' })).toBeVisible();
    await expect(forum.getByText(/172명이 참석했습니다/)).toBeVisible();
  });

  test('statistics: every chart draws what its table says, the totals add up, and another year is one link away', async ({ page }) => {
    const answer = await statistics(page);
    await page.goto('/policy-research/lib-statistics');
    await expect(page.getByRole('heading', { level: 1, name: '도서관 통계' })).toBeVisible();
    const latest = answer.YEAR;
    await expect(page.getByRole('navigation', { name: '통계 연도' }).getByRole('link', { name: `${latest}년` })).toHaveAttribute('aria-current', 'page');

    const months = answer.MONTHS.map((m) => m.MONTH);
    const expected: Record<string, [string, number][]> = {
      visitors: answer.MONTHS.map((m) => [m.MONTH, m.VISITORS]),
      loans: answer.MONTHS.map((m) => [m.MONTH, m.LOANS]),
      'new-members': answer.MONTHS.map((m) => [m.MONTH, m.NEW_MEMBERS]),
      kdc: answer.LOANS_BY_KDC.map((row) => [row.CLASS, row.COUNT]),
      ages: answer.NEW_MEMBERS_BY_AGE.map((row) => [row.GROUP, row.COUNT]),
    };
    for (const [name, rows] of Object.entries(expected)) {
      const figure = page.getByTestId(`chart-${name}`);
      const table = page.getByTestId(`table-${name}`);
      expect(await chartData(figure)).toEqual(rows);
      expect(await tableData(table)).toEqual(rows);
      // The chart is one image with a name and a description in words; the table has a caption and headers.
      const image = figure.getByRole('img');
      await expect(image).toHaveAccessibleName(/^\d{4}년 /);
      await expect(image).toHaveAccessibleDescription(/가장 많은 항목 .+, 가장 적은 항목 .+, 합계 [\d,]+(명|권)\. 모든 수치는 옆의 표에 있습니다\.$/);
      const caption = await table.locator('caption').textContent();
      expect(caption).toBe(await image.getAttribute('aria-labelledby').then((id) => page.locator(`[id="${id}"]`).textContent()));
      await expect(table.getByRole('columnheader')).not.toHaveCount(0);
      await expect(table.locator('tfoot td').first()).toHaveText(digits(rows.reduce((a, [, v]) => a + v, 0)));
    }
    expect(months.length).toBeGreaterThan(0);
    await expect(page.getByTestId('total-visitors')).toContainText(`${digits(answer.MONTHS.reduce((a, m) => a + m.VISITORS, 0))}명`);
    await expect(page.getByTestId('total-members')).toContainText(`${digits(answer.MEMBERS_TOTAL)}명`);
    // Loans by KDC class add up to the months' loans.
    expect(answer.LOANS_BY_KDC.reduce((a, r) => a + r.COUNT, 0)).toBe(answer.MONTHS.reduce((a, m) => a + m.LOANS, 0));
    await expect(page.getByTestId('table-kdc').getByRole('rowheader', { name: '800 문학' })).toBeVisible();
    await expectNoAxeViolations(page);

    // The year the library opened: its months from the opening, said in words.
    await page.getByRole('navigation', { name: '통계 연도' }).getByRole('link', { name: '2025년' }).click();
    await expect(page).toHaveURL(/\/policy-research\/lib-statistics\?year=2025$/);
    await expect(page.getByText('2025년은 10월 개관 이후의 집계입니다.')).toBeVisible();
    const opening = await statistics(page, 2025);
    await expect.poll(() => tableData(page.getByTestId('table-visitors'))).toEqual(opening.MONTHS.map((m) => [m.MONTH, m.VISITORS]));
    expect(await chartData(page.getByTestId('chart-visitors'))).toEqual(opening.MONTHS.map((m) => [m.MONTH, m.VISITORS]));
    await expect(page.getByRole('heading', { level: 3, name: '2025년 월별 방문자 수' })).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  for (const item of PAGES) {
    test(`${item.h1} fits the screen without sideways scrolling, and axe finds nothing`, async ({ page }) => {
      await page.goto(item.path);
      await expect(page.getByRole('heading', { level: 1, name: item.h1 })).toBeVisible();
      await expect(page.getByText(/마지막 업데이트/)).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      if (item.path.endsWith('lib-statistics')) {
        // Each chart is drawn at the screen's width, its table under it.
        for (const name of ['visitors', 'loans', 'kdc', 'new-members', 'ages']) {
          const image = page.getByTestId(`chart-${name}`).getByRole('img');
          const box = await image.boundingBox();
          expect(box?.width ?? 0).toBeGreaterThan(250);
          expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
          await expect(page.getByTestId(`table-${name}`)).toBeVisible();
        }
      }
      await expectNoAxeViolations(page);
    });
  }
});

test('after one visit the statistics, reports and seminars read offline, with their time', { tag: '@sw' }, async ({ page, context }) => {
  await page.goto('/main');
  await waitForServiceWorkerControl(page);
  for (const item of PAGES) {
    await page.goto(item.path);
    await expect(page.getByText(/마지막 업데이트/)).toBeVisible();
  }
  const answer = await statistics(page);
  await context.setOffline(true);
  await page.goto('/policy-research/lib-statistics');
  await expect(page.getByText('오프라인 상태입니다. 이 기기에 저장된 내용을 보여드립니다.')).toBeVisible();
  await expect(page.getByText(/마지막 업데이트 \d{4}\. \d{2}\. \d{2}\. 오[전후] \d{2}:\d{2}/)).toBeVisible();
  expect(await tableData(page.getByTestId('table-loans'))).toEqual(answer.MONTHS.map((m) => [m.MONTH, m.LOANS]));
  expect(await chartData(page.getByTestId('chart-loans'))).toEqual(answer.MONTHS.map((m) => [m.MONTH, m.LOANS]));
  await page.goto('/policy-research/info');
  await expect(page.getByRole('article', { name: '2026 경기도 공공도서관 이용 실태 조사' })).toBeVisible();
  await page.goto('/policy-research/events');
  await expect(page.getByRole('article', { name: '생성형 AI와 공공도서관 서비스 세미나' })).toBeVisible();
  // A year never opened on this device: said in words, not an empty page.
  await page.goto('/policy-research/lib-statistics?year=2025');
  await expect(page.getByText('오프라인 상태이고 이 기기에 저장된 내용이 없습니다. 네트워크에 연결한 뒤 다시 열어 주세요.')).toBeVisible();
  await context.setOffline(false);
});
