import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/*
 * The discovery pages (issue 6 item 2). The server's answers are the source of truth: each test
 * asks the same call the page makes and checks the page shows it.
 */

const MANAGE_CODE = '141674';
const DETAIL_HREF = /\/search\/search-detail\/0\?bookType=book&bookKey=[A-Za-z0-9_-]+$/;

interface Book {
  BOOK_KEY: string;
  TITLE: string;
}

async function call<T>(request: APIRequestContext, path: string, body: Record<string, unknown>): Promise<T> {
  const response = await request.post(`/gglib/${path}`, { data: { manage_code: MANAGE_CODE, ...body } });
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** The results list (the catalogue's own markup, shared with the search page). */
function results(page: Page): Locator {
  return page.locator('.result-list').first();
}

/** The book's title is a link to its record (spec §2). */
async function expectBookLink(page: Page, book: Book): Promise<void> {
  const link = results(page).getByRole('link', { name: book.TITLE, exact: true }).first();
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', `/search/search-detail/0?bookType=book&bookKey=${book.BOOK_KEY}`);
}

function filter(page: Page, group: string): Locator {
  return page.getByRole('group', { name: group });
}

test.describe('discovery lists', () => {
  test('신착도서: period and class filters change the URL and the list; a book opens its record', async ({ page, request }) => {
    const days30 = await call<{ LIST: Book[]; TOTAL_COUNT: number }>(request, 'selectnewbooks', { basis: 'acquired', days: 30 });
    const days180 = await call<{ LIST: Book[]; TOTAL_COUNT: number }>(request, 'selectnewbooks', { basis: 'acquired', days: 180 });
    const literature = await call<{ LIST: Book[]; TOTAL_COUNT: number }>(request, 'selectnewbooks', { basis: 'acquired', days: 180, kdc: '8' });
    expect(days180.LIST.length).toBeGreaterThan(0);

    await page.goto('/search/new/new-list');
    await expect(page.getByRole('heading', { level: 1, name: '신착도서' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '자료 둘러보기' }).getByRole('link', { name: '신착도서' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('status').filter({ hasText: `신착도서 ${days30.TOTAL_COUNT.toLocaleString('ko-KR')}권` })).toBeVisible();
    await expect(filter(page, '들어온 기간').getByRole('link', { name: '최근 30일' })).toHaveAttribute('aria-current', 'true');
    if (days30.LIST[0]) await expectBookLink(page, days30.LIST[0]);
    else await expect(page.getByText('이 기간에 새로 들어온 책이 없습니다.', { exact: false })).toBeVisible();

    await filter(page, '들어온 기간').getByRole('link', { name: '최근 180일' }).click();
    await expect(page).toHaveURL(/\/search\/new\/new-list\?days=180$/);
    await expect(filter(page, '들어온 기간').getByRole('link', { name: /최근 180일/ })).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('status').filter({ hasText: `신착도서 ${days180.TOTAL_COUNT.toLocaleString('ko-KR')}권` })).toBeVisible();
    await expectBookLink(page, days180.LIST[0] as Book);

    await filter(page, '주제 분류').getByRole('link', { name: '문학', exact: true }).click();
    await expect(page).toHaveURL(/days=180&kdc=8$/);
    await expect(page.getByRole('status').filter({ hasText: `신착도서 ${literature.TOTAL_COUNT.toLocaleString('ko-KR')}권` })).toBeVisible();
    const first = literature.LIST[0];
    if (first) {
      await expectBookLink(page, first);
      await results(page).getByRole('link', { name: first.TITLE, exact: true }).first().click();
      await expect(page).toHaveURL(DETAIL_HREF);
      await expect(page.getByRole('heading', { level: 1, name: first.TITLE })).toBeVisible();
    }
  });

  test('신간도서 lists the newest publications with links to their records', async ({ page, request }) => {
    const answer = await call<{ LIST: Book[]; TOTAL_COUNT: number }>(request, 'selectnewbooks', { basis: 'published' });
    await page.goto('/newbook/newbook-list');
    await expect(page.getByRole('heading', { level: 1, name: '신간도서' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: `신간도서 ${answer.TOTAL_COUNT.toLocaleString('ko-KR')}권` })).toBeVisible();
    expect(answer.LIST.length).toBeGreaterThan(0);
    await expectBookLink(page, answer.LIST[0] as Book);
    await expect(page).toHaveTitle('신간도서 | 경기도서관');
  });

  test('인기도서: ranks, loans in words, the counted period; the period filter', async ({ page, request }) => {
    type Popular = { FROM: string; TO: string; LIST: Array<Book & { RANK: number; LOAN_COUNT: number }> };
    const threeMonths = await call<Popular>(request, 'selectpopularbooks', { period: '3m', size: 50 });
    const year = await call<Popular>(request, 'selectpopularbooks', { period: '1y', size: 50 });
    expect(threeMonths.LIST.length).toBeGreaterThan(0);

    await page.goto('/search/popular/popular-list');
    await expect(page.getByRole('heading', { level: 1, name: '인기도서' })).toBeVisible();
    await expect(page.getByText(`집계 기간 ${threeMonths.FROM} ~ ${threeMonths.TO}`)).toBeVisible();
    const top = threeMonths.LIST[0] as Popular['LIST'][number];
    const firstItem = results(page).locator('.result').first();
    await expect(firstItem.getByText(`${top.RANK}위`, { exact: true })).toBeVisible();
    await expect(firstItem.getByText(`대출 ${top.LOAN_COUNT.toLocaleString('ko-KR')}회`)).toBeVisible();
    await expectBookLink(page, top);

    await filter(page, '집계 기간').getByRole('link', { name: '최근 1년' }).click();
    await expect(page).toHaveURL(/period=1y$/);
    await expect(page.getByText(`집계 기간 ${year.FROM} ~ ${year.TO}`)).toBeVisible();
    if (year.LIST[0]) await expectBookLink(page, year.LIST[0]);
  });

  test('베스트셀러: the monthly lists with their top three, then one whole list', async ({ page, request }) => {
    type Summary = { LIST_ID: string; TITLE: string; TOP: Book[]; BOOK_COUNT: number };
    const lists = await call<{ LIST: Summary[] }>(request, 'selectbestsellerlist', {});
    const newest = lists.LIST[0] as Summary;
    expect(newest.TOP.length).toBe(3);

    await page.goto('/search/bestseller/bestseller-list');
    await expect(page.getByRole('heading', { level: 1, name: '베스트셀러' })).toBeVisible();
    for (const list of lists.LIST) await expect(page.getByRole('heading', { level: 2, name: list.TITLE })).toBeVisible();
    const section = page.getByRole('region', { name: newest.TITLE });
    for (const book of newest.TOP) await expect(section.getByRole('link', { name: book.TITLE, exact: true })).toHaveAttribute('href', DETAIL_HREF);
    await section.getByRole('link', { name: /^전체 보기/ }).click();

    await expect(page).toHaveURL(new RegExp(`/search/bestseller/bestseller-detail\\?id=${newest.LIST_ID}$`));
    await expect(page.getByRole('heading', { level: 1, name: newest.TITLE })).toBeVisible();
    await expect(results(page).locator('.result')).toHaveCount(newest.BOOK_COUNT);
    await expect(results(page).locator('.result').first().getByText('1위', { exact: true })).toBeVisible();
    await expectBookLink(page, newest.TOP[0] as Book);

    await page.goto('/search/bestseller/bestseller-detail?id=1999-01');
    await expect(page.getByText('찾으시는 베스트셀러 목록이 없습니다.', { exact: false })).toBeVisible();
  });

  test('북큐레이션: cards by source, our curation and a 31link curation with their books and notes', async ({ page }) => {
    await page.goto('/curation/curation-list');
    await expect(page.getByRole('heading', { level: 1, name: '북큐레이션' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: '겨울밤에 읽는 한국 소설' })).toBeVisible();
    // Drafts are not listed.
    await expect(page.getByText('새해를 여는 습관의 책')).toHaveCount(0);

    await filter(page, '만든 곳').getByRole('link', { name: '31개 시군 도서관' }).click();
    await expect(page).toHaveURL(/\/curation\/curation-list\?source=31link$/);
    await expect(page.getByRole('heading', { level: 3, name: '겨울밤에 읽는 한국 소설' })).toHaveCount(0);
    await page.getByRole('link', { name: '십대에게 건네는 성장 소설' }).click();
    await expect(page).toHaveURL(/\/curation\/31link-detail\?token=suwon-coming-of-age$/);
    await expect(page.getByRole('heading', { level: 1, name: '십대에게 건네는 성장 소설' })).toBeVisible();
    await expect(page.getByText('수원시 공공도서관이 공유한 큐레이션입니다.', { exact: false })).toBeVisible();
    await expect(results(page).getByRole('link', { name: '아몬드', exact: true })).toHaveAttribute('href', DETAIL_HREF);

    await page.getByRole('link', { name: '큐레이션 목록으로' }).click();
    await filter(page, '만든 곳').getByRole('link', { name: '경기도서관' }).click();
    await expect(page).toHaveURL(/source=library$/);
    await page.getByRole('link', { name: '겨울밤에 읽는 한국 소설' }).click();
    await expect(page).toHaveURL(/\/curation\/winter-night-korean-novels$/);
    await expect(page.getByRole('heading', { level: 1, name: '겨울밤에 읽는 한국 소설' })).toBeVisible();
    // The body is paragraphs of text.
    await expect(page.locator('.curation__body p')).toHaveCount(3);
    const item = results(page).locator('.result').filter({ hasText: '밝은 밤' });
    await expect(item.getByText('증조모에서 나에게로 이어지는', { exact: false })).toBeVisible();
    await item.getByRole('link', { name: '밝은 밤', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: '밝은 밤' })).toBeVisible();

    await page.goto('/curation/no-such-curation');
    await expect(page.getByText('찾으시는 큐레이션이 없습니다.', { exact: false })).toBeVisible();
  });

  test('KDC 주제별 검색: class → division → section, each listing the books of that class', async ({ page, request }) => {
    type Search = { LIST: Book[]; TOTAL_COUNT: number };
    const korean = await call<Search>(request, 'searchcatalogue', { query: '', kdc: '81', sort: 'newest', size: 20 });
    const poetry = await call<Search>(request, 'searchcatalogue', { query: '', kdc: '811', sort: 'newest', size: 20 });
    const literature = await call<Search>(request, 'searchcatalogue', { query: '', kdc: '8', sort: 'newest', size: 20 });
    expect(korean.TOTAL_COUNT).toBeGreaterThan(0);
    expect(korean.TOTAL_COUNT).toBeLessThanOrEqual(literature.TOTAL_COUNT);

    await page.goto('/search/decimal/class-list');
    await expect(page.getByRole('heading', { level: 1, name: 'KDC 주제별 검색' })).toBeVisible();
    await expect(page.locator('.class-overview__class')).toHaveCount(10);
    await page.getByRole('heading', { level: 3, name: '800 문학' }).getByRole('link').click();
    await expect(page).toHaveURL(/\/search\/decimal\/class-list\?kdc=8$/);
    await expect(page.getByRole('heading', { level: 2, name: '문학의 세부 주제(강목)' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: `800 문학 자료 ${literature.TOTAL_COUNT.toLocaleString('ko-KR')}건` })).toBeVisible();

    await page.locator('.class-children').getByRole('link', { name: '810 한국문학' }).click();
    await expect(page).toHaveURL(/kdc=8&division=1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'KDC 주제별 검색: 810 한국문학' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '분류 위치' }).getByRole('link', { name: '810 한국문학' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('status').filter({ hasText: `810 한국문학 자료 ${korean.TOTAL_COUNT.toLocaleString('ko-KR')}건` })).toBeVisible();
    await expectBookLink(page, korean.LIST[0] as Book);

    await page.locator('.class-children').getByRole('link', { name: '811 시' }).click();
    await expect(page).toHaveURL(/kdc=8&division=1&section=1$/);
    for (const book of poetry.LIST) await expectBookLink(page, book);
    await expect(results(page).locator('.result')).toHaveCount(poetry.LIST.length);

    // Up the trail again.
    await page.getByRole('navigation', { name: '분류 위치' }).getByRole('link', { name: '전체 주제' }).click();
    await expect(page).toHaveURL(/\/search\/decimal\/class-list$/);
  });

  test('추천 도서: title and description from the server, the five lists as links with aria-current', async ({ page, request }) => {
    type Recommend = { TITLE: string; DESCRIPTION: string; LIST: Array<Book & { NOTE: string }> };
    const climate = await call<Recommend>(request, 'selectrecommendlist', { kind: 'climate' });
    const others = await call<Recommend>(request, 'selectrecommendlist', { kind: 'others' });

    await page.goto('/search/recommend/climate-list');
    await expect(page.getByRole('heading', { level: 1, name: climate.TITLE })).toBeVisible();
    await expect(page.getByText(climate.DESCRIPTION)).toBeVisible();
    const tabs = page.getByRole('navigation', { name: '추천 도서 목록' });
    await expect(tabs.getByRole('link')).toHaveCount(5);
    await expect(tabs.getByRole('link', { name: '기후위기·환경' })).toHaveAttribute('aria-current', 'page');
    const first = climate.LIST[0] as Recommend['LIST'][number];
    await expectBookLink(page, first);
    await expect(results(page).locator('.result').first().getByText(first.NOTE)).toBeVisible();

    await tabs.getByRole('link', { name: '기관 추천' }).click();
    await expect(page).toHaveURL(/\/search\/recommend\/others-list$/);
    await expect(page.getByRole('heading', { level: 1, name: others.TITLE })).toBeVisible();
    await expect(tabs.getByRole('link', { name: '기관 추천' })).toHaveAttribute('aria-current', 'page');
    await expect(tabs.getByRole('link', { name: '기후위기·환경' })).not.toHaveAttribute('aria-current', /.*/);
    if (others.LIST[0]) await expectBookLink(page, others.LIST[0]);
    else await expect(page.getByText('이 목록에 아직 추천 도서가 없습니다.')).toBeVisible();

    await page.goto('/search/recommend/unknown-list');
    await expect(page.getByText('Page Not Found: /search/recommend/unknown-list')).toBeVisible();
  });

  test('MARC window: leader and fields as table rows, 245 with the title; close window closes it', { tag: '@sw' }, async ({ page, context }) => {
    await page.goto('/search/search-detail/0?bookType=book&bookKey=GGL0000001');
    await expect(page.getByRole('heading', { level: 1, name: '소년이 온다' })).toBeVisible();
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page.evaluate(() => {
        window.open('/window/search/marc?bookKey=GGL0000001', 'gglib-marc', 'popup,width=760,height=820');
      }),
    ]);
    await expect(popup.getByRole('heading', { level: 1, name: '소년이 온다 MARC 정보' })).toBeVisible();
    const table = popup.getByRole('table', { name: 'MARC 필드' });
    await expect(table.getByRole('row').nth(1).getByRole('rowheader')).toHaveText('리더');
    const titleRow = table.getByRole('row').filter({ has: popup.getByRole('rowheader', { name: '245', exact: true }) });
    await expect(titleRow).toContainText('소년이 온다');
    await expect(titleRow).toContainText('▼a');
    await expect(popup.getByRole('button', { name: '인쇄' })).toBeVisible();
    const closed = popup.waitForEvent('close');
    // The click closes its own window: Playwright may see the page gone before the click returns.
    await popup
      .getByRole('button', { name: '창 닫기' })
      .click()
      .catch((error: unknown) => {
        if (!String(error).includes('has been closed')) throw error;
      });
    await closed;
    expect(popup.isClosed()).toBe(true);

    // Also a normal page: there 'close window' cannot close the tab and goes back instead.
    await page.goto('/window/search/marc?bookKey=GGL0000001');
    await expect(page.getByRole('rowheader', { name: '245', exact: true })).toBeVisible();
    await page.getByRole('button', { name: '창 닫기' }).click();
    await expect(page).toHaveURL(/\/search\/search-detail\/0\?bookType=book&bookKey=GGL0000001$/);
    await page.goto('/window/search/marc');
    await expect(page.getByText('어떤 자료의 MARC 정보를 볼지 알 수 없습니다.', { exact: false })).toBeVisible();
  });
});

