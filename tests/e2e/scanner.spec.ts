import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page, type TestInfo } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from './browser';
import { expect, HIDE_POPUPS_SCRIPT, makeAxe, test } from './fixtures';
import { barcodeScene, encodeY4m } from './fixtures/isbn-barcode';
import { BOOK_ISBN } from './fixtures/make-isbn-fixtures';
import { MEMBER1, login } from './members';

const BOOK_PHOTO = fileURLToPath(new URL(`./fixtures/isbn-${BOOK_ISBN}.png`, import.meta.url));
// The query stays plain text in the URL (src/app/router.tsx keeps search values as strings).
const SEARCH_URL = new RegExp(`/search/search-list\\?query=${BOOK_ISBN}&field=isbn$`);
const CHECKSUM_MESSAGE = 'ISBN의 마지막 자리(검증 숫자)가 맞지 않습니다. 잘못 입력한 숫자가 없는지 확인해 주세요.';

/**
 * The demo menus list /barcodeScanner under a login-only menu (server/seed/menus.ts, id 1702), so
 * the guard sends guests to /login first: log in and come back.
 */
async function openScanner(page: Page): Promise<void> {
  await login(page, MEMBER1, '/barcodeScanner');
  await expect(page.getByRole('heading', { level: 1, name: 'ISBN 바코드로 책 찾기' })).toBeVisible();
}

/** The search page for 소년이 온다, opened by whichever way the ISBN came in. */
async function expectBookSearch(page: Page): Promise<void> {
  await expect(page).toHaveURL(SEARCH_URL);
  await expect(page.getByRole('heading', { level: 1, name: '통합검색' })).toBeVisible();
  await expect(page.getByRole('link', { name: '소년이 온다' })).toBeVisible();
}

