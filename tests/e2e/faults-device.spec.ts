import { appendFileSync, cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { spawnServer } from '../../server/testing/spawn-server';
import type { Page } from '@playwright/test';
import { PORTAL_DATABASE } from '../../contract/worker-protocol';
import { expect, HIDE_POPUPS_SCRIPT, test, waitForServiceWorkerControl } from './fixtures';
import { MEMBER1, login, memberNav } from './members';

/*
 * Faults of the member's device (issue 18, part 2): each ends in a clear Korean message and a
 * usable app, with nothing the member typed lost. What is checked is what a person sees.
 */

const STORAGE_FULL = '이 기기의 저장 공간이 부족해 오프라인에서 볼 사본을 저장하지 못했습니다. 온라인에서는 그대로 이용하실 수 있습니다.';

/** The home page, its menus and one list, as any visitor sees them online. */
async function homeAndMenusWork(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: '분야별 바로가기' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: '주 메뉴' });
  await expect(nav.getByRole('button').first()).toBeVisible();
  const firstMenu = nav.getByRole('button').first();
  await firstMenu.click();
  await expect(firstMenu).toHaveAttribute('aria-expanded', 'true');
  await firstMenu.click();
}

/**
 * Errors the page throws. With service workers blocked (playwright.config.ts) Playwright's stub
 * register() resolves to undefined, which no browser does: that one is the harness's, not ours.
 */
function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => {
    if (error.message !== "Cannot read properties of undefined (reading 'waiting')") errors.push(error.message);
  });
  return errors;
}

async function noticeListWorks(page: Page): Promise<void> {
  await page.getByRole('link', { name: '공지사항 더보기' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '공지사항' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ has: page.locator('time') }).first()).toBeVisible();
}

test.describe('IndexedDB refuses every write (QuotaExceededError)', () => {
  test.beforeEach(async ({ page }) => {
    // As Dexie meets a full disk: every put/add of every store fails with QuotaExceededError.
    await page.addInitScript(() => {
      const refuse = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
      IDBObjectStore.prototype.put = refuse;
      IDBObjectStore.prototype.add = refuse;
    });
  });

  test('the portal works online from the network, says once why nothing is kept, and the member logs in', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/main');
    const notice = page.getByRole('alertdialog').filter({ hasText: STORAGE_FULL });
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: '확인' }).click();
    await expect(notice).toHaveCount(0);
    await homeAndMenusWork(page);
    await noticeListWorks(page);
    // Said once: another page, and a reload in the same tab, do not say it again.
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: '공지사항' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ has: page.locator('time') }).first()).toBeVisible();
    // (its words load only when needed: give a second notice the moment it would take)
    await page.waitForTimeout(500);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await login(page, MEMBER1, '/main');
    await expect(page.getByRole('heading', { name: '분야별 바로가기' })).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('a post written offline that cannot be kept on the device is not lost: the member is told and the text stays', async ({ page, context }) => {
    await page.goto('/main');
    const notice = page.getByRole('alertdialog').filter({ hasText: STORAGE_FULL });
    await notice.getByRole('button', { name: '확인' }).click();
    await login(page, MEMBER1, '/board/free/insert');
    await expect(page.getByLabel('제목', { exact: true })).toBeVisible();
    const title = `저장 공간 부족 중 쓴 글 ${Date.now()}`;
    await page.getByLabel('제목', { exact: true }).fill(title);
    await page.getByLabel('내용', { exact: true }).fill('네트워크가 끊긴 채로 쓴 글입니다.');
    await context.setOffline(true);
    await page.getByRole('button', { name: '등록' }).click();
    const refused = page.getByRole('alertdialog').filter({ hasText: '저장 공간이 부족해' });
    await expect(refused).toBeVisible();
    await expect(refused).toContainText('이 기기의 저장 공간이 부족해 보내지 못한 내용을 보관하지 못했습니다. 입력하신 내용은 화면에 그대로 있으니 네트워크에 연결된 뒤 다시 보내 주세요.');
    await refused.getByRole('button', { name: '확인' }).click();
    await expect(page.getByLabel('제목', { exact: true })).toHaveValue(title);
    await expect(page.getByLabel('내용', { exact: true })).toHaveValue('네트워크가 끊긴 채로 쓴 글입니다.');
    // Online again, the same text is sent directly.
    await context.setOffline(false);
    await page.getByRole('button', { name: '등록' }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });
});

