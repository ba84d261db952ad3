import { appendFileSync, cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { spawnServer } from '../../server/testing/spawn-server';
import { expect, HIDE_POPUPS_SCRIPT, test, waitForServiceWorkerControl } from './fixtures';

// The service worker's offline behaviour is part of what these tests check (the suite blocks it
// elsewhere: installing it costs each new browser context about two seconds of CPU).
test.use({ serviceWorkers: 'allow' });

const PORT = Number(process.env.E2E_UPDATE_PORT ?? 4313);

/** A second server on its own copy of the build, so this test can "deploy" a new version. */
const startServer = (distDir: string, dataDir: string) =>
  spawnServer({ env: { DATA_DIR: dataDir, DIST_DIR: distDir }, port: PORT, host: 'localhost', readyPath: '/builds/latest.json', timeoutMs: 60_000 });

test('a new deploy is noticed, the toast offers 새로고침, and the reload runs the new version', async ({ browser }) => {
  test.setTimeout(120_000);
  const work = mkdtempSync(join(tmpdir(), 'gglib-update-'));
  const dist = join(work, 'dist');
  // With the files' times, as a deployment keeps them: the brotli copies are sent only beside their own files' times.
  cpSync(resolve('dist'), dist, { recursive: true, preserveTimestamps: true });
  const server = await startServer(dist, join(work, 'data'));
  try {
    const context = await browser.newContext({ baseURL: `http://localhost:${PORT}` });
    // The library's day (Asia/Seoul, as the app reckons it), not UTC's: after 15:00 UTC those
    // differ and the popup would cover the toast.
    await context.addInitScript(HIDE_POPUPS_SCRIPT);
    const page = await context.newPage();
    await page.goto('/main');
    await waitForServiceWorkerControl(page);
    await expect(page.getByRole('heading', { name: '분야별 바로가기' })).toBeVisible();

    // "Deploy": a changed worker and a new build manifest.
    appendFileSync(join(dist, 'sw.js'), '\n// rebuilt for the update test\n');
    writeFileSync(join(dist, 'builds', 'latest.json'), JSON.stringify({ buildId: 'e2e-next', builtAt: new Date().toISOString() }));
    // The app checks when it comes back to the foreground.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));

    const toast = page.getByRole('alert').filter({ hasText: '새 버전이 준비되었습니다. 새로고침하면 적용됩니다.' });
    await expect(toast).toBeVisible({ timeout: 30_000 });
    const reloaded = page.waitForEvent('load');
    await toast.getByRole('button', { name: '새로고침' }).click();
    await reloaded;
    await expect(page.getByRole('heading', { name: '분야별 바로가기' })).toBeVisible();
    await expect(toast).toHaveCount(0);
    const workerSource = await page.evaluate(async () => (await fetch('/sw.js', { cache: 'no-store' })).text());
    expect(workerSource).toContain('rebuilt for the update test');
    await context.close();
  } finally {
    server.stop();
    await new Promise((done) => server.child.once('exit', done));
    rmSync(work, { recursive: true, force: true });
  }
});