test.describe('discovery offline and accessibility', () => {
  test('a list seen online reads offline from IndexedDB with its last-updated time', { tag: '@sw' }, async ({ page, context, request, waitForServiceWorkerControl }) => {
    type Popular = { LIST: Book[] };
    const popular = await call<Popular>(request, 'selectpopularbooks', { period: '3m', size: 50 });
    await page.goto('/search/popular/popular-list');
    await waitForServiceWorkerControl(page);
    await expectBookLink(page, popular.LIST[0] as Book);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText('오프라인 상태입니다. 저장된 정보를 보여드립니다.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: '인기도서' })).toBeVisible();
    await expectBookLink(page, popular.LIST[0] as Book);
    await expect(page.getByText(/^마지막 업데이트 \d{4}\. \d{2}\. \d{2}\. 오[전후] \d{2}:\d{2}$/)).toBeVisible();
    await expect(page.getByText('최신 목록을 불러오지 못해 저장된 목록을 보여드립니다.', { exact: false })).toBeVisible();

    // A list never seen says so in words.
    await page.goto('/search/popular/popular-list?period=1m&kdc=0');
    await expect(page.getByText('오프라인 상태라 목록을 불러올 수 없습니다.', { exact: false })).toBeVisible();
    await context.setOffline(false);
  });

  for (const path of [
    '/search/new/new-list?days=180',
    '/search/bestseller/bestseller-list',
    '/curation/winter-night-korean-novels',
    '/search/decimal/class-list?kdc=8&division=1',
    '/search/recommend/local-list',
    '/window/search/marc?bookKey=GGL0000001',
  ]) {
    test(`axe finds no WCAG 2.2 AA violation on ${path}`, async ({ page, makeAxe }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.locator('.discovery__updated').first()).toBeVisible();
      const results = await makeAxe(page).analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});