test.describe('a damaged or old portal database on the device', () => {
  /** Creates the database from a same-origin page before the app has ever opened it. */
  async function seedDatabase(page: Page, build: 'old' | 'garbage'): Promise<void> {
    await page.goto('/builds/latest.json');
    await page.evaluate(
      async ({ name, build }) => {
        const stores: Record<string, { keyPath: string; autoIncrement?: boolean; indexes?: string[] }> =
          build === 'old'
            ? {
                menus: { keyPath: 'manageCode' },
                popups: { keyPath: 'manageCode' },
                contents: { keyPath: 'id' },
                kv: { keyPath: 'key' },
                config: { keyPath: 'key' },
                session: { keyPath: 'key' },
                chatSessions: { keyPath: 'id', indexes: ['lastActivityAt'] },
                chatMessages: { keyPath: 'messageId', indexes: ['sessionId'] },
                outbox: { keyPath: 'seq', autoIncrement: true, indexes: ['kind', 'createdAt'] },
              }
            : {
                kv: { keyPath: 'key' },
                config: { keyPath: 'key' },
                session: { keyPath: 'key' },
                outbox: { keyPath: 'seq', autoIncrement: true, indexes: ['kind', 'createdAt'] },
                keys: { keyPath: 'name' },
                resources: { keyPath: 'key', indexes: ['family'] },
              };
        const rows: Record<string, unknown[]> =
          build === 'old'
            ? {
                // Rows as version 1 wrote them, some in shapes no longer valid.
                menus: [{ manageCode: '141674', items: [{ MENU_ID: 1, MENU_NAME: '옛 메뉴' }], fetchedAt: Date.now() - 86_400_000 }],
                contents: [{ id: 'hours', page: { TITLE: 42 }, fetchedAt: Date.now() - 86_400_000 }],
                popups: [{ manageCode: '141674', today: '2020-01-01', items: 'none', fetchedAt: 1 }],
                kv: [
                  { key: 'main-page', value: { page: { NOTICES: 'old' }, fetchedAt: 1 } },
                  { key: 'search:한강', value: { data: [1, 2, 3], fetchedAt: 1 } },
                  { key: 'book:123', value: 'not an object' },
                ],
                session: [{ key: 'userInfo', value: { USER_KEY: 'plain, from an old build' }, updatedAt: 1 }],
                chatSessions: [{ id: 'c1', lastActivityAt: 1 }],
              }
            : {
                resources: [
                  { key: 'menus:141674', family: 'menus', data: 'a string, not a list', fetchedAt: Date.now() },
                  { key: 'main-page:', family: 'main-page', data: { NOTICES: 7, BANNERS: null }, fetchedAt: Date.now() },
                  { key: 'content:hours', family: 'content', data: null, fetchedAt: 'yesterday' },
                  { key: 'board-list:notice:1', family: 'board-list', data: [{ POST_CODE: 'x' }] },
                  { key: 'no-such-family:1', family: 'no-such-family', data: { anything: true }, fetchedAt: -5 },
                ],
                session: [{ key: 'userInfo', value: 'garbage', updatedAt: 'never' }],
                keys: [{ name: 'session-sealing-key', key: 'not a key' }],
                config: [{ key: 'app-settings', value: { basePath: 'javascript:alert(1)', version: 9 } }],
                kv: [{ key: 'dynamicPageData', value: [1, 2] }],
              };
        await new Promise<void>((done, fail) => {
          // IndexedDB's version is Dexie's × 10: v1 → 10, v4 → 40.
          const request = indexedDB.open(name, build === 'old' ? 10 : 40);
          request.onupgradeneeded = () => {
            const db = request.result;
            for (const [store, spec] of Object.entries(stores)) {
              const created = db.createObjectStore(store, { keyPath: spec.keyPath, autoIncrement: spec.autoIncrement ?? false });
              for (const index of spec.indexes ?? []) created.createIndex(index, index);
            }
            const tx = request.transaction;
            if (!tx) throw new Error('no upgrade transaction');
            for (const [store, list] of Object.entries(rows)) for (const row of list) tx.objectStore(store).put(row);
          };
          request.onsuccess = () => {
            request.result.close();
            done();
          };
          request.onerror = () => fail(request.error);
        });
      },
      { name: PORTAL_DATABASE, build },
    );
  }

  for (const build of ['old', 'garbage'] as const) {
    test(`${build === 'old' ? 'a version-1 database with old rows upgrades' : 'garbage rows in the current version read as absent'}; /main, the menus, a page and login work`, async ({ page }) => {
      const errors = collectPageErrors(page);
      await seedDatabase(page, build);
      await page.goto('/main');
      await homeAndMenusWork(page);
      // The damaged menu never shows; the network's menus replaced it.
      await expect(page.getByRole('navigation', { name: '주 메뉴' }).getByRole('button', { name: '옛 메뉴' })).toHaveCount(0);
      await page.goto('/contents/hours');
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.goto('/main');
      await noticeListWorks(page);
      await login(page, MEMBER1, '/main');
      // The session survives a reload: it was stored afresh over the damaged entry.
      await page.reload();
      await expect(memberNav(page).getByRole('button', { name: '로그아웃' })).toBeVisible();
      const version = await page.evaluate(
        (name) =>
          new Promise<number>((done) => {
            const request = indexedDB.open(name);
            request.onsuccess = () => {
              done(request.result.version);
              request.result.close();
            };
          }),
        PORTAL_DATABASE,
      );
      expect(version).toBe(40);
      // The damaged menus entry was replaced by the network's list.
      const menus = await page.evaluate(
        (name) =>
          new Promise<unknown>((done, fail) => {
            const request = indexedDB.open(name);
            request.onsuccess = () => {
              const get = request.result.transaction('resources').objectStore('resources').get('menus:141674');
              get.onsuccess = () => {
                done((get.result as { data?: unknown } | undefined)?.data);
                request.result.close();
              };
              get.onerror = () => fail(get.error);
            };
          }),
        PORTAL_DATABASE,
      );
      expect(Array.isArray(menus) && menus.length > 0).toBe(true);
      expect(errors).toEqual([]);
    });
  }
});

