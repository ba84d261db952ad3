import { expect, test } from './fixtures';

test.describe('catalogue search', () => {
  test('from the home search box: Korean partial terms, results with availability in words, facets, sort', async ({ page }) => {
    await page.goto('/main');
    await page.getByRole('searchbox', { name: '소장자료 검색어' }).fill('해리');
    await page.getByRole('search').getByRole('button', { name: '검색' }).click();
    await expect(page).toHaveURL(/\/search\/search-list\?query=%ED%95%B4%EB%A6%AC$/);
    await expect(page.getByRole('heading', { level: 1, name: '통합검색' })).toBeVisible();
    await expect(page.getByText(/‘해리’ 검색 결과 \d+건/)).toBeVisible();
    const result = page.getByRole('link', { name: '해리 포터와 마법사의 돌' });
    await expect(result).toHaveAttribute('href', /\/search\/search-detail\/0\?bookType=book&bookKey=/);
    await expect(page.getByText(/대출가능\(비치중\)|대출불가\(대출중\)/).first()).toBeVisible();

    // Without spaces it still matches.
    await page.getByRole('searchbox', { name: '검색어' }).fill('해리포터와마법사');
    await page.getByRole('main').getByRole('search').getByRole('button', { name: '검색' }).click();
    await expect(page.getByRole('link', { name: '해리 포터와 마법사의 돌' })).toBeVisible();

    // The query is remembered on this device.
    await expect(page.getByRole('navigation', { name: '최근 검색어' }).getByRole('link', { name: '해리', exact: true })).toBeVisible();
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

  test('no results and malformed queries are answered clearly', async ({ page }) => {
    await page.goto('/search/search-list?query=%EC%97%86%EB%8A%94%EC%B1%85zzqq');
    await expect(page.getByText('검색 결과가 없습니다. 띄어쓰기를 바꾸거나 다른 검색어로 찾아보세요.')).toBeVisible();
    await page.goto('/search/search-list?query=%25%25%25');
    await expect(page.getByRole('alert')).toHaveText('검색어에 글자나 숫자를 넣어 주세요.');
    await page.goto('/search/search-list');
    await expect(page.getByText('찾을 자료의 제목, 저자, 출판사나 ISBN을 입력해 주세요.')).toBeVisible();
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
