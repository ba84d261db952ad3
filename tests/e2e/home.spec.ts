import { expect, test } from './fixtures';

test.describe('home page', () => {
  test('shows search, notices, today’s hours, new books and programs from the server', async ({ page, request }) => {
    const main = await request.post('/gglib/selectmainpage', { data: { manage_code: '141674', today: '2026-11-24' } });
    const data = (await main.json()) as { NOTICES: Array<{ TITLE: string; POST_CODE: number }>; NEW_BOOKS: Array<{ TITLE: string }>; PROGRAMS: Array<{ TITLE: string }> };
    await page.goto('/main');
    await expect(page.getByRole('search').getByRole('searchbox', { name: '소장자료 검색어' })).toBeVisible();
    const firstNotice = data.NOTICES[0];
    if (!firstNotice) throw new Error('no notices seeded');
    await expect(page.getByRole('tabpanel').getByRole('link', { name: new RegExp(firstNotice.TITLE.slice(0, 12).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: '오늘의 도서관' })).toBeVisible();
    await expect(page.getByText(/오늘은 (문을 엽니다|휴관일입니다)/)).toBeVisible();
    await page.getByRole('tab', { name: '도서관 소식' }).click();
    await expect(page.getByRole('link', { name: '도서관 소식 더보기' })).toHaveAttribute('href', '/news');
    await expect(page.getByRole('heading', { name: '신착도서' })).toBeVisible();
    const book = data.NEW_BOOKS[0];
    if (book) await expect(page.getByText(book.TITLE, { exact: true }).first()).toBeAttached();
    const program = data.PROGRAMS[0];
    if (program) await expect(page.getByRole('link', { name: program.TITLE }).first()).toBeVisible();
    // Availability is said in words, not colour alone.
    await expect(page.getByText(/대출가능\(비치중\)|대출불가\(대출중\)/).first()).toBeAttached();
  });

  test('the search box takes the query to the catalogue search', async ({ page }) => {
    await page.goto('/main');
    const submit = page.getByRole('search').getByRole('button', { name: '검색' });
    await expect(submit).toBeDisabled();
    await page.getByRole('searchbox', { name: '소장자료 검색어' }).fill('해리 포터');
    await submit.click();
    await expect(page).toHaveURL(/\/search\/search-list\?query=%ED%95%B4%EB%A6%AC(%20|\+)%ED%8F%AC%ED%84%B0$/);
  });

  test('the new-books carousel: play/pause toggle with its hidden label, arrows, fraction', async ({ page }) => {
    await page.goto('/main');
    const carousel = page.getByRole('region', { name: '신착도서' });
    await carousel.scrollIntoViewIfNeeded();
    const toggle = carousel.getByRole('button', { name: '일시정지' });
    await expect(toggle).toBeVisible();
    await expect(carousel.getByText(/^1 \/ \d+$/)).toBeVisible();
    await toggle.click();
    await expect(carousel.getByRole('button', { name: '재생' })).toBeVisible();
    await carousel.getByRole('button', { name: '다음 슬라이드' }).click();
    await expect(carousel.getByText(/^2 \/ \d+$/)).toBeVisible();
    // Paused: nothing moves on its own.
    await page.waitForTimeout(3000);
    await expect(carousel.getByText(/^2 \/ \d+$/)).toBeVisible();
    await carousel.getByRole('button', { name: '재생' }).click();
    await expect(carousel.getByRole('button', { name: '일시정지' })).toBeVisible();
  });

  test('the new-books carousel plays by itself every 2.5 s, stops while the pointer is on it and goes on when it leaves (spec §2)', async ({ page }) => {
    await page.goto('/main');
    // The section first: the carousel itself loads once its section comes near the screen.
    await page.getByRole('region', { name: '신착도서' }).first().scrollIntoViewIfNeeded();
    const carousel = page.locator('[aria-roledescription="carousel"][aria-label="신착도서"]');
    await expect(carousel.getByRole('button', { name: '일시정지' })).toBeVisible();
    const fraction = carousel.getByText(/^\d+ \/ \d+$/);
    const shown = async () => Number((await fraction.textContent())?.split(' / ')[0]);
    // Playing: the next slide comes by itself.
    const first = await shown();
    await expect.poll(shown, { timeout: 6_000 }).not.toBe(first);
    // The pointer on it holds it.
    await carousel.hover();
    const held = await shown();
    await page.waitForTimeout(3_500);
    expect(await shown()).toBe(held);
    // Leaving, with the toggle still on, lets it play again.
    await page.mouse.move(0, 0);
    await expect.poll(shown, { timeout: 6_000 }).not.toBe(held);
  });

  test('a new book reached by Tab is brought into view, none left out of sight (WCAG 2.4.11)', async ({ page }) => {
    await page.setViewportSize({ width: 1350, height: 900 });
    await page.goto('/main');
    // The carousel itself (its section, once rendered, is a region of the same name).
    const carousel = page.locator('[aria-roledescription="carousel"][aria-label="신착도서"]');
    await carousel.scrollIntoViewIfNeeded();
    await carousel.getByRole('button', { name: '일시정지' }).click();
    const cards = carousel.locator('.carousel__slide a');
    const count = await cards.count();
    expect(count).toBeGreaterThan(7);
    await cards.first().focus();
    /** How much of the focused card the carousel's clipped track shows (1 = all of it). */
    const shown = () =>
      page.evaluate(() => {
        const focused = document.activeElement;
        const track = focused?.closest('.carousel__track');
        if (!focused || !track) return -1;
        const box = focused.getBoundingClientRect();
        const view = track.getBoundingClientRect();
        const visible = Math.max(0, Math.min(box.right, view.right) - Math.max(box.left, view.left));
        return Math.round((visible / box.width) * 100) / 100;
      });
    for (let index = 0; index < count; index++) {
      if (index > 0) await page.keyboard.press('Tab');
      await expect(cards.nth(index)).toBeFocused();
      await expect.poll(shown, { message: `card ${index + 1}` }).toBe(1);
    }
  });

  test('reduced motion starts the carousel paused', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    await context.addInitScript(`localStorage.setItem('popup_no_sight', new Date().toISOString().slice(0, 10))`);
    const page = await context.newPage();
    await page.goto('/main');
    const carousel = page.getByRole('region', { name: '신착도서' });
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.getByRole('button', { name: '재생' })).toBeVisible();
    await context.close();
  });
});
