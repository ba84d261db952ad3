import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, launchPersistent, test, waitForServiceWorkerControl } from './fixtures';

// The service worker's offline behaviour is part of what these tests check (the suite blocks it
// elsewhere: installing it costs each new browser context about two seconds of CPU).
test.use({ serviceWorkers: 'allow' });

interface WebManifest {
  name: string;
  short_name: string;
  lang: string;
  start_url: string;
  display: string;
  theme_color: string;
  icons: Array<{ src: string; sizes: string; purpose?: string }>;
  shortcuts?: Array<{ name: string; url: string }>;
}

test('the web app manifest describes an installable Korean app', async ({ request }) => {
  const response = await request.get('/manifest.webmanifest');
  expect(response.ok()).toBe(true);
  const manifest = (await response.json()) as WebManifest;
  expect(manifest).toMatchObject({ name: '경기도서관', lang: 'ko', start_url: '/main', display: 'standalone' });
  expect(manifest.short_name.length).toBeGreaterThan(0);
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
  );
  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect(image.headers()['content-type']).toBe('image/png');
  }
  expect(manifest.shortcuts?.some((shortcut) => shortcut.name === '모바일 회원증')).toBe(true);
});

test('Chromium reports no installability errors', async ({ baseURL }) => {
  const userDataDir = mkdtempSync(join(tmpdir(), 'gglib-install-'));
  const context = await launchPersistent(userDataDir, baseURL, { hidePopups: false });
  try {
    const page = await context.newPage();
    await page.goto('/main');
    await waitForServiceWorkerControl(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: Array<{ errorId: string }>;
    };
    expect(installabilityErrors.map((error) => error.errorId)).toEqual([]);
  } finally {
    await context.close();
    rmSync(userDataDir, { recursive: true, force: true });
  }
});
