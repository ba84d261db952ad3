import { expect, test } from './fixtures';
import { acceptAlert, alertDialog, expectNoAlert } from './alerts';
import { MEMBER1, MEMBER2, login, memberNav, submitLogin } from './members';

test.describe('login and logout', () => {
  test('a member logs in, the header changes, and logging out returns to the visitor header', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: '로그인' })).toBeVisible();
    await submitLogin(page, MEMBER1);
    // Without a return path the member goes to my info; the password just typed is the check's
    // proof, so 나의 정보 opens at once instead of asking for it a second time.
    await expect(page).toHaveURL(/\/mypage\/mypage-info$/);
    await expect(page.getByRole('heading', { level: 1, name: '회원정보' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '비밀번호 확인' })).toHaveCount(0);
    const nav = memberNav(page);
    await expect(nav.getByRole('link', { name: '나의 도서관' })).toHaveAttribute('href', '/mypage/lib-service');
    await expect(nav.getByRole('link', { name: '도민인증' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: '모바일 회원증' })).toBeVisible();
    await expect(page.getByText('로그인 남은 시간')).toBeVisible();
    await expect(page.getByText('20250000000001')).toBeVisible();
    // 나의 정보 is the edit form now: the phone is a field of its own.
    await expect(page.getByLabel('휴대폰 번호')).toHaveValue(/^010/);

    await nav.getByRole('button', { name: '로그아웃' }).click();
    await expect(page).toHaveURL(/\/main$/);
    await expect(nav.getByRole('link', { name: '로그인', exact: true })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: '모바일 회원증' })).toHaveCount(0);
    // The password is never kept on the device.
    const stored = await page.evaluate(async () => JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage } }));
    expect(stored).not.toContain(MEMBER1.password);
  });

  test('a verified resident sees no citizen button; a wrong password is said in Korean', async ({ page }) => {
    await page.goto('/login');
    await submitLogin(page, { id: MEMBER2.id, password: 'wrong-password1!' });
    await expect(page.getByRole('alert')).toHaveText('아이디 또는 비밀번호가 올바르지 않습니다.');
    await submitLogin(page, MEMBER2);
    await expect(memberNav(page).getByRole('button', { name: '로그아웃' })).toBeVisible();
    await expect(memberNav(page).getByRole('link', { name: '도민인증' })).toHaveCount(0);
  });

  test('the saved id is filled in next time', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('아이디 저장').check();
    await submitLogin(page, MEMBER1);
    await expect(memberNav(page).getByRole('button', { name: '로그아웃' })).toBeVisible();
    await memberNav(page).getByRole('button', { name: '로그아웃' }).click();
    await expect(memberNav(page).getByRole('link', { name: '로그인', exact: true })).toBeVisible();
    await page.goto('/login');
    await expect(page.getByRole('textbox', { name: '아이디' })).toHaveValue('member1');
  });

  test('an idle session ends with the Korean alert', async ({ page, makeAxe }) => {
    // The server's SESSION_TIME is 1800 s; the answer is shortened to watch the countdown end.
    await page.route('**/gglib/login', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...body, SESSION_TIME: 3 } });
    });
    await page.route('**/gglib/sessioncheck*', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: body.SESSION_TIME ? { ...body, SESSION_TIME: 3 } : body });
    });
    await login(page, MEMBER1);
    const idle = alertDialog(page, '장시간 미사용으로 자동 로그아웃 되었습니다.');
    await expect(idle).toBeVisible({ timeout: 15_000 });
    // The page behind waits for the member, as the browser's alert held it: still logged in.
    await expect(memberNav(page).getByRole('button', { name: '로그아웃' })).toBeAttached();
    // A modal alert: named by its words, the rest of the page out of reach, and axe finds nothing.
    await expect(idle).toHaveAttribute('aria-modal', 'true');
    expect(await page.evaluate(() => document.querySelector('.alert-dialog')?.matches(':modal'))).toBe(true);
    expect((await makeAxe(page).analyze()).violations).toEqual([]);
    await acceptAlert(page, '장시간 미사용으로 자동 로그아웃 되었습니다.');
    await expect(memberNav(page).getByRole('link', { name: '로그인', exact: true })).toBeVisible();
  });
});

