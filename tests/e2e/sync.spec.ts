import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, launchPersistent, test, waitForServiceWorkerControl } from './fixtures';
import { MEMBER1, login, memberNav } from './members';

// The service worker's offline behaviour is part of what these tests check (the suite blocks it
// elsewhere: installing it costs each new browser context about two seconds of CPU).
test.use({ serviceWorkers: 'allow' });

/** How many posts on the free board carry this title (the server's own count). */
async function postsTitled(request: APIRequestContext, title: string): Promise<number> {
  const response = await request.post('/gglib/selectboardlist', { data: { manage_code: '141674', board_code: 'free', search_type: 'title', keyword: title } });
  return ((await response.json()) as { TOTAL_COUNT: number }).TOTAL_COUNT;
}

async function writeOffline(page: Page, context: BrowserContext, title: string): Promise<void> {
  await page.goto('/board/free/insert');
  await expect(page.getByLabel('제목')).toBeVisible();
  await context.setOffline(true);
  await page.getByLabel('제목').fill(title);
  await page.getByLabel('내용').fill('오프라인에서 쓴 글입니다. 연결되면 한 번만 등록되어야 합니다.');
  await page.getByRole('button', { name: '등록' }).click();
  await expect(page.getByText('네트워크에 연결할 수 없어 글을 이 기기에 보관했습니다. 연결되면 자동으로 등록합니다.')).toBeVisible();
  // The sentence takes the focus the disabled button lost.
  await expect(page.getByRole('status').filter({ hasText: '네트워크에 연결할 수 없어 글을 이 기기에 보관했습니다.' })).toBeFocused();
}

test.describe('actions made offline', () => {
  test('are replayed once when the network returns', async ({ page, context, request }) => {
    await page.goto('/main');
    await waitForServiceWorkerControl(page);
    await login(page, MEMBER1);
    const title = `오프라인 글 ${Date.now()}`;
    await writeOffline(page, context, title);
    expect(await postsTitled(request, title)).toBe(0);
    await context.setOffline(false);
    await expect.poll(() => postsTitled(request, title), { timeout: 15_000 }).toBe(1);
    // The notice on the form no longer says the post is kept on this device.
    await expect(page.getByRole('status').filter({ hasText: '보관했던 글을 보냈습니다.' })).toBeVisible();
    await expect(page.getByText('네트워크에 연결할 수 없어 글을 이 기기에 보관했습니다.')).toHaveCount(0);
    // Every trigger (online, the sync event, start) has had its chance: still exactly one.
    await page.reload();
    await page.waitForTimeout(1500);
    expect(await postsTitled(request, title)).toBe(1);
  });

  test('survive a browser restart and are replayed once at the next start', async ({ baseURL, request }) => {
    test.setTimeout(90_000);
    const userDataDir = mkdtempSync(join(tmpdir(), 'gglib-sync-'));
    const launch = () => launchPersistent(userDataDir, baseURL);
    const title = `재시작 글 ${Date.now()}`;
    try {
      let context = await launch();
      let page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/main');
      await waitForServiceWorkerControl(page);
      await login(page, MEMBER1);
      await writeOffline(page, context, title);
      await context.close();
      expect(await postsTitled(request, title)).toBe(0);

      context = await launch();
      page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/main');
      await expect.poll(() => postsTitled(request, title), { timeout: 15_000 }).toBe(1);
      await page.reload();
      await page.waitForTimeout(1500);
      expect(await postsTitled(request, title)).toBe(1);
      await context.close();
    } finally {
      rmSync(userDataDir, { recursive: true, force: true });
    }
  });

  test('a replay that meets an expired session asks for login and keeps the write', async ({ page, context, request }) => {
    await page.goto('/main');
    await waitForServiceWorkerControl(page);
    await login(page, MEMBER1);
    const title = `로그인 대기 글 ${Date.now()}`;
    await writeOffline(page, context, title);
    // The server forgets the session while the phone is offline.
    await context.clearCookies();
    await context.setOffline(false);
    await expect(page.getByText(/보내지 못한 작업 \d+건이 있습니다\. 로그인하면 자동으로 이어서 보냅니다\./)).toBeVisible({ timeout: 15_000 });
    expect(await postsTitled(request, title)).toBe(0);
    await page.getByRole('alert').getByRole('link', { name: '로그인' }).click();
    await page.getByRole('textbox', { name: '아이디' }).fill(MEMBER1.id);
    await page.getByLabel('비밀번호', { exact: true }).fill(MEMBER1.password);
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(memberNav(page).getByRole('button', { name: '로그아웃' })).toBeVisible();
    await expect.poll(() => postsTitled(request, title), { timeout: 15_000 }).toBe(1);
  });
});
