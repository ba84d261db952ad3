import type { Page } from 'playwright';

/** The demo member the benches measure member pages as (server/seed/members.ts). */
export const BENCH_MEMBER = { id: 'member1', password: 'Passw0rd!' };

/**
 * Logs BENCH_MEMBER in through /login as a person would, and waits until the page it returns to
 * (a 나의 도서관 page) shows its heading: the session is then stored in the browser profile.
 */
export async function logInOnPage(page: Page, origin: string, returnTo: string, timeout: number): Promise<void> {
  await page.goto(`${origin}/login?returnTo=${encodeURIComponent(returnTo)}`, { timeout });
  await page.getByRole('textbox', { name: '아이디' }).fill(BENCH_MEMBER.id, { timeout });
  await page.getByLabel('비밀번호', { exact: true }).fill(BENCH_MEMBER.password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await page.waitForURL((url) => url.pathname === returnTo, { timeout });
  await page.getByRole('heading', { level: 1, name: '나의 도서관' }).waitFor({ timeout });
}
