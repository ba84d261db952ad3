import { expect, test } from './fixtures';
import { acceptAlert, expectNoAlert } from './alerts';
import { MEMBER1, MEMBER2, MEMBER3, login, memberNav, submitLogin } from './members';

test.describe('single sign-on', () => {
  for (const [target, service, toService] of [
    ['ggcyber', '경기도 사이버도서관', '경기도 사이버도서관으로'],
    ['ggdelivery', '경기도 책배달 서비스', '경기도 책배달 서비스로'],
    ['ggebook', '경기도 전자책도서관', '경기도 전자책도서관으로'],
  ] as const) {
    test(`login with target ${target} lands signed in on ${service}`, async ({ page }) => {
      const consoleErrors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(`${page.url()}: ${message.text()}`);
      });
      await page.goto(`/login?target=${target}`);
      // The particle follows the service's name (으로 after a consonant, 로 after a vowel).
      await expect(page.getByText(`로그인하면 ${toService} 이동합니다.`)).toBeVisible();
      await submitLogin(page, MEMBER1);
      await expect(page).toHaveURL(new RegExp(`/sso/${target}\\?type=chaum&token=`));
      await expect(page.getByRole('heading', { level: 1 })).toContainText(service);
      await expect(page.getByText(`홍길동 님, ${service}에 로그인되었습니다.`)).toBeVisible();
      // Nothing failed on the way (the service's page names its icon: no request for /favicon.ico).
      expect(consoleErrors).toEqual([]);
      // The token is single-use: the same address does not sign in twice.
      await page.reload();
      await expect(page.getByText('토큰이 유효하지 않습니다.')).toBeVisible();
    });
  }

  test('ggpoint: a verified resident goes through, the SSO logout ends the portal session', async ({ page }) => {
    await page.goto('/login?target=ggpoint');
    await submitLogin(page, MEMBER2);
    await expect(page).toHaveURL(/\/sso\/ggpoint\?target=ggpoint&token=/);
    await expect(page.getByText('김경기 님, 경기 독서포인트에 로그인되었습니다.')).toBeVisible();
    await page.getByRole('link', { name: '로그아웃' }).click();
    await expect(page).toHaveURL(/^http:\/\/[^/]+\/sso\/ggpoint\/logged-out$/);
    await page.goto('/main');
    await expect(memberNav(page).getByRole('link', { name: '로그인', exact: true })).toBeVisible();
  });

  test('ggpoint: an unverified member is sent to resident verification, and after it to the service', async ({ page }) => {
    await page.goto('/login?target=ggpoint');
    await submitLogin(page, MEMBER3);
    await acceptAlert(page, '독서포인트를 이용하기 위해선 도민인증이 필요합니다.');
    await expect(page).toHaveURL(/\/gyeonggi-citizen\/citizen-verification01\?target=ggpoint-check$/);
    await expectNoAlert(page);
    await page.getByRole('button', { name: '다음' }).click();
    await expect(page.getByRole('alert')).toHaveText('개인정보 수집·이용에 동의해 주세요.');
    await page.getByLabel('위 내용을 확인했으며 개인정보 수집·이용에 동의합니다.').check();
    await page.getByRole('button', { name: '다음' }).click();
    await page.getByLabel('주민등록 주소 (시·군)').selectOption('경기도 외');
    await page.getByRole('button', { name: '인증하기' }).click();
    await expect(page.getByRole('alert')).not.toBeEmpty();
    await page.getByLabel('주민등록 주소 (시·군)').selectOption('수원시');
    await page.getByRole('button', { name: '인증하기' }).click();
    await acceptAlert(page, '경기도민 인증이 완료되었습니다.');
    await expect(page).toHaveURL(/\/sso\/ggpoint\?target=ggpoint&token=/);
    await expect(page.getByText('이서연 님, 경기 독서포인트에 로그인되었습니다.')).toBeVisible();
  });

  test('the cyber library logout code logs the member out of the portal', async ({ page }) => {
    await page.goto('/login?target=ggcyber');
    await submitLogin(page, MEMBER2);
    await expect(page.getByText('김경기 님, 경기도 사이버도서관에 로그인되었습니다.')).toBeVisible();
    await page.getByRole('link', { name: '로그아웃' }).click();
    await expect(page).toHaveURL(/^http:\/\/[^/]+\/sso\/ggcyber\/logged-out$/);
    await expect(page.getByText('경기도 사이버도서관에서 로그아웃되었습니다.')).toBeVisible();
    await page.goto('/mypage/lib-service');
    await acceptAlert(page, '현재 페이지는 로그인한 사람만이 들어올 수 있습니다. 로그인 페이지로 이동합니다.');
    await expect(page).toHaveURL(/\/login\?returnTo=/);
  });

  test('an SSO logout with another member key is refused', async ({ page }) => {
    await login(page, MEMBER1);
    await page.goto('/sso-logout?key=not-my-key&redirect=/sso/ggebook/logged-out');
    await acceptAlert(page, '토큰이 유효하지 않습니다.');
    await expect(page).toHaveURL(/\/main$/);
    await expect(memberNav(page).getByRole('button', { name: '로그아웃' })).toBeVisible();
  });

  test('an SSO logout never sends a visitor to another site (issue 18, finding 2)', async ({ page }) => {
    for (const hostile of ['https://evil.example/', '/%09/evil.example', '//evil.example/', '/\\evil.example']) {
      await page.goto(`/sso-logout?key=ANY&redirect=${encodeURIComponent(hostile)}`);
      await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/main$/);
    }
    await page.goto(`/sso-logout?key=ANY&redirect=${encodeURIComponent('/sso/ggebook/logged-out')}`);
    await expect(page).toHaveURL(/\/sso\/ggebook\/logged-out$/);
  });

  test('from my library a service opens in a new tab, signed in', async ({ page, context }) => {
    await login(page, MEMBER2, '/mypage/lib-service');
    const [tab] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: /경기도 전자책도서관/ }).click()]);
    await expect(tab).toHaveURL(/\/sso\/ggebook\?type=chaum&token=/);
    await expect(tab.getByText('김경기 님, 경기도 전자책도서관에 로그인되었습니다.')).toBeVisible();
    await expect(page).toHaveURL(/\/mypage\/lib-service$/);
  });
});

