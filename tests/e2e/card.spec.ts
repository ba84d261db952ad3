import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, launchPersistent, test, waitForServiceWorkerControl } from './fixtures';
import { acceptAlert, expectNoAlert } from './alerts';
import { MEMBER1, MEMBER2, login, submitLogin } from './members';

test('the card shows the name, a code-set-A barcode and the number', async ({ page }) => {
  await login(page, MEMBER2);
  await page.getByRole('banner').getByRole('button', { name: '모바일 회원증' }).click();
  const card = page.getByRole('dialog', { name: '모바일 회원증' });
  await expect(card.getByText('김경기 님')).toBeVisible();
  await expect(card.getByText('회원번호 GG-2025-0042')).toBeVisible();
  await expect(card.getByRole('img', { name: '회원번호 GG-2025-0042 바코드' })).toBeVisible();
  // No human-readable text under the bars: the number is printed once, below, by the page.
  await expect(card.locator('svg text')).toHaveCount(0);
  await expect(card.getByText(/마지막 확인 \d{4}\. \d{2}\. \d{2}\. 오[전후] \d{2}:\d{2}/)).toBeVisible();
  await card.getByRole('button', { name: '닫기' }).click();
  await expect(card).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: '모바일 회원증' })).toBeFocused();
});

test('after one online login the card opens from the shortcut on a cold start with no network', { tag: '@sw' }, async ({ baseURL }) => {
  test.setTimeout(90_000);
  const userDataDir = mkdtempSync(join(tmpdir(), 'gglib-card-'));
  try {
    let context = await launchPersistent(userDataDir, baseURL);
    let page = await context.newPage();
    await page.goto('/main');
    await waitForServiceWorkerControl(page);
    await login(page, MEMBER1);
    await context.close();

    context = await launchPersistent(userDataDir, baseURL);
    await context.setOffline(true);
    page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/main?card=open');
    const card = page.getByRole('dialog', { name: '모바일 회원증' });
    await expect(card.getByText('홍길동 님')).toBeVisible();
    await expect(card.getByText('회원번호 20250000000001')).toBeVisible();
    const bars = card.getByRole('img', { name: '회원번호 20250000000001 바코드' });
    await expect(bars).toBeVisible();
    expect(await bars.locator('rect').count()).toBeGreaterThan(20);
    await expect(page.getByText('오프라인 상태입니다. 저장된 정보를 보여드립니다.')).toBeAttached();
    await context.close();
  } finally {
    rmSync(userDataDir, { recursive: true, force: true });
  }
});

test('a visitor who opens the card shortcut is asked to log in, and sees the card right after', async ({ page }) => {
  await page.goto('/main?card=open');
  await acceptAlert(page, '현재 페이지는 로그인한 사람만이 들어올 수 있습니다. 로그인 페이지로 이동합니다.');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fmain%3Fcard%3Dopen$/);
  await expectNoAlert(page);
  await submitLogin(page, MEMBER1);
  const card = page.getByRole('dialog', { name: '모바일 회원증' });
  await expect(card.getByText('홍길동 님')).toBeVisible();
  // The shortcut's parameter leaves the address: going back or reloading does not open it again.
  await expect(page).toHaveURL(/\/main$/);
});

test.describe('the card at the gate with the day’s news due', () => {
  test.use({ hidePopups: false });

  test('one tap on 모바일 회원증 opens the card over the popup; the popup comes back after it', async ({ page }) => {
    await login(page, MEMBER2);
    const popup = page.getByRole('dialog', { name: '도서관 소식' });
    await expect(popup).toBeVisible();
    // The page behind the popup is out of reach; the header is not.
    await expect(page.locator('#main-content')).toHaveAttribute('inert', '');
    await page.getByRole('banner').getByRole('button', { name: '모바일 회원증' }).click();
    const card = page.getByRole('dialog', { name: '모바일 회원증' });
    await expect(card.getByRole('img', { name: '회원번호 GG-2025-0042 바코드' })).toBeVisible();
    // One dialog at a time.
    await expect(popup).toBeHidden();
    await card.getByRole('button', { name: '닫기' }).click();
    await expect(popup).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await expect(page.locator('#main-content')).not.toHaveAttribute('inert', '');
  });

  test('a cold start with no network: the popup is due and the card is one tap away', { tag: '@sw' }, async ({ baseURL }) => {
    test.setTimeout(90_000);
    const userDataDir = mkdtempSync(join(tmpdir(), 'gglib-gate-'));
    try {
      let context = await launchPersistent(userDataDir, baseURL, { hidePopups: false });
      let page = await context.newPage();
      await page.goto('/main');
      await waitForServiceWorkerControl(page);
      await login(page, MEMBER1);
      // The day's popups are kept for offline; closing is not 오늘 하루 보지 않기, so they are due again.
      const popup = page.getByRole('dialog', { name: '도서관 소식' });
      await expect(popup).toBeVisible();
      await popup.getByRole('button', { name: '닫기' }).click();
      await context.close();

      context = await launchPersistent(userDataDir, baseURL, { hidePopups: false });
      await context.setOffline(true);
      page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/main');
      await expect(page.getByRole('dialog', { name: '도서관 소식' })).toBeVisible();
      await page.getByRole('banner').getByRole('button', { name: '모바일 회원증' }).click();
      const card = page.getByRole('dialog', { name: '모바일 회원증' });
      const bars = card.getByRole('img', { name: '회원번호 20250000000001 바코드' });
      await expect(bars).toBeVisible();
      expect(await bars.locator('rect').count()).toBeGreaterThan(20);
      await context.close();
    } finally {
      rmSync(userDataDir, { recursive: true, force: true });
    }
  });
});

test.describe('numbers the spec’s code sets cannot carry', () => {
  test('a number with lower-case letters from getuserno is drawn in code set B', async ({ page }) => {
    await page.route('**/gglib/getuserno', (route) => route.fulfill({ json: { RESULT_INFO: 'SUCCESS', USER_NO: 'gg-2025-0042b' } }));
    await login(page, MEMBER2);
    await page.getByRole('banner').getByRole('button', { name: '모바일 회원증' }).click();
    const card = page.getByRole('dialog', { name: '모바일 회원증' });
    const bars = card.getByRole('img', { name: '회원번호 gg-2025-0042b 바코드' });
    await expect(bars).toBeVisible();
    expect(await bars.locator('rect').count()).toBeGreaterThan(20);
    await expect(card.getByText('회원번호 gg-2025-0042b')).toBeVisible();
  });

  test('a number no code set can carry is shown in large type with a note, never an error', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.route('**/gglib/getuserno', (route) => route.fulfill({ json: { RESULT_INFO: 'SUCCESS', USER_NO: '경기-0042' } }));
    await login(page, MEMBER2);
    await page.getByRole('banner').getByRole('button', { name: '모바일 회원증' }).click();
    const card = page.getByRole('dialog', { name: '모바일 회원증' });
    const asText = card.getByRole('group', { name: '바코드 대신 표시한 회원번호' });
    await expect(asText.getByText('경기-0042', { exact: true })).toBeVisible();
    await expect(asText.getByText(/바코드로 만들 수 없어/)).toBeVisible();
    await expect(card.getByRole('img')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
