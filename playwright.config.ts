import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, e2eChromiumExecutable } from './tests/e2e/browser';

const isCI = !!process.env.CI;
const port = Number(process.env.E2E_PORT ?? 4311);
const baseURL = `http://localhost:${port}`;

// Playwright loads this file again in every worker; workers inherit the runner's environment, so
// the data folder is chosen once and every process agrees on it.
process.env.E2E_DATA_DIR ??= resolve('.tmp', `e2e-data-${Date.now()}`);
const dataDir = process.env.E2E_DATA_DIR;
// The tests write posts, reviews, applications and members of their own (a post with a script
// body among them): never into the demo's data, which `npm start` serves from ./data (or DATA_DIR).
for (const demo of [resolve('data'), ...(process.env.DATA_DIR ? [resolve(process.env.DATA_DIR)] : [])]) {
  if (resolve(dataDir) === demo) throw new Error(`E2E_DATA_DIR는 데모 데이터 폴더(${demo})와 달라야 합니다: 테스트가 쓴 글이 데모 게시판에 남습니다.`);
}
mkdirSync(dataDir, { recursive: true });

const executablePath = e2eChromiumExecutable();
const AFTER_ALL = /merge-user\.spec\.ts$/;
// Naming spec files on the command line runs just those (a dependency project would otherwise run
// the whole suite first); the whole suite runs the after-all specs last.
const namedFiles = process.argv.slice(2).some((arg) => /\.spec\.ts(:\d+)*$/.test(arg));

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  forbidOnly: isCI,
  // Two workers on CI's two cores too: the suite runs in about two thirds of the time, and every
  // spec is written to share the server with another running at once (retries catch the rare race).
  workers: 2,
  retries: isCI ? 1 : 0,
  // 60 s a test, Playwright's 30 s doubled: on the current two-core machines (nested virtualisation,
  // every fresh page of memory costs ~35 µs to fault in) a page load with an axe scan takes 3–5 s,
  // and the longest member flows (login, five pages, four scans) ended at 30 s in CI while passing
  // everywhere else. Specs that need more still say test.setTimeout (docs/testing.md).
  timeout: 60_000,
  reporter: 'list',
  use: {
    baseURL,
    browserName: 'chromium',
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: [...CHROMIUM_ARGS],
    },
    // A trace of every test costs ~0.7 s of CPU each; on CI only the retry of a failed test is traced.
    trace: isCI ? 'on-first-retry' : 'retain-on-failure',
    // No `serviceWorkers` here: tests/e2e/fixtures.ts gives the worker to the tests tagged '@sw'
    // (a value here would override that for every test).
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'chromium', testIgnore: AFTER_ALL },
    // Specs that change demo data other specs read (the account merge gives member1 his older
    // record's loans) run once everything else has passed.
    { name: 'after-all', testMatch: AFTER_ALL, dependencies: namedFiles ? [] : ['chromium'] },
  ],
  webServer: {
    // The build runs before (npm test builds first): this serves dist/ as production does.
    command: 'node --import tsx server/main.ts',
    env: { PORT: String(port), DATA_DIR: dataDir, DIST_DIR: 'dist' },
    url: `${baseURL}/`,
    // A leftover server on the port would otherwise be tested silently (toolchain.md, trap 5).
    reuseExistingServer: false,
    timeout: 120_000,
    // Let the server close PGlite instead of being killed mid-write.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
