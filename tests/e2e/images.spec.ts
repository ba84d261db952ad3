import type { Page } from '@playwright/test';
import { expect, makeAxe, test, waitForServiceWorkerControl } from './fixtures';

/* The image catalogue (issue 17 part 3, branch images): the pictures on the pages that show them,
 * each sized, lazy and with its Korean alt text; none on /main before the person scrolls; none in
 * the service worker's precache (the runtime image cache keeps them once seen). */

const CATALOGUE = '/images/catalogue/';

async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await makeAxe(page).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Every catalogue picture in the region: sized, lazy, async, with a Korean alt; scrolled to, each one loads. */
async function expectPictures(page: Page, region: ReturnType<Page['getByRole']>, count: number): Promise<void> {
  const images = region.locator(`img[src^="${CATALOGUE}"]`);
  await expect(images).toHaveCount(count);
  for (const image of await images.all()) {
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('decoding', 'async');
    await expect(image).toHaveAttribute('width', /^\d+$/);
    await expect(image).toHaveAttribute('height', /^\d+$/);
    await expect(image).toHaveAttribute('alt', /[가-힣]{2,}/);
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
  }
}

test.describe('the catalogue pictures on their pages', () => {
  test('the festival: ten scenes with captions and the partner bookstores, a decorative banner; axe finds nothing', async ({ page }) => {
    await page.goto('/ever-reading/festival');
    await expect(page.getByRole('heading', { level: 1, name: /경기 북페스티벌/ })).toBeVisible();
    const scenes = page.getByRole('region', { name: '축제 풍경' });
    await expectPictures(page, scenes, 10);
    await expect(scenes.getByRole('img', { name: /개막식 그림$/ })).toBeVisible();
    await expect(scenes.locator('figcaption').first()).toHaveText('개막식');
    const partners = page.getByRole('region', { name: '함께하는 동네책방' });
    await expectPictures(page, partners, 5);
    await expect(partners.getByText('책방 물결 · 수원 행궁동')).toBeVisible();
    // The banner says nothing the title does not: an empty alt.
    await expect(page.locator('.page-banner img')).toHaveAttribute('alt', '');
    await expectNoAxeViolations(page);
  });

  test('기후위기·환경 list: the five topics in pictures after the books', async ({ page }) => {
    await page.goto('/search/recommend/climate-list');
    const topics = page.getByRole('region', { name: '기후위기 함께 읽기' });
    await expectPictures(page, topics, 5);
    await expect(topics.getByText('녹아내리는 빙하')).toBeVisible();
    await expectNoAxeViolations(page);
    // The other lists have none.
    await page.getByRole('navigation', { name: '추천 도서 목록' }).getByRole('link', { name: '기관 추천' }).click();
    await expect(page).toHaveURL(/others-list$/);
    await expect(page.getByRole('region', { name: '기후위기 함께 읽기' })).toHaveCount(0);
  });

  test('독서 감상문: the 2025 and 2024 contest covers (12 and 9) under the list', async ({ page }) => {
    await page.goto('/ever-reading/reading-helper/review');
    await expect(page.getByRole('heading', { level: 1, name: '독서 감상문' })).toBeVisible();
    await expectPictures(page, page.getByRole('region', { name: /2025 공모전/ }), 12);
    await expectPictures(page, page.getByRole('region', { name: /2024 공모전/ }), 9);
    await expect(page.getByText('대상 — 『아몬드』')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('독서동아리: nine illustrated readers', async ({ page }) => {
    await page.goto('/ever-reading/reading-helper/reading-club');
    await expectPictures(page, page.getByRole('region', { name: '독서동아리에서 만나는 이웃들' }), 9);
    await expectNoAxeViolations(page);
  });

  test('on a phone the galleries fit the screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of ['/ever-reading/festival', '/ever-reading/reading-helper/review', '/search/recommend/climate-list']) {
      await page.goto(path);
      await expect(page.locator('.gallery-section').first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    }
  });
});

test.describe("/main's moving picture", () => {
  test('nothing of the catalogue is asked for before scrolling; near the screen it loads, and it can be stopped', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith(CATALOGUE) || /\/main-video-[^/]*\.js$/.test(url.pathname)) asked.push(url.pathname);
    });
    await page.goto('/main');
    await page.waitForLoadState('networkidle');
    // The sections below the fold render at the first idle moment: give them that, and more.
    await page.waitForTimeout(1_500);
    expect(asked).toEqual([]);

    await page.locator('.main-video-slot').scrollIntoViewIfNeeded();
    const section = page.getByRole('region', { name: '경기도서관의 하루' });
    await expect(section).toBeVisible();
    const picture = section.getByRole('img', { name: /^경기도서관의 하루: / });
    await expect(picture).toHaveAttribute('src', '/images/catalogue/media/main-video.svg');
    await expect(picture).toHaveAttribute('loading', 'lazy');
    await expect.poll(() => picture.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
    expect(asked).toContain('/images/catalogue/media/main-video.svg');
    await expect(section.getByText('움직이는 그림을 재생하고 있습니다.')).toBeVisible();

    await section.getByRole('button', { name: '움직임 멈추기' }).click();
    await expect(picture).toHaveAttribute('src', '/images/catalogue/media/main-video-still.svg');
    await expect(section.getByText('멈춘 그림을 보여드리고 있습니다.')).toBeVisible();
    await section.getByRole('button', { name: '움직임 다시 보기' }).focus();
    await page.keyboard.press('Enter');
    await expect(picture).toHaveAttribute('src', '/images/catalogue/media/main-video.svg');
    await expectNoAxeViolations(page);
  });

  test('with reduced motion it starts on the still', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/main');
    await page.locator('.main-video-slot').scrollIntoViewIfNeeded();
    const section = page.getByRole('region', { name: '경기도서관의 하루' });
    await expect(section.getByRole('img')).toHaveAttribute('src', '/images/catalogue/media/main-video-still.svg');
    await expect(section.getByRole('button', { name: '움직임 다시 보기' })).toBeVisible();
  });
});

test.describe('the service worker and the pictures', () => {
  test('the precache names none of them; once seen, the runtime image cache keeps them for offline', { tag: '@sw' }, async ({ page, context }) => {
    const worker = await (await page.request.get('/sw.js')).text();
    expect(worker).toContain('index.html');
    expect(worker).not.toContain('images/catalogue');

    await page.goto('/main');
    await waitForServiceWorkerControl(page);
    await page.goto('/ever-reading/festival');
    const opening = page.getByRole('img', { name: /개막식 그림$/ });
    await opening.scrollIntoViewIfNeeded();
    await expect.poll(() => opening.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const names = await caches.keys();
          const precached = (await Promise.all(names.filter((name) => name.includes('precache')).map(async (name) => (await (await caches.open(name)).keys()).map((request) => request.url)))).flat();
          const runtime = (await (await caches.open('gglib-images-v1')).keys()).map((request) => request.url);
          return {
            precached: precached.some((url) => url.includes('/images/catalogue/')),
            runtime: runtime.some((url) => url.endsWith('/images/catalogue/festival/opening.svg')),
          };
        }),
      )
      .toEqual({ precached: false, runtime: true });

    await context.setOffline(true);
    await page.reload();
    const offline = page.getByRole('img', { name: /개막식 그림$/ });
    await offline.scrollIntoViewIfNeeded();
    await expect.poll(() => offline.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0 && !element.src.includes('cover-fallback'))).toBe(true);
    await context.setOffline(false);
  });
});