test.describe('the device clock is wrong by a day; the server keeps the real time', () => {
  test.use({ hidePopups: false });

  for (const offsetHours of [24, -24]) {
    test(`${offsetHours > 0 ? 'a day ahead' : 'a day behind'}: login, the session check and countdown, the popup and a dated list`, async ({ page }) => {
      const errors = collectPageErrors(page);
      const wrong = new Date(Date.now() + offsetHours * 3_600_000);
      await page.clock.install({ time: wrong });
      await page.goto('/main');
      // The popup: asked for the day the device believes it is; closing it for today holds on reload.
      const dialog = page.getByRole('dialog', { name: '도서관 소식' });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: '오늘 하루 보지 않기' }).click();
      await expect(dialog).toBeHidden();
      await page.reload();
      await expect(page.getByRole('heading', { name: '분야별 바로가기' })).toBeVisible();
      await expect(dialog).toBeHidden();
      await homeAndMenusWork(page);

      await login(page, MEMBER1, '/main');
      const timer = page.getByRole('banner').locator('.session-timer__time').first();
      // The countdown runs from the device's own clock: a full session, not one already over.
      await expect(timer).toHaveText(/^(\d+:)?[0-5]\d:[0-5]\d$/);
      const seconds = Number(await timer.getAttribute('datetime').then((value) => value?.replace(/\D/g, '')));
      expect(seconds).toBeGreaterThan(600);
      // The session check (the 연장 button) keeps the member, with no alert.
      await page.getByRole('button', { name: '로그인 시간 연장' }).first().click();
      await page.reload();
      await expect(memberNav(page).getByRole('button', { name: '로그아웃' })).toBeVisible();
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      // A list with dates: the notice board, its rows dated as the server wrote them.
      await noticeListWorks(page);
      await expect(page.getByRole('listitem').locator('time').first()).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
      // Still a member a moment later (no logout loop).
      await page.clock.runFor(5_000);
      await expect(memberNav(page).getByRole('button', { name: '로그아웃' })).toBeVisible();
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      expect(errors).toEqual([]);
    });
  }
});

