import type { Page } from '@playwright/test';
import type { LibraryInfo } from '../../contract/library-info';
import { expect, test } from './fixtures';

/*
 * Issue 17 part 2: /gg-directions with the address from the library's one record, public transport,
 * parking and the floor maps (a tab per floor, by keyboard, each floor's rooms in words beside its
 * map); a book's page showing its room on the floor map, online and offline; a shelf the map does
 * not know said in words; on a phone without sideways scrolling; axe on each.
 */

/** 소년이 온다 (813.7): 3층 종합자료실(문학). */
const NOVEL = '/search/search-detail/0?bookType=book&bookKey=GGL0000001';
/** 구름빵 (813.8): the children's room, 그림책·동화 서가. */
const PICTURE_BOOK = '/search/search-detail/0?bookType=book&bookKey=GGL0000054';

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('directions and floor maps', () => {
  test('the directions page: the address from the record, transport, parking and the floor maps', async ({ page, request, makeAxe }) => {
    const response = await request.post('/gglib/selectlibraryinfo', { data: { manage_code: '141674' } });
    const { LIBRARY: info } = (await response.json()) as { LIBRARY: LibraryInfo };

    await page.goto('/gg-directions');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: '찾아오시는 길' })).toBeVisible();
    await expect(main.getByText(`(${info.POSTAL_CODE}) ${info.ADDRESS} ${info.NAME}`)).toBeVisible();

    await expect(main.getByRole('heading', { level: 2, name: '대중교통' })).toBeVisible();
    await expect(main.getByText(/신분당선 광교중앙역 3번 출구/)).toBeVisible();
    const buses = main.getByRole('table', { name: '도서관 앞 정류장에 서는 버스' });
    await expect(buses.getByRole('row', { name: /광역버스 3007/ })).toBeVisible();

    await expect(main.getByRole('heading', { level: 2, name: '주차' })).toBeVisible();
    await expect(main.getByText('180면')).toBeVisible();
    await expect(main.getByText('8면 (승강기 바로 앞)')).toBeVisible();
    await expect(main.getByText(/급속 2기, 완속 10기/).first()).toBeVisible();
    await expect(main.getByText(/2시간 무료/)).toBeVisible();

    await expect(main.getByRole('heading', { level: 2, name: '층별 안내도' })).toBeVisible();
    const tabs = main.getByRole('tablist', { name: '층 선택' }).getByRole('tab');
    await expect(tabs).toHaveText(['5층', '4층', '3층', '2층', '1층', '지하 1층', '지하 2층'].map((name) => new RegExp(name)));
    await expect(main.getByRole('tab', { name: '1층', exact: true, selected: true })).toBeVisible();
    const panel = main.getByRole('tabpanel');
    const map = panel.getByRole('group', { name: /^1층 안내도/ });
    await expect(map.getByRole('img', { name: /^어린이자료실/ })).toBeVisible();
    await expect(map.getByRole('img', { name: '엘리베이터(승강기)' })).toHaveCount(2);
    await expect(map.getByRole('img', { name: '장애인 화장실' })).toHaveCount(1);
    await expect(map.getByRole('img', { name: '정문 출입구' })).toBeVisible();
    // The names are written on the map, not only given to screen readers.
    await expect(map.locator('text', { hasText: '어린이자료실' })).toBeVisible();
    await expect(map.locator('text', { hasText: '승강기' }).first()).toBeVisible();
    // The rooms as text beside the map, and the legend in words.
    await expect(panel.getByRole('heading', { name: '1층 공간' })).toBeVisible();
    await expect(panel.getByRole('listitem').filter({ hasText: '로비·안내데스크' })).toContainText('휠체어·유아차 대여');
    await expect(panel.getByRole('listitem').filter({ hasText: '정문 출입구' })).toBeVisible();
    await expect(main.getByRole('heading', { name: '안내도 보는 법' })).toBeVisible();
    await expect(main.getByRole('listitem').filter({ hasText: /^직원 전용$/ })).toBeVisible();

    expect((await makeAxe(page).analyze()).violations).toEqual([]);

    // The floor guide links here, and here to it.
    await main.getByRole('link', { name: '층별 안내 글 보기' }).click();
    await expect(page).toHaveURL(/\/contents\/floor-guide$/);
    await expect(main.getByRole('heading', { level: 1, name: '층별 안내' })).toBeVisible();
    await main.getByRole('link', { name: '층별 안내도', exact: true }).click();
    await expect(page).toHaveURL(/\/gg-directions#floor-maps$/);
    await expect(main.getByRole('tablist', { name: '층 선택' })).toBeVisible();
  });

  test('the floors change by keyboard: arrows, Home and End, the focus on the chosen tab', async ({ page, makeAxe }) => {
    await page.goto('/gg-directions');
    const main = page.getByRole('main');
    const first = main.getByRole('tab', { name: '1층', exact: true, selected: true });
    await first.focus();

    await page.keyboard.press('ArrowRight');
    const b1 = main.getByRole('tab', { name: '지하 1층', exact: true });
    await expect(b1).toBeFocused();
    await expect(b1).toHaveAttribute('aria-selected', 'true');
    const panel = main.getByRole('tabpanel', { name: '지하 1층', exact: true });
    await expect(panel.getByRole('group', { name: /^지하 1층 안내도/ }).getByRole('img', { name: /^다목적강당/ })).toBeVisible();
    await expect(panel.getByRole('listitem').filter({ hasText: '수유실' })).toBeVisible();

    await page.keyboard.press('End');
    await expect(main.getByRole('tab', { name: '지하 2층' })).toBeFocused();
    const parking = main.getByRole('tabpanel', { name: '지하 2층' });
    await expect(parking.getByRole('img', { name: /^장애인 전용 주차구역/ })).toBeVisible();
    await expect(parking.getByRole('img', { name: '차량 출입구' })).toBeVisible();

    await page.keyboard.press('ArrowRight');
    await expect(main.getByRole('tab', { name: '5층' })).toBeFocused();
    await expect(main.getByRole('tabpanel', { name: '5층' }).getByRole('img', { name: /^하늘정원\./ })).toBeVisible();

    await page.keyboard.press('ArrowLeft');
    await expect(main.getByRole('tab', { name: '지하 2층' })).toBeFocused();
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    const third = main.getByRole('tab', { name: '3층' });
    await expect(third).toBeFocused();
    await expect(third).toHaveAttribute('aria-selected', 'true');
    await expect(main.getByRole('tab', { selected: true })).toHaveCount(1);
    // One tab stop for the whole list: Tab leaves it for the panel's content.
    await expect(main.getByRole('tab', { name: '1층', exact: true })).toHaveAttribute('tabindex', '-1');

    expect((await makeAxe(page).analyze()).violations).toEqual([]);
  });

  test('a book’s page shows its room on the floor map, and the link opens that floor', async ({ page, makeAxe }) => {
    await page.goto(NOVEL);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: '소년이 온다' })).toBeVisible();
    const location = main.getByRole('region', { name: '이 책의 위치' });
    await expect(location.getByText('3층 종합자료실(문학)', { exact: true })).toBeVisible();
    await expect(location.getByText(/3층 안내도에서 종합자료실\(문학\)에 ‘이 책의 위치’라고 표시했습니다/)).toBeVisible();
    const map = location.getByRole('group', { name: /^3층 안내도/ });
    const room = map.getByRole('img', { name: /^종합자료실\(문학\).*\(이 책의 위치\)$/ });
    await expect(room).toBeVisible();
    // Said on the map in words (and outlined), not by colour alone.
    await expect(room.locator('text', { hasText: '이 책의 위치' })).toBeVisible();
    await expect(room.locator('.floor-room__outline')).toHaveCount(1);
    await expect(map.getByRole('img', { name: /이 책의 위치/ })).toHaveCount(1);
    await expect(location.getByRole('listitem').filter({ hasText: '이 책의 위치' }).first()).toBeVisible();

    expect((await makeAxe(page).analyze()).violations).toEqual([]);

    await location.getByRole('link', { name: '층별 안내도 전체 보기' }).click();
    await expect(page).toHaveURL(/\/gg-directions#floor-3F$/);
    await expect(main.getByRole('tab', { name: '3층', selected: true })).toBeVisible();
    await expect(main.getByRole('tabpanel', { name: '3층' }).getByRole('img', { name: /^종합자료실\(문학\)/ })).toBeVisible();
  });

  test('a picture book: the children’s room and its shelf; another branch’s copy said in words', async ({ page }) => {
    await page.goto(PICTURE_BOOK);
    const location = page.getByRole('main').getByRole('region', { name: '이 책의 위치' });
    await expect(location.getByText('1층 어린이자료실', { exact: true })).toBeVisible();
    await expect(location.getByText('그림책·동화 서가에 있습니다.')).toBeVisible();
    await expect(location.getByRole('group', { name: /^1층 안내도/ }).getByRole('img', { name: /^어린이자료실.*\(이 책의 위치\)$/ })).toBeVisible();
  });

  test('a shelf the map does not know is said so, with the floor guide', async ({ page }) => {
    await page.route('**/gglib/selectbookdetail', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { BOOK: { SHELF_LOC_DESC: string; HOLDINGS: { SHELF_LOC_DESC: string }[] } };
      body.BOOK.SHELF_LOC_DESC = '[경기도서관] 정리중';
      for (const holding of body.BOOK.HOLDINGS) holding.SHELF_LOC_DESC = '';
      await route.fulfill({ response, json: body });
    });
    await page.goto(NOVEL);
    const location = page.getByRole('main').getByRole('region', { name: '이 책의 위치' });
    await expect(location.getByText(/이 책의 서가 위치를 안내도에서 찾을 수 없습니다/)).toBeVisible();
    await expect(location.getByRole('group')).toHaveCount(0);
    await location.getByRole('link', { name: '층별 안내 보기' }).click();
    await expect(page).toHaveURL(/\/contents\/floor-guide$/);
  });

  test('offline, the book’s page still shows its room on the map', { tag: '@sw' }, async ({ page, context, waitForServiceWorkerControl }) => {
    await page.goto(NOVEL);
    await waitForServiceWorkerControl(page);
    const main = page.getByRole('main');
    await expect(main.getByRole('region', { name: '이 책의 위치' }).getByRole('group', { name: /^3층 안내도/ })).toBeVisible();

    await context.setOffline(true);
    await page.goto(NOVEL);
    await expect(main.getByRole('heading', { level: 1, name: '소년이 온다' })).toBeVisible();
    const location = main.getByRole('region', { name: '이 책의 위치' });
    await expect(location.getByRole('group', { name: /^3층 안내도/ }).getByRole('img', { name: /^종합자료실\(문학\).*\(이 책의 위치\)$/ })).toBeVisible();
    await expect(location.getByText('3층 종합자료실(문학)', { exact: true })).toBeVisible();

    // The directions page's maps are in the app too.
    await location.getByRole('link', { name: '층별 안내도 전체 보기' }).click();
    await expect(main.getByRole('tabpanel', { name: '3층' }).getByRole('img', { name: /^큰글자도서 코너/ })).toBeVisible();
    await context.setOffline(false);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 320, height: 640 } });

    test('the maps, the tabs and the lists fit the screen; the book’s map too', async ({ page, makeAxe }) => {
      await page.goto('/gg-directions#floor-2F');
      const main = page.getByRole('main');
      const panel = main.getByRole('tabpanel', { name: '2층' });
      await expect(panel.getByRole('group', { name: /^2층 안내도/ })).toBeInViewport();
      await expectNoSidewaysScroll(page);
      const svg = await panel.locator('svg').boundingBox();
      expect(svg?.width ?? 0).toBeGreaterThan(250);
      expect((svg?.x ?? 0) + (svg?.width ?? 0)).toBeLessThanOrEqual(320);
      for (const tab of await main.getByRole('tab').all()) {
        const box = await tab.boundingBox();
        expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
        expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
      }
      expect((await makeAxe(page).analyze()).violations).toEqual([]);

      await page.goto(PICTURE_BOOK);
      await expect(main.getByRole('region', { name: '이 책의 위치' }).getByRole('group', { name: /^1층 안내도/ })).toBeVisible();
      await expectNoSidewaysScroll(page);
      expect((await makeAxe(page).analyze()).violations).toEqual([]);
    });
  });
});