test.describe('member data', () => {
  test("another member's user_key is refused", async ({ playwright, baseURL }) => {
    const one = await playwright.request.newContext({ baseURL });
    const two = await playwright.request.newContext({ baseURL });
    const encode = (text: string) => Buffer.from(text, 'utf8').toString('base64');
    const loginOne = await one.post('/gglib/login', { data: { id: MEMBER1.id, pw: encode(MEMBER1.password) } });
    const loginTwo = await two.post('/gglib/login', { data: { id: MEMBER2.id, pw: encode(MEMBER2.password) } });
    const keyOne = ((await loginOne.json()) as { USER_DATA: { USER_KEY: string } }).USER_DATA.USER_KEY;
    const keyTwo = ((await loginTwo.json()) as { USER_DATA: { USER_KEY: string } }).USER_DATA.USER_KEY;

    const own = await one.post('/gglib/getuserno', { data: { user_key: keyOne } });
    expect(own.status()).toBe(200);
    expect(await own.json()).toMatchObject({ USER_NO: MEMBER1.userNo });

    for (const call of ['getuserno', 'gyeonggissoinfo', 'checkpassword']) {
      const foreign = await one.post(`/gglib/${call}`, { data: { user_key: keyTwo, pw: encode(MEMBER2.password) } });
      expect(foreign.status(), call).toBe(403);
      const text = await foreign.text();
      expect(text).not.toContain(MEMBER2.userNo);
      expect(text).not.toContain(MEMBER2.name);
    }
    const check = await one.post(`/gglib/sessioncheck?user_key=${encodeURIComponent(keyTwo)}&isPwa=N`);
    expect(check.status()).toBe(403);
    expect(await check.text()).not.toContain(MEMBER2.name);
    await one.dispose();
    await two.dispose();
  });
});