test.describe('a new deploy while a form is half filled', () => {
  test.use({ serviceWorkers: 'allow' });
  const PORT = Number(process.env.E2E_FAULTS_UPDATE_PORT ?? Number(process.env.E2E_PORT ?? 4311) + 1);

  /** A second server on its own copy of the build (the one Playwright started keeps serving the rest). */
  const startServer = (distDir: string, dataDir: string) =>
    spawnServer({ env: { DATA_DIR: dataDir, DIST_DIR: distDir }, port: PORT, host: 'localhost', readyPath: '/builds/latest.json', timeoutMs: 60_000 });

  test('the toast offers the update without reloading; 새로고침 asks first and keeps the text until the member agrees', async ({ browser }) => {
    test.setTimeout(150_000);
    const work = mkdtempSync(join(tmpdir(), 'gglib-faults-update-'));
    const dist = join(work, 'dist');
    cpSync(resolve('dist'), dist, { recursive: true, preserveTimestamps: true });
    const server = await startServer(dist, join(work, 'data'));
    try {
      const context = await browser.newContext({ baseURL: `http://localhost:${PORT}` });
      await context.addInitScript(HIDE_POPUPS_SCRIPT);
      const page = await context.newPage();
      await page.goto('/main');
      await waitForServiceWorkerControl(page);
      await login(page, MEMBER1, '/board/free/insert');
      const title = page.getByLabel('제목', { exact: true });
      const body = page.getByLabel('내용', { exact: true });
      await expect(title).toBeVisible();
      await title.fill('업데이트 중에 쓰던 글');
      await body.fill('반쯤 쓴 내용입니다.');
      let loads = 0;
      page.on('load', () => (loads += 1));

      // "Deploy": a changed worker and a new build manifest; the app checks on coming back.
      appendFileSync(join(dist, 'sw.js'), '\n// rebuilt for the faults test\n');
      writeFileSync(join(dist, 'builds', 'latest.json'), JSON.stringify({ buildId: 'e2e-faults-next', builtAt: new Date().toISOString() }));
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      const toast = page.getByRole('alert').filter({ hasText: '새 버전이 준비되었습니다. 새로고침하면 적용됩니다.' });
      await expect(toast).toBeVisible({ timeout: 30_000 });
      // Offered, never applied by itself: the form and its text are as they were.
      await page.waitForTimeout(1_000);
      expect(loads).toBe(0);
      await expect(title).toHaveValue('업데이트 중에 쓰던 글');
      await expect(body).toHaveValue('반쯤 쓴 내용입니다.');

      // 새로고침 with a half-filled form asks first; declining keeps everything.
      const asked: string[] = [];
      page.once('dialog', (dialog) => {
        asked.push(dialog.message());
        void dialog.dismiss();
      });
      await toast.getByRole('button', { name: '새로고침' }).click();
      await expect.poll(() => asked).toEqual(['작성 중인 내용이 있습니다. 지금 새로고침하면 입력한 내용이 사라집니다. 새로고침할까요?']);
      await page.waitForTimeout(1_000);
      expect(loads).toBe(0);
      await expect(title).toHaveValue('업데이트 중에 쓰던 글');
      await expect(body).toHaveValue('반쯤 쓴 내용입니다.');
      await expect(toast).toBeVisible();

      // Agreeing reloads into the new version.
      page.once('dialog', (dialog) => void dialog.accept());
      const reloaded = page.waitForEvent('load');
      await toast.getByRole('button', { name: '새로고침' }).click();
      await reloaded;
      await expect(page.getByLabel('제목', { exact: true })).toBeVisible();
      await expect(toast).toHaveCount(0);
      const workerSource = await page.evaluate(async () => (await fetch('/sw.js', { cache: 'no-store' })).text());
      expect(workerSource).toContain('rebuilt for the faults test');
      await context.close();
    } finally {
      server.stop();
      await new Promise((done) => server.child.once('exit', done));
      rmSync(work, { recursive: true, force: true });
    }
  });
});
