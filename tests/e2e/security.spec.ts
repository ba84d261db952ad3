import { expect, test, waitForServiceWorkerControl } from './fixtures';

// The service worker's registration is one of the Trusted Types sinks checked here.
test.use({ serviceWorkers: 'allow' });

test.describe('Trusted Types and the CSP report (issue 18)', () => {
  test('a string at an HTML sink is refused and reported, while the app itself (its worker included) runs', async ({ page }) => {
    const response = await page.goto('/main');
    expect(response?.headers()['content-security-policy']).toContain("require-trusted-types-for 'script'; trusted-types gglib");
    await expect(page.getByRole('banner')).toBeVisible();
    // The service worker registered through the app's policy (a plain string would have thrown).
    await waitForServiceWorkerControl(page);

    const report = page.waitForRequest((request) => request.url().endsWith('/api/csp-report') && request.method() === 'POST', { timeout: 15_000 });
    const outcome = await page.evaluate(async () => {
      const violation = new Promise<string>((resolve) => document.addEventListener('securitypolicyviolation', (event) => resolve(event.effectiveDirective), { once: true }));
      let thrown = '';
      try {
        const probe = document.createElement('div');
        probe.innerHTML = '<img src=x onerror="window.__pwned = true">';
      } catch (error) {
        thrown = error instanceof Error ? error.name : String(error);
      }
      // Another policy than the app's is not allowed either.
      let policyRefused = false;
      try {
        (window as unknown as { trustedTypes: { createPolicy: (name: string, rules: object) => unknown } }).trustedTypes.createPolicy('attacker', { createHTML: (input: string) => input });
      } catch {
        policyRefused = true;
      }
      return { thrown, policyRefused, directive: await violation };
    });
    expect(outcome).toEqual({ thrown: 'TypeError', policyRefused: true, directive: 'require-trusted-types-for' });
    const body = (await report).postData() ?? '';
    expect(body).toContain('require-trusted-types-for');
  });

  test('HTML the app renders comes through its policy: a notice shows its markdown body', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Trusted Type|TrustedHTML|TrustedScriptURL/i.test(message.text())) violations.push(message.text());
    });
    await page.goto('/notice');
    await page.locator('.board-list__title').first().click();
    await expect(page).toHaveURL(/\/notice\/\d+$/);
    await expect(page.locator('.post__body > *').first()).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('security.txt says whom to tell (RFC 9116)', async ({ request }) => {
    const response = await request.get('/.well-known/security.txt');
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/^Contact: (mailto|https):/m);
    expect(text).toMatch(/^Expires: \d{4}-\d{2}-\d{2}T/m);
    expect(text).toMatch(/^Preferred-Languages: ko, en$/m);
  });
});

test.describe('the shell\'s inline styles (issue 13: no render-blocking stylesheet)', () => {
  test('the first paint is styled from index.html alone; the policy admits that style by hash and no other; the inlined file is never fetched', async ({ page }) => {
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
    });
    const response = await page.goto('/search/search-list?query=소년');
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(/style-src 'self' 'sha256-[A-Za-z0-9+/]+=*';/);
    await expect(page.getByRole('heading', { name: '통합검색', level: 1 })).toBeVisible();
    const shell = await page.evaluate(() => ({
      inlined: document.querySelector('link[type="text/x-inlined-css"]')?.getAttribute('href') ?? '',
      inlineRules: [...document.styleSheets].filter((sheet) => sheet.ownerNode instanceof HTMLStyleElement).reduce((sum, sheet) => sum + sheet.cssRules.length, 0),
      headerPosition: getComputedStyle(document.querySelector('.site-header') as Element).position,
    }));
    expect(shell.inlined).toMatch(/^\/assets\/index-[\w-]+\.css$/);
    expect(shell.inlineRules).toBeGreaterThan(100);
    expect(shell.headerPosition).toBe('sticky');
    // The section's own stylesheet loads; the inlined one never does (its dependants see it as present).
    expect(stylesheets).not.toContain(shell.inlined);

    // Any other inline style is still refused.
    const directive = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          document.addEventListener('securitypolicyviolation', (event) => resolve(event.effectiveDirective), { once: true });
          const style = document.createElement('style');
          style.textContent = 'body { background: red }';
          document.head.append(style);
        }),
    );
    expect(directive).toBe('style-src-elem');
  });
});
