import type { Browser, Page } from '@playwright/test';
import { HIDE_POPUPS_SCRIPT, expect, test } from './fixtures';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; SM-S918N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** A browser that can install: it announces beforeinstallprompt, as Chrome on Android does. */
const CAN_PROMPT = `window.__promptCalls = 0;
window.addEventListener('DOMContentLoaded', () => setTimeout(() => {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  event.prompt = async () => { window.__promptCalls += 1; };
  event.userChoice = Promise.resolve({ outcome: 'accepted', platform: 'web' });
  window.dispatchEvent(event);
}, 200));`;

async function phone(browser: Browser, baseURL: string | undefined, userAgent: string, canPrompt: boolean) {
  const context = await browser.newContext({ baseURL, userAgent, isMobile: true, hasTouch: true, viewport: { width: 390, height: 844 }, locale: 'ko-KR' });
  await context.addInitScript(HIDE_POPUPS_SCRIPT);
  if (canPrompt) await context.addInitScript(CAN_PROMPT);
  return context;
}

/** Engagement: the visitor moves on from the page they arrived at (the header's 로그인 link). */
async function secondPage(page: Page) {
  await page.getByRole('link', { name: '로그인' }).first().click();
  await expect(page).toHaveURL(/\/login/);
}

test.describe('install prompt', () => {
  test('Android: nothing covers the page a visitor arrives at; the second page offers the install', async ({ browser, baseURL }) => {
    const context = await phone(browser, baseURL, ANDROID, true);
    const page = await context.newPage();
    await page.goto('/main');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForTimeout(3000);
    const dialog = page.getByRole('dialog', { name: '경기도서관 앱 설치' });
    await expect(dialog).toHaveCount(0);
    await secondPage(page);
    await expect(dialog.getByText('홈 화면에 경기도서관 앱을 설치하시겠어요?')).toBeVisible();
    await context.close();
  });

  test('Android: 설치 opens the browser prompt and closes on its answer', async ({ browser, baseURL }) => {
    const context = await phone(browser, baseURL, ANDROID, true);
    const page = await context.newPage();
    await page.goto('/main');
    await secondPage(page);
    const dialog = page.getByRole('dialog', { name: '경기도서관 앱 설치' });
    await expect(dialog.getByText('홈 화면에 경기도서관 앱을 설치하시겠어요?')).toBeVisible();
    await dialog.getByRole('button', { name: '설치' }).click();
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => (window as unknown as { __promptCalls: number }).__promptCalls)).toBe(1);
    await context.close();
  });

  test('Android: 취소 is remembered', async ({ browser, baseURL }) => {
    const context = await phone(browser, baseURL, ANDROID, true);
    const page = await context.newPage();
    await page.goto('/main');
    await secondPage(page);
    const dialog = page.getByRole('dialog', { name: '경기도서관 앱 설치' });
    await dialog.getByRole('button', { name: '취소' }).click();
    await expect(dialog).toBeHidden();
    await page.goto('/main');
    await secondPage(page);
    await page.waitForTimeout(1500);
    await expect(dialog).toHaveCount(0);
    await context.close();
  });

  test('Android without an install prompt offers nothing', async ({ browser, baseURL }) => {
    const context = await phone(browser, baseURL, ANDROID, false);
    const page = await context.newPage();
    await page.goto('/main');
    await secondPage(page);
    await page.waitForTimeout(1500);
    await expect(page.getByRole('dialog', { name: '경기도서관 앱 설치' })).toHaveCount(0);
    await context.close();
  });

  test('iOS: after 30 s on the first page, the share → 홈 화면에 추가 instructions, remembered once closed', async ({ browser, baseURL }) => {
    const context = await phone(browser, baseURL, IPHONE, false);
    const page = await context.newPage();
    await page.clock.install();
    await page.goto('/main');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const dialog = page.getByRole('dialog', { name: '경기도서관 앱 설치' });
    await page.clock.runFor(25_000);
    await expect(dialog).toHaveCount(0);
    await page.clock.runFor(6_000);
    await expect(dialog.getByText("Safari 하단의 공유 버튼을 누른 뒤 '홈 화면에 추가'를 선택해 주세요.")).toBeVisible();
    await dialog.getByRole('button', { name: '닫기' }).click();
    await expect(dialog).toBeHidden();
    await page.goto('/main');
    await secondPage(page);
    await page.waitForTimeout(1500);
    await expect(dialog).toHaveCount(0);
    await context.close();
  });

  test('desktop is never offered an install dialog', async ({ page }) => {
    await page.goto('/main');
    await secondPage(page);
    await page.waitForTimeout(1500);
    await expect(page.getByRole('dialog', { name: '경기도서관 앱 설치' })).toHaveCount(0);
  });
});