test.describe('ISBN scanner without a camera', () => {
  test('the page explains the camera first and passes axe', async ({ page, makeAxe }) => {
    await openScanner(page);
    const camera = page.getByRole('region', { name: '카메라로 찾기' });
    await expect(camera.getByText(/카메라 켜기’를 누르면 브라우저가 카메라 사용 권한을 묻습니다/)).toBeVisible();
    await expect(camera.getByRole('button', { name: '카메라 켜기' })).toBeVisible();
    await expect(page.getByRole('region', { name: '바코드 사진으로 찾기' }).getByLabel('사진으로 찾기')).toBeAttached();
    await expect(page.getByRole('region', { name: 'ISBN 직접 입력' }).getByRole('textbox', { name: 'ISBN (10자리 또는 13자리)' })).toBeVisible();
    // Nothing asked the camera yet: no preview, no permission prompt before the button.
    await expect(page.locator('video')).toBeHidden();
    const results = await makeAxe(page).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  test('a typed ISBN with hyphens opens the search for that book', async ({ page }) => {
    await openScanner(page);
    const input = page.getByRole('textbox', { name: 'ISBN (10자리 또는 13자리)' });
    await input.fill('978-89-364-3412-0');
    await page.getByRole('button', { name: 'ISBN으로 검색' }).click();
    await expectBookSearch(page);
  });

  test('an ISBN-10 typed with the keyboard alone opens the same book', async ({ page }) => {
    await openScanner(page);
    const input = page.getByRole('textbox', { name: 'ISBN (10자리 또는 13자리)' });
    await input.focus();
    await page.keyboard.type('89-364-3412-8');
    await page.keyboard.press('Enter');
    await expectBookSearch(page);
  });

  test('a wrong check digit and a non-book number are refused in Korean', async ({ page }) => {
    await openScanner(page);
    const input = page.getByRole('textbox', { name: 'ISBN (10자리 또는 13자리)' });
    await input.fill('978-89-364-3412-1');
    await input.press('Enter');
    await expect(page.getByText(CHECKSUM_MESSAGE)).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(new RegExp(CHECKSUM_MESSAGE.replace(/[().]/g, '\\$&')));
    await expect(page).toHaveURL(/\/barcodeScanner$/);

    await input.fill('880-1234-567893');
    await page.getByRole('button', { name: 'ISBN으로 검색' }).click();
    await expect(page.getByText('978 또는 979로 시작하지 않는 13자리 번호는 책의 ISBN이 아닙니다.', { exact: false })).toBeVisible();
    await input.fill('97889364341');
    await input.press('Enter');
    await expect(page.getByText('숫자 11자리를 입력하셨습니다. ISBN은 10자리 또는 13자리입니다.')).toBeVisible();
    await expect(page).toHaveURL(/\/barcodeScanner$/);
  });

  test('a photo of the barcode is read on the device and opens the search', async ({ page }) => {
    await openScanner(page);
    const photo = page.getByRole('region', { name: '바코드 사진으로 찾기' });
    const input = photo.getByLabel('사진으로 찾기');
    await expect(input).toHaveAttribute('accept', 'image/*');
    await expect(input).toHaveAttribute('capture', 'environment');
    await input.setInputFiles(BOOK_PHOTO);
    await expectBookSearch(page);
  });

  test('a photo without a barcode says so', async ({ page }) => {
    await openScanner(page);
    const photo = page.getByRole('region', { name: '바코드 사진으로 찾기' });
    // The site's own icon: a picture, but no barcode in it.
    const icon = await page.request.get('/icons/icon-192.png');
    await photo.getByLabel('사진으로 찾기').setInputFiles({ name: 'icon.png', mimeType: 'image/png', buffer: await icon.body() });
    await expect(photo.getByRole('status')).toHaveText(/사진에서 바코드를 찾지 못했습니다/);
  });

  test('a browser without camera access is told so in Korean', async ({ page }) => {
    // This machine has no camera, and the test browser has no fake one.
    await openScanner(page);
    const camera = page.getByRole('region', { name: '카메라로 찾기' });
    await camera.getByRole('button', { name: '카메라 켜기' }).click();
    await expect(camera.getByRole('status')).toHaveText(/카메라를 찾지 못했습니다|카메라 사용 권한이 허용되지 않았습니다/);
    await expect(camera.getByRole('button', { name: '카메라 켜기' })).toBeVisible();
  });
});

/**
 * Chromium's fake camera plays a Y4M file: a picture of the barcode made in Node. The flag is
 * per browser process, so these tests launch their own browser.
 */
async function launchWithFakeCamera(testInfo: TestInfo, code: string): Promise<Browser> {
  const video = testInfo.outputPath(`camera-${code}.y4m`);
  writeFileSync(video, encodeY4m(barcodeScene(code)));
  const executablePath = chromiumExecutable();
  return chromium.launch({
    headless: true,
    ...(executablePath ? { executablePath } : {}),
    args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
  });
}

/** Keeps every stream the page opens, so the test can check that each track was stopped. */
const RECORD_STREAMS = `(() => {
  const original = navigator.mediaDevices && navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
  if (!original) return;
  window.__streams = [];
  navigator.mediaDevices.getUserMedia = async (constraints) => {
    const stream = await original(constraints);
    window.__streams.push(stream);
    return stream;
  };
})();`;

async function cameraPage(browser: Browser, testInfo: TestInfo, grant: boolean): Promise<Page> {
  const baseURL = testInfo.project.use.baseURL;
  const context = await browser.newContext({ baseURL, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  if (grant && baseURL) await context.grantPermissions(['camera'], { origin: baseURL });
  await context.addInitScript(HIDE_POPUPS_SCRIPT);
  await context.addInitScript(RECORD_STREAMS);
  return context.newPage();
}

/** Plays the page being hidden or shown again (another tab, the phone's home screen). */
async function setHidden(page: Page, hidden: boolean): Promise<void> {
  await page.evaluate((value) => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => value });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

async function allTracksStopped(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const streams = (window as unknown as { __streams?: MediaStream[] }).__streams ?? [];
    return streams.length > 0 && streams.every((stream) => stream.getTracks().every((track) => track.readyState === 'ended'));
  });
}

test.describe('ISBN scanner with a (fake) camera', () => {
  // eslint-disable-next-line no-empty-pattern -- Playwright requires object destructuring here
  test('the rear camera reads the barcode, stops, and opens the search', async ({}, testInfo) => {
    const browser = await launchWithFakeCamera(testInfo, BOOK_ISBN);
    try {
      const page = await cameraPage(browser, testInfo, true);
      await openScanner(page);
      const camera = page.getByRole('region', { name: '카메라로 찾기' });
      await camera.getByRole('button', { name: '카메라 켜기' }).click();
      await expectBookSearch(page);
      // The camera was released on the way out.
      expect(await allTracksStopped(page)).toBe(true);
    } finally {
      await browser.close();
    }
  });

  // eslint-disable-next-line no-empty-pattern -- Playwright requires object destructuring here
  test('another product barcode is refused; the camera pauses while hidden and 카메라 끄기 releases it', async ({}, testInfo) => {
    const browser = await launchWithFakeCamera(testInfo, '8801234567893');
    try {
      const page = await cameraPage(browser, testInfo, true);
      await openScanner(page);
      const camera = page.getByRole('region', { name: '카메라로 찾기' });
      await camera.getByRole('button', { name: '카메라 켜기' }).click();
      // The ⚠ before an error is decoration (aria-hidden); the words carry the message.
      await expect(camera.getByRole('status')).toContainText('읽은 바코드(8801234567893)는 책의 ISBN이 아닙니다. 978 또는 979로 시작하는 책 뒤표지의 ISBN 바코드를 비춰 주세요.');
      await expect(page).toHaveURL(/\/barcodeScanner$/);
      // The live preview and an error message pass axe too.
      const results = await makeAxe(page).analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);

      // Another tab or app in front: every track stops; back in view: a new stream starts.
      await setHidden(page, true);
      await expect(camera.getByRole('status')).toHaveText('다른 화면으로 이동해 카메라를 잠시 껐습니다. 이 화면으로 돌아오면 다시 켭니다.');
      expect(await allTracksStopped(page)).toBe(true);
      await setHidden(page, false);
      await expect.poll(() => page.evaluate(() => (window as unknown as { __streams: MediaStream[] }).__streams.length)).toBe(2);
      await expect(camera.getByRole('button', { name: '카메라 끄기' })).toBeVisible();

      await camera.getByRole('button', { name: '카메라 끄기' }).click();
      await expect(camera.getByRole('status')).toHaveText('카메라를 껐습니다.');
      // One button that changes its words: the keyboard focus stays on it.
      await expect(camera.getByRole('button', { name: '카메라 켜기' })).toBeFocused();
      expect(await allTracksStopped(page)).toBe(true);
    } finally {
      await browser.close();
    }
  });

  // eslint-disable-next-line no-empty-pattern -- Playwright requires object destructuring here
  test('a refused permission explains how to allow the camera', async ({}, testInfo) => {
    const browser = await launchWithFakeCamera(testInfo, BOOK_ISBN);
    try {
      const page = await cameraPage(browser, testInfo, false);
      await openScanner(page);
      const camera = page.getByRole('region', { name: '카메라로 찾기' });
      await camera.getByRole('button', { name: '카메라 켜기' }).click();
      await expect(camera.getByRole('status')).toHaveText(/카메라 사용 권한이 허용되지 않았습니다\. 주소창 옆의 자물쇠/);
    } finally {
      await browser.close();
    }
  });
});
