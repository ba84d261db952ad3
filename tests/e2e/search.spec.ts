import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { layoutShiftTotal, watchLayoutShifts } from './layout-shift';

test.describe('catalogue search', () => {
  test('from the home search box: Korean partial terms, results with availability in words, facets, sort', async ({ page }) => {
    await page.goto('/main');
    await page.getByRole('searchbox', { name: '소장자료 검색어' }).fill('해리');
    await page.getByRole('search').getByRole('button', { name: '검색' }).click();
    await expect(page).toHaveURL(/\/search\/search-list\?query=%ED%95%B4%EB%A6%AC$/);
    await expect(page.getByRole('heading', { level: 1, name: '통합검색' })).toBeVisible();
    await expect(page.getByText(/^‘해리’ 검색 결과 \d+건$/)).toBeVisible();
    // The end of the search is said to a screen reader (the field keeps the focus).
    await expect(page.getByRole('status').filter({ hasText: /^검색을 마쳤습니다\. ‘해리’ 검색 결과 \d+건$/ })).toBeAttached();
    const result = page.getByRole('link', { name: '해리 포터와 마법사의 돌' });
    await expect(result).toHaveAttribute('href', /\/search\/search-detail\/0\?bookType=book&bookKey=/);
    await expect(page.getByText(/대출가능\(비치중\)|대출불가\(대출중\)/).first()).toBeVisible();

    // Without spaces it still matches. (The first search's results hold the same book: wait for
    // this search's own count, or the clearing below could race its arrival.)
    await page.getByRole('searchbox', { name: '검색어' }).fill('해리포터와마법사');
    await page.getByRole('main').getByRole('search').getByRole('button', { name: '검색' }).click();
    await expect(page.getByText(/^‘해리포터와마법사’ 검색 결과 \d+건$/)).toBeVisible();
    await expect(page.getByRole('link', { name: '해리 포터와 마법사의 돌' })).toBeVisible();

    // The query is remembered on this device.
    await expect(page.getByRole('navigation', { name: '최근 검색어' }).getByRole('link', { name: '해리', exact: true })).toBeVisible();

    // Cleared from the keyboard: the row goes and the focus goes on to the search field.
    await page.getByRole('button', { name: '최근 검색어 지우기' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('navigation', { name: '최근 검색어' })).toHaveCount(0);
    await expect(page.getByRole('searchbox', { name: '검색어' })).toBeFocused();

    // An ISBN under 전체 finds its book (the page says 전체 covers ISBN).
    await page.getByRole('searchbox', { name: '검색어' }).fill('9788936434120');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('link', { name: '소년이 온다' })).toBeVisible();
  });

  test('the recent searches row is there with the results: nothing moves once they are painted', async ({ page }) => {
    await page.goto('/search/search-list?query=%ED%95%B4%EB%A6%AC');
    await expect(page.getByRole('link', { name: '해리 포터와 마법사의 돌' })).toBeVisible();
    // A new visit to another search: the row already holds the stored searches and this one.
    await watchLayoutShifts(page);
    await page.goto('/search/search-list?query=%EC%86%8C%EB%85%84');
    await expect(page.getByRole('link', { name: '소년이 온다' })).toBeVisible();
    const recent = page.getByRole('navigation', { name: '최근 검색어' }).getByRole('link');
    await expect(recent).toHaveText(['소년', '해리']);
    await page.waitForTimeout(1000);
    expect(await layoutShiftTotal(page)).toBeLessThan(0.01);
  });

  test('author search, KDC facet and the availability filter narrow the list', async ({ page }) => {
    await page.goto('/search/search-list?query=%ED%95%9C%EA%B0%95&field=author');
    await expect(page.getByRole('link', { name: '소년이 온다' })).toBeVisible();
    const literature = page.getByRole('checkbox', { name: /^문학 \(\d+\)$/ });
    // The filter is a link-like control: the list reloads with it, then shows it checked.
    await literature.click();
    await expect(page).toHaveURL(/kdc=8/);
    await expect(page.getByRole('checkbox', { name: /^문학/ })).toBeChecked();
    await page.getByRole('checkbox', { name: /대출가능만 보기/ }).click();
    await expect(page.getByRole('checkbox', { name: /대출가능만 보기/ })).toBeChecked();
    await expect(page).toHaveURL(/available=Y/);
    for (const text of await page.locator('.result .availability').allTextContents()) expect(text).toBe('대출가능(비치중)');
  });

  test('a search button pressed with nothing to search says so at the field', async ({ page }) => {
    await page.goto('/search/search-list');
    const field = page.getByRole('searchbox', { name: '검색어' });
    await page.getByRole('main').getByRole('search').getByRole('button', { name: '검색' }).press('Enter');
    await expect(page.getByRole('alert')).toHaveText('검색어를 입력해 주세요.');
    await expect(field).toBeFocused();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('검색어를 입력해 주세요.');
    await expect(page).toHaveURL(/\/search\/search-list$/);
    await field.fill('소년');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('no results and malformed queries are answered clearly', async ({ page }) => {
    await page.goto('/search/search-list?query=%EC%97%86%EB%8A%94%EC%B1%85zzqq');
    await expect(page.getByText('검색 결과가 없습니다. 띄어쓰기를 바꾸거나 다른 검색어로 찾아보세요.')).toBeVisible();
    await page.goto('/search/search-list?query=%25%25%25');
    await expect(page.getByRole('alert')).toHaveText('검색어에 글자나 숫자를 넣어 주세요.');
    await page.goto('/search/search-list');
    await expect(page.getByText('찾을 자료의 제목, 저자, 출판사나 ISBN을 입력해 주세요.')).toBeVisible();
  });
});

test.describe('a search with more matches than are counted', () => {
  /** searchcatalogue as it answers a wide search: about 11,000 matches, estimated; pages past the 1,000th result empty. */
  async function estimatedSearch(page: Page) {
    await page.route('**/gglib/searchcatalogue', async (route) => {
      const request = route.request().postDataJSON() as { page?: number; size?: number };
      const size = request.size ?? 20;
      const first = ((request.page ?? 1) - 1) * size;
      const list = first >= 1000 ? [] : Array.from({ length: size }, (_, i) => book(first + i + 1));
      await route.fulfill({
        json: {
          RESULT_INFO: 'SUCCESS',
          RESULT: 'SUCCESS',
          LIST: list,
          TOTAL_COUNT: 11_000,
          TOTAL_CAPPED_YN: 'Y',
          TOTAL_EXACT_YN: 'N',
          PAGE: request.page ?? 1,
          SIZE: size,
          FACETS: {
            KDC: [{ CODE: '8', COUNT: 3400 }, { CODE: '9', COUNT: 2100 }],
            YEAR: [{ DECADE: '2020', COUNT: 1800 }],
            AVAILABLE: { Y: 7400, N: 3600 },
            BRANCH: [{ CODE: 'MAIN', COUNT: 9800 }],
          },
        },
      });
    });
  }
  const book = (n: number) => ({
    BOOK_KEY: `GEN${String(n).padStart(7, '0')}`,
    TITLE: `책으로 보는 역사 이야기 ${n}`,
    AUTHOR: '김민준',
    PUBLISHER: '한빛출판',
    PUBLISH_YEAR: '2020',
    ISBN: '',
    KDC_CLASS: '813.7',
    CALL_NO: '813.7-김38ㅊ',
    SHELF_LOC_DESC: '[경기도서관] 3층 종합자료실(문학)',
    LOAN_CODE: 'OK',
    COVER_URL: '',
  });

  test('says ‘약’ for the count and the facets, and offers only the pages that exist', async ({ page }) => {
    await estimatedSearch(page);
    await page.goto('/search/search-list?query=%EC%B1%85');
    await expect(page.getByRole('status').filter({ hasText: '‘책’ 검색 결과 약 11,000건' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: '문학 (약 3,400)' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: '대출가능만 보기 (약 7,400)' })).toBeVisible();
    await expect(page.getByText('검색 결과가 많아 앞의 1,000건까지 페이지로 보여드립니다.', { exact: false })).toBeVisible();

    // The 1,000th result is on page 50: the last page offered, with no next page.
    await page.goto('/search/search-list?query=%EC%B1%85&page=50');
    const pages = page.getByRole('navigation', { name: '검색 결과 페이지' });
    await expect(pages.getByRole('link', { name: '50페이지' })).toHaveAttribute('aria-current', 'page');
    await expect(pages.getByRole('link', { name: '51페이지' })).toHaveCount(0);
    await expect(pages.getByRole('link', { name: '다음 페이지' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: '책으로 보는 역사 이야기 1000' })).toBeVisible();

    // A page chosen from the keyboard takes the focus to the new results' count, not below them.
    await pages.getByRole('link', { name: '이전 페이지' }).press('Enter');
    await expect(page).toHaveURL(/page=49/);
    await expect(page.getByRole('link', { name: '책으로 보는 역사 이야기 980' })).toBeVisible();
    await expect(page.getByText('‘책’ 검색 결과 약 11,000건', { exact: true })).toBeFocused();

    // An address past the results says so and leads back.
    await page.goto('/search/search-list?query=%EC%B1%85&page=60');
    await expect(page.getByText('이 페이지에는 검색 결과가 없습니다.')).toBeVisible();
    await page.getByRole('link', { name: '첫 페이지로 가기' }).click();
    await expect(page).toHaveURL(/\/search\/search-list\?query=%EC%B1%85$/);
    await expect(page.getByRole('link', { name: '책으로 보는 역사 이야기 1', exact: true })).toBeVisible();
  });
});

test.describe('book detail', () => {
  test('a result opens its record with availability in words, and an unknown key says so', async ({ page }) => {
    await page.goto('/search/search-list?query=%EC%86%8C%EB%85%84%EC%9D%B4');
    await page.getByRole('link', { name: '소년이 온다' }).click();
    await expect(page).toHaveURL(/\/search\/search-detail\/0\?bookType=book&bookKey=GGL0000001$/);
    await expect(page.getByRole('heading', { level: 1, name: '소년이 온다' })).toBeVisible();
    // The book's standing in words, then every copy's in the holdings table.
    await expect(page.getByRole('article').getByText(/^(대출가능\(비치중\)|대출불가\(대출중\))$/).first()).toBeVisible();
    await expect(page.getByRole('term').filter({ hasText: '청구기호' })).toBeVisible();
    const holdings = page.getByRole('table', { name: '소장 정보' });
    await expect(holdings.getByRole('columnheader', { name: '등록번호' })).toBeVisible();
    await expect(holdings.getByRole('rowheader', { name: '경기도서관 본관' }).first()).toBeVisible();
    await expect(holdings.getByRole('cell', { name: /^(대출가능\(비치중\)|대출중|예약도서 보관중|정리중)/ }).first()).toBeVisible();
    await page.getByRole('link', { name: '이 저자의 다른 책' }).click();
    await expect(page).toHaveURL(/field=author/);
    await expect(page.getByRole('link', { name: '채식주의자' })).toBeVisible();

    await page.goto('/search/search-detail/0?bookType=book&bookKey=NOPE0001');
    await expect(page.getByText('찾으시는 자료가 없습니다. 검색으로 다시 찾아보세요.')).toBeVisible();
  });

  test('a new book on the home page leads to its record', async ({ page }) => {
    await page.goto('/main');
    const card = page.locator('.book-card').first();
    await card.scrollIntoViewIfNeeded();
    const title = (await card.locator('.book-card__title').textContent()) ?? '';
    await card.click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });
});