test.describe('auto-login', () => {
  test('with consent, a new browser session signs the member in once with the device credential', async ({ context }) => {
    const first = await context.newPage();
    await first.goto('/login?returnTo=%2Fmain');
    await submitLogin(first, MEMBER2, { autoLogin: true });
    await expect(memberNav(first).getByRole('button', { name: '로그아웃' })).toBeVisible();
    await first.close();
    // The server no longer knows this browser (cookie gone, as after a long absence).
    await context.clearCookies();
    const next = await context.newPage();
    const autologin = next.waitForResponse((response) => response.url().endsWith('/gglib/autologin'));
    await next.goto('/main');
    expect((await autologin).status()).toBe(200);
    await expect(memberNav(next).getByRole('button', { name: '로그아웃' })).toBeVisible();
    // The new session is real: a check from this page succeeds and keeps the member in.
    await next.reload();
    await expect(memberNav(next).getByRole('button', { name: '로그아웃' })).toBeVisible();
    // A device credential is no password: 나의 정보 still asks for it first.
    await next.goto('/mypage/mypage-info');
    await expect(next).toHaveURL(/\/mypage\/mypage-pwcheck$/);
    await expect(next.getByRole('heading', { level: 1, name: '비밀번호 확인' })).toBeVisible();
    await next.getByLabel('비밀번호').fill(MEMBER2.password);
    await next.getByRole('button', { name: '확인' }).click();
    await expect(next).toHaveURL(/\/mypage\/mypage-info$/);
    await expect(next.getByRole('heading', { level: 1, name: '회원정보' })).toBeVisible();
  });

  test('without consent, a new browser session finds the member logged out', async ({ context }) => {
    const first = await context.newPage();
    await login(first, MEMBER1);
    await first.close();
    await context.clearCookies();
    const next = await context.newPage();
    await next.goto('/main');
    await expect(memberNav(next).getByRole('link', { name: '로그인', exact: true })).toBeVisible();
  });
});

test.describe('guards', () => {
  test('a session that ends on a member page offers the way back in, not an empty page', async ({ page }) => {
    await login(page, MEMBER1, '/mypage/lib-service');
    await expect(page.getByRole('heading', { name: '홍길동 님, 반갑습니다.' })).toBeVisible();
    // The server forgets the session (expired elsewhere); the next check logs out silently.
    await page.context().clearCookies();
    await page.getByRole('banner').getByRole('button', { name: '로그인 시간 연장' }).click();
    await expect(page.getByText('로그인 되어있지 않습니다. 로그인을 진행해주세요.')).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: '로그인' }).click();
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fmypage%2Flib-service$/);
  });

  test('a my-page address asks for login and returns there afterwards', async ({ page }) => {
    await page.goto('/mypage/lib-service');
    await acceptAlert(page, '현재 페이지는 로그인한 사람만이 들어올 수 있습니다. 로그인 페이지로 이동합니다.');
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fmypage%2Flib-service$/);
    await expectNoAlert(page);
    await submitLogin(page, MEMBER1);
    await expect(page).toHaveURL(/\/mypage\/lib-service$/);
    await expect(page.getByRole('heading', { name: '홍길동 님, 반갑습니다.' })).toBeVisible();
  });

  test('the apply steps of spec §6 ask for login', async ({ page }) => {
    await page.goto('/library-playground/game-play/apply-01');
    await acceptAlert(page, '현재 페이지는 로그인한 사람만이 들어올 수 있습니다. 로그인 페이지로 이동합니다.');
    await expect(page).toHaveURL(/\/login\?returnTo=%2Flibrary-playground%2Fgame-play%2Fapply-01$/);
  });

  test('a menu marked login-only asks for login too', async ({ page }) => {
    await page.goto('/board/free');
    await acceptAlert(page, '현재 페이지는 로그인한 사람만이 들어올 수 있습니다. 로그인 페이지로 이동합니다.');
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fboard%2Ffree$/);
    // One alert only.
    await expectNoAlert(page);
  });
});

test.describe('other tabs', () => {
  test('a logout in one tab logs the other out with the alert', async ({ context }) => {
    const first = await context.newPage();
    await login(first, MEMBER1);
    const second = await context.newPage();
    await second.goto('/main');
    await expect(memberNav(second).getByRole('button', { name: '로그아웃' })).toBeVisible();
    await memberNav(first).getByRole('button', { name: '로그아웃' }).click();
    await expect(first).toHaveURL(/\/main$/);
    await acceptAlert(second, '다른 탭에서 로그아웃되어 자동으로 로그아웃됩니다.');
    await expect(memberNav(second).getByRole('link', { name: '로그인', exact: true })).toBeVisible();
    await expect(second).toHaveURL(/\/main$/);
  });

  test('a login in one tab reloads the other with the alert', async ({ context }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await second.goto('/main');
    await expect(memberNav(second).getByRole('link', { name: '로그인', exact: true })).toBeVisible();
    await login(first, MEMBER2);
    await acceptAlert(second, '다른 탭에서 로그인되어 화면을 새로고침합니다.');
    await expect(memberNav(second).getByRole('button', { name: '로그아웃' })).toBeVisible();
  });
});
