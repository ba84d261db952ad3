import { expect, type Page } from '@playwright/test';

export const MEMBER1 = { id: 'member1', password: 'Passw0rd!', name: '홍길동', userNo: '20250000000001' } as const;
export const MEMBER2 = { id: 'member2', password: 'Passw0rd!', name: '김경기', userNo: 'GG-2025-0042' } as const;
/** Used only by the resident verification test, which verifies them for the rest of the run. */
export const MEMBER3 = { id: 'member3', password: 'Passw0rd!', name: '이서연', userNo: '20250000000003' } as const;

/** Fills and sends the login form of the page already on /login. */
export async function submitLogin(page: Page, member: { id: string; password: string }, options: { autoLogin?: boolean } = {}): Promise<void> {
  await page.getByRole('textbox', { name: '아이디' }).fill(member.id);
  await page.getByLabel('비밀번호', { exact: true }).fill(member.password);
  if (options.autoLogin) await page.getByLabel('자동 로그인').check();
  await page.getByRole('button', { name: '로그인', exact: true }).click();
}

/** Logs in through /login?returnTo=… and waits for the member header. */
export async function login(page: Page, member: { id: string; password: string }, returnTo = '/main'): Promise<void> {
  await page.goto(`/login?returnTo=${encodeURIComponent(returnTo)}`);
  await submitLogin(page, member);
  await expect(memberNav(page).getByRole('button', { name: '로그아웃' })).toBeVisible();
}

export function memberNav(page: Page) {
  return page.getByRole('banner').getByRole('navigation', { name: '회원 메뉴' });
}
